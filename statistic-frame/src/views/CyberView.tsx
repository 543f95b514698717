import { cyberTournamentSchema } from '@betframe/sdk/statistic';
import { useEffect } from 'react';
import { fetchStatistics } from '../app/api';
import type { DisplayContext } from '../app/format';
import { useLoad, useRuntime } from '../app/hooks';
import { ErrorState, GameList, Link, Section, Skeleton, StandingsTable } from '../app/ui';
import { useT } from '../i18n';

export function CyberView({
  sportId,
  tournId,
  seasonId,
  display,
}: {
  sportId: number;
  tournId: number;
  seasonId: number;
  display: DisplayContext;
}) {
  const runtime = useRuntime();
  const t = useT();
  const data = useLoad(`cyber/${sportId}/${tournId}/${seasonId}`, (signal) =>
    fetchStatistics(
      'statisticfeed/Cyber',
      { sportId, tournId, seasonId, lang: runtime.lang },
      cyberTournamentSchema,
      signal,
    ),
  );
  useEffect(() => {
    if (data.state === 'ready') runtime.setTitle(t('stat_title_suffix', { name: data.data.name }));
  }, [data]);
  if (data.state === 'loading') return <Skeleton rows={10} />;
  if (data.state === 'error') return <ErrorState title={t('stat_cyber_error')} message={data.message} />;
  const tournament = data.data;
  return (
    <article class="view view-cyber" data-view="cyber">
      <p class="crumbs">{tournament.sportName}</p>
      <h1>
        {tournament.name} {tournament.season.name}
      </h1>
      <nav class="tabs" aria-label={t('stat_seasons')}>
        {tournament.seasons.map((s) => (
          <Link
            key={s.id}
            to={`cyber/${sportId}/${tournId}/${s.id}`}
            className={s.id === seasonId ? 'tab active' : 'tab'}
            current={s.id === seasonId}
          >
            {s.name}
          </Link>
        ))}
      </nav>
      <Section id="cyberTable" title={t('stat_table')}>
        <StandingsTable
          rows={tournament.table}
          sportId={sportId}
          caption={t('stat_table_of', { name: tournament.name })}
        />
      </Section>
      <Section id="cyberResults" title={t('stat_results')}>
        <GameList games={tournament.results} display={display} />
      </Section>
      <Section id="cyberFixtures" title={t('stat_fixtures')}>
        <GameList games={tournament.fixtures} display={display} />
      </Section>
    </article>
  );
}
