import { playerProfileSchema } from '@betframe/sdk/statistic';
import { useEffect } from 'react';
import { fetchStatistics } from '../app/api';
import { type DisplayContext, dateOnly, dateTime } from '../app/format';
import { useLoad, useRuntime } from '../app/hooks';
import { Empty, ErrorState, Facts, Link, Score, Section, Skeleton } from '../app/ui';

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
  const data = useLoad(`player/${playerId}`, (signal) =>
    fetchStatistics('statisticfeed/Player', { playerId, lang: runtime.lang }, playerProfileSchema, signal),
  );
  useEffect(() => {
    if (data.state === 'ready') runtime.setTitle(`${data.data.player.name} · Statistics`);
  }, [data]);
  if (data.state === 'loading') return <Skeleton rows={6} />;
  if (data.state === 'error') return <ErrorState title="The player could not be loaded" message={data.message} />;
  const { player, stats, games } = data.data;
  if (data.data.sportId !== sportId)
    return (
      <ErrorState title="Wrong input param [sportId]" message={`Player ${playerId} does not play sport ${sportId}.`} />
    );
  return (
    <article class="view view-player" data-view="player">
      <h1>
        <span class="number">{player.number}</span> {player.name}
      </h1>
      <Facts
        items={[
          ['Team', player.teamName],
          ['Position', player.position],
          ['Nationality', player.nationality],
          ['Born', dateOnly(`${player.birthDate}T12:00:00Z`, display)],
          ['Height', `${player.height} cm`],
        ]}
      />
      <p>
        <Link to={`team/${sportId}/${player.teamId}`}>{player.teamName}</Link>
      </p>
      <Section id="playerStats" title="This season">
        <Facts
          items={[
            ['Appearances', stats.appearances],
            ['Goals', stats.goals],
            ['Yellow cards', stats.yellowCards],
            ['Red cards', stats.redCards],
          ]}
        />
      </Section>
      <Section id="playerGames" title="Recent games">
        {games.length === 0 ? (
          <Empty>No games played this season.</Empty>
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
