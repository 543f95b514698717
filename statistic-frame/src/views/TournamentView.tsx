import { type StandingRow, tournamentSeasonSchema } from '@betframe/sdk/statistic';
import { useEffect, useState } from 'react';
import { fetchStatistics } from '../app/api';
import type { DisplayContext } from '../app/format';
import { useLoad, useRuntime } from '../app/hooks';
import { Empty, ErrorState, GameList, Link, Section, Skeleton, StandingsTable } from '../app/ui';

export function TournamentView({
  sportId,
  tournamentId,
  seasonId,
  display,
}: {
  sportId: number;
  tournamentId: number;
  seasonId: number;
  display: DisplayContext;
}) {
  const runtime = useRuntime();
  const data = useLoad(`tournament/${tournamentId}/${seasonId}`, (signal) =>
    fetchStatistics(
      'statisticfeed/Tournament',
      { tournamentId, seasonId, lang: runtime.lang },
      tournamentSeasonSchema,
      signal,
    ),
  );
  const [round, setRound] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (data.state === 'ready') runtime.setTitle(`${data.data.name} ${data.data.season.name} · Statistics`);
  }, [data]);
  if (data.state === 'loading') return <Skeleton rows={10} />;
  if (data.state === 'error') return <ErrorState title="The tournament could not be loaded" message={data.message} />;
  const season = data.data;
  if (season.sportId !== sportId)
    return (
      <ErrorState
        title="Wrong input param [sportId]"
        message={`Tournament ${tournamentId} is not of sport ${sportId}.`}
      />
    );
  const current =
    round ?? season.rounds.find((r) => r.games.some((g) => g.status !== 2))?.round ?? season.rounds.at(-1)?.round ?? 1;
  const games = season.rounds.find((r) => r.round === current)?.games ?? [];
  return (
    <article class="view view-tournament" data-view="tournament">
      <h1>
        {season.name} {season.season.name}
      </h1>
      <nav class="tabs" aria-label="Seasons">
        {season.seasons.map((s) => (
          <Link
            key={s.id}
            to={`tournament/${sportId}/${tournamentId}/${s.id}`}
            className={s.id === seasonId ? 'tab active' : 'tab'}
            current={s.id === seasonId}
          >
            {s.name}
          </Link>
        ))}
      </nav>
      <Section id="tournamentTable" title="Table">
        <StandingsTable rows={season.table as StandingRow[]} sportId={sportId} caption={`${season.name} table`} />
      </Section>
      <Section id="tournamentRounds" title="Results and fixtures">
        <label class="round-picker">
          Round{' '}
          <select
            value={String(current)}
            onChange={(event) => setRound(Number((event.target as HTMLSelectElement).value))}
          >
            {season.rounds.map((r) => (
              <option key={r.round} value={String(r.round)}>
                {r.round}
              </option>
            ))}
          </select>
        </label>
        <GameList games={games} display={display} />
      </Section>
      <Section id="topScorers" title="Top scorers">
        {season.topScorers.length === 0 ? (
          <Empty>No goals yet.</Empty>
        ) : (
          <ol class="scorers">
            {season.topScorers.map((s) => (
              <li key={s.playerId}>
                <Link to={`player/${sportId}/${s.playerId}`}>{s.name}</Link> <small>{s.team.name}</small>{' '}
                <strong>{s.goals}</strong>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </article>
  );
}
