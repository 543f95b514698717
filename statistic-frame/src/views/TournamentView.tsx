import { type StandingRow, tournamentSeasonSchema } from '@betframe/sdk/statistic';
import { useEffect, useState } from 'react';
import { fetchStatistics } from '../app/api';
import type { DisplayContext } from '../app/format';
import { useLoad, useRuntime } from '../app/hooks';
import { Empty, ErrorState, GameList, Link, Section, Skeleton, StandingsTable } from '../app/ui';
import { useT } from '../i18n';

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
  const t = useT();
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
    if (data.state === 'ready')
      runtime.setTitle(t('stat_title_suffix', { name: `${data.data.name} ${data.data.season.name}` }));
  }, [data]);
  if (data.state === 'loading') return <Skeleton rows={10} />;
  if (data.state === 'error') return <ErrorState title={t('stat_tournament_error')} message={data.message} />;
  const season = data.data;
  if (season.sportId !== sportId)
    return (
      <ErrorState
        title={t('stat_wrong_param', { name: 'sportId' })}
        message={t('stat_tournament_wrong_sport', { id: tournamentId, sportId })}
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
      <nav class="tabs" aria-label={t('stat_seasons')}>
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
      <Section id="tournamentTable" title={t('stat_table')}>
        <StandingsTable
          rows={season.table as StandingRow[]}
          sportId={sportId}
          caption={t('stat_table_of', { name: season.name })}
        />
      </Section>
      <Section id="tournamentRounds" title={t('stat_results_fixtures')}>
        <label class="round-picker">
          {t('stat_round_label')}{' '}
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
      <Section id="topScorers" title={t('stat_top_scorers')}>
        {season.topScorers.length === 0 ? (
          <Empty>{t('stat_no_goals')}</Empty>
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
