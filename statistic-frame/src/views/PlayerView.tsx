import { playerProfileSchema } from '@betframe/sdk/statistic';
import { useEffect } from 'react';
import { fetchStatistics } from '../app/api';
import { count, type DisplayContext, dateOnly, dateTime } from '../app/format';
import { useLoad, useRuntime } from '../app/hooks';
import { Empty, ErrorState, Facts, Link, Score, Section, Skeleton } from '../app/ui';
import { useT } from '../i18n';

export function PlayerView({
  sportId,
  playerId,
  display,
}: {
  sportId: number;
  playerId: number;
  display: DisplayContext;
}) {
  const runtime = useRuntime();
  const t = useT();
  const data = useLoad(`player/${playerId}`, (signal) =>
    fetchStatistics('statisticfeed/Player', { playerId, lang: runtime.lang }, playerProfileSchema, signal),
  );
  useEffect(() => {
    if (data.state === 'ready') runtime.setTitle(t('stat_title_suffix', { name: data.data.player.name }));
  }, [data]);
  if (data.state === 'loading') return <Skeleton rows={6} />;
  if (data.state === 'error') return <ErrorState title={t('stat_player_error')} message={data.message} />;
  const { player, stats, games } = data.data;
  if (data.data.sportId !== sportId)
    return (
      <ErrorState
        title={t('stat_wrong_param', { name: 'sportId' })}
        message={t('stat_player_wrong_sport', { id: playerId, sportId })}
      />
    );
  return (
    <article class="view view-player" data-view="player">
      <h1>
        <span class="number">{player.number}</span> {player.name}
      </h1>
      <Facts
        items={[
          [t('stat_team'), player.teamName],
          [t('stat_position'), player.position],
          [t('stat_nationality'), player.nationality],
          [t('stat_born'), dateOnly(`${player.birthDate}T12:00:00Z`, display)],
          [t('stat_height'), t('stat_height_cm', { value: count(player.height, display) })],
        ]}
      />
      <p>
        <Link to={`team/${sportId}/${player.teamId}`}>{player.teamName}</Link>
      </p>
      <Section id="playerStats" title={t('stat_this_season')}>
        <Facts
          items={[
            [t('stat_appearances'), count(stats.appearances, display)],
            [t('stat_goals'), count(stats.goals, display)],
            [t('stat_yellow_cards'), count(stats.yellowCards, display)],
            [t('stat_red_cards'), count(stats.redCards, display)],
          ]}
        />
      </Section>
      <Section id="playerGames" title={t('stat_recent_games')}>
        {games.length === 0 ? (
          <Empty>{t('stat_no_games_season')}</Empty>
        ) : (
          <ul class="games">
            {games.map(({ game, goals }) => (
              <li key={game.id} class="game-row">
                <time dateTime={game.startTime}>{dateTime(game.startTime, display)}</time>
                <span>{game.team1.name}</span>
                <Link to={`game/${game.sportId}/${game.id}`}>
                  <Score game={game} />
                </Link>
                <span>{game.team2.name}</span>
                {goals > 0 ? <span class="badge">{goals} ⚽</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </article>
  );
}
