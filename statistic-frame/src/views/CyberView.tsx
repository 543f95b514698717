import { cyberTournamentSchema } from '@betframe/sdk/statistic';
import { useEffect } from 'react';
import { fetchStatistics } from '../app/api';
import type { DisplayContext } from '../app/format';
import { useLoad, useRuntime } from '../app/hooks';
import { ErrorState, GameList, Link, Section, Skeleton, StandingsTable } from '../app/ui';

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
  const data = useLoad(`cyber/${sportId}/${tournId}/${seasonId}`, (signal) =>
    fetchStatistics(
      'statisticfeed/Cyber',
      { sportId, tournId, seasonId, lang: runtime.lang },
      cyberTournamentSchema,
      signal,
    ),
  );
  useEffect(() => {
    if (data.state === 'ready') runtime.setTitle(`${data.data.name} · Statistics`);
  }, [data]);
  if (data.state === 'loading') return <Skeleton rows={10} />;
  if (data.state === 'error')
    return <ErrorState title="The cyber tournament could not be loaded" message={data.message} />;
  const t = data.data;
  return (
    <article class="view view-cyber" data-view="cyber">
      <p class="crumbs">{t.sportName}</p>
      <h1>
        {t.name} {t.season.name}
      </h1>
      <nav class="tabs" aria-label="Seasons">
        {t.seasons.map((s) => (
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
      <Section id="cyberTable" title="Table">
        <StandingsTable rows={t.table} sportId={sportId} caption={`${t.name} table`} />
      </Section>
      <Section id="cyberResults" title="Results">
        <GameList games={t.results} display={display} />
      </Section>
      <Section id="cyberFixtures" title="Fixtures">
        <GameList games={t.fixtures} display={display} />
      </Section>
    </article>
  );
}
