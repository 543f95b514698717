import { teamProfileSchema } from '@betframe/sdk/statistic';
import { useEffect } from 'react';
import { fetchStatistics } from '../app/api';
import { type DisplayContext, dateOnly } from '../app/format';
import { useLoad, useRuntime } from '../app/hooks';
import { Empty, ErrorState, Facts, GameList, Link, Section, Skeleton } from '../app/ui';
import { useT } from '../i18n';

export function TeamView({ sportId, teamId, display }: { sportId: number; teamId: number; display: DisplayContext }) {
  const runtime = useRuntime();
  const t = useT();
  const data = useLoad(`team/${teamId}`, (signal) =>
    fetchStatistics('statisticfeed/Team', { teamId, lang: runtime.lang }, teamProfileSchema, signal),
  );
  useEffect(() => {
    if (data.state === 'ready') runtime.setTitle(t('stat_title_suffix', { name: data.data.team.name }));
  }, [data]);
  if (data.state === 'loading') return <Skeleton rows={8} />;
  if (data.state === 'error') return <ErrorState title={t('stat_team_error')} message={data.message} />;
  const team = data.data;
  if (team.sportId !== sportId)
    return (
      <ErrorState
        title={t('stat_wrong_param', { name: 'sportId' })}
        message={t('stat_team_wrong_sport', { id: teamId, sportId })}
      />
    );
  return (
    <article class="view view-team" data-view="team">
      <h1>{team.team.name}</h1>
      <Facts
        items={[
          [t('stat_country'), team.country],
          ...(team.founded ? ([[t('stat_founded'), team.founded]] as Array<[string, number]>) : []),
          ...(team.coach ? ([[t('stat_coach'), team.coach]] as Array<[string, string]>) : []),
          ...(team.stadium
            ? ([[t('stat_stadium'), `${team.stadium.name}, ${team.stadium.city}`]] as Array<[string, string]>)
            : []),
          ...(team.standing
            ? ([
                [
                  t('stat_position'),
                  t('stat_position_value', {
                    position: team.standing.position,
                    points: team.standing.points,
                    played: team.standing.played,
                  }),
                ],
              ] as Array<[string, string]>)
            : []),
        ]}
      />
      {team.standing ? (
        <p>
          <Link to={`stage/${sportId}/${team.standing.stageId}`}>
            {t('stat_stage_table_link', { stage: team.standing.stageName })}
          </Link>
        </p>
      ) : null}
      <Section id="teamLast" title={t('stat_last_games')}>
        <GameList games={team.lastGames} display={display} perspective={teamId} />
      </Section>
      <Section id="teamNext" title={t('stat_next_games')}>
        <GameList games={team.nextGames} display={display} />
      </Section>
      <Section id="squad" title={t('stat_squad')}>
        {team.players.length === 0 ? (
          <Empty>{t('stat_squad_empty')}</Empty>
        ) : (
          <table class="squad">
            <caption class="visually-hidden">{t('stat_squad_caption', { team: team.team.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stat_col_number')}</th>
                <th scope="col">{t('stat_col_player')}</th>
                <th scope="col">{t('stat_position')}</th>
                <th scope="col">{t('stat_born')}</th>
              </tr>
            </thead>
            <tbody>
              {team.players.map((player) => (
                <tr key={player.id}>
                  <td>{player.number}</td>
                  <th scope="row">
                    <Link to={`player/${sportId}/${player.id}`}>{player.name}</Link>
                  </th>
                  <td>{player.position}</td>
                  <td>{dateOnly(`${player.birthDate}T12:00:00Z`, display)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
    </article>
  );
}
