import { teamProfileSchema } from '@betframe/sdk/statistic';
import { useEffect } from 'react';
import { fetchStatistics } from '../app/api';
import { type DisplayContext, dateOnly } from '../app/format';
import { useLoad, useRuntime } from '../app/hooks';
import { Empty, ErrorState, Facts, GameList, Link, Section, Skeleton } from '../app/ui';

export function TeamView({ sportId, teamId, display }: { sportId: number; teamId: number; display: DisplayContext }) {
  const runtime = useRuntime();
  const data = useLoad(`team/${teamId}`, (signal) =>
    fetchStatistics('statisticfeed/Team', { teamId, lang: runtime.lang }, teamProfileSchema, signal),
  );
  useEffect(() => {
    if (data.state === 'ready') runtime.setTitle(`${data.data.team.name} · Statistics`);
  }, [data]);
  if (data.state === 'loading') return <Skeleton rows={8} />;
  if (data.state === 'error') return <ErrorState title="The team could not be loaded" message={data.message} />;
  const team = data.data;
  if (team.sportId !== sportId)
    return (
      <ErrorState title="Wrong input param [sportId]" message={`Team ${teamId} does not play sport ${sportId}.`} />
    );
  return (
    <article class="view view-team" data-view="team">
      <h1>{team.team.name}</h1>
      <Facts
        items={[
          ['Country', team.country],
          ...(team.founded ? ([['Founded', team.founded]] as Array<[string, number]>) : []),
          ...(team.coach ? ([['Coach', team.coach]] as Array<[string, string]>) : []),
          ...(team.stadium
            ? ([['Stadium', `${team.stadium.name}, ${team.stadium.city}`]] as Array<[string, string]>)
            : []),
          ...(team.standing
            ? ([
                ['Position', `${team.standing.position} (${team.standing.points} pts, ${team.standing.played} played)`],
              ] as Array<[string, string]>)
            : []),
        ]}
      />
      {team.standing ? (
        <p>
          <Link to={`stage/${sportId}/${team.standing.stageId}`}>{team.standing.stageName} table</Link>
        </p>
      ) : null}
      <Section id="teamLast" title="Last games">
        <GameList games={team.lastGames} display={display} perspective={teamId} />
      </Section>
      <Section id="teamNext" title="Next games">
        <GameList games={team.nextGames} display={display} />
      </Section>
      <Section id="squad" title="Squad">
        {team.players.length === 0 ? (
          <Empty>No squad is published for this team.</Empty>
        ) : (
          <table class="squad">
            <caption class="visually-hidden">Squad of {team.team.name}</caption>
            <thead>
              <tr>
                <th scope="col">No.</th>
                <th scope="col">Player</th>
                <th scope="col">Position</th>
                <th scope="col">Born</th>
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
