import { stageTableSchema } from '@betframe/sdk/statistic';
import { useEffect } from 'react';
import { fetchStatistics } from '../app/api';
import { useLoad, useRuntime } from '../app/hooks';
import { ErrorState, Link, Section, Skeleton, StandingsTable } from '../app/ui';

const tableTypes = [
  [1, 'Total'],
  [2, 'Home'],
  [3, 'Away'],
] as const;

export function StageView({ sportId, stageId, tableType }: { sportId: number; stageId: number; tableType: 1 | 2 | 3 }) {
  const runtime = useRuntime();
  const data = useLoad(`stage/${stageId}/${tableType}`, (signal) =>
    fetchStatistics('SiteService/StageTable', { stageId, tt: tableType, lang: runtime.lang }, stageTableSchema, signal),
  );
  useEffect(() => {
    if (data.state === 'ready') runtime.setTitle(`${data.data.name} · Statistics`);
  }, [data]);
  if (data.state === 'loading') return <Skeleton rows={8} />;
  if (data.state === 'error') return <ErrorState title="The table could not be loaded" message={data.message} />;
  const table = data.data;
  if (table.sportId !== sportId)
    return (
      <ErrorState
        title="Wrong input param [sportId]"
        message={`Stage ${stageId} is not a stage of sport ${sportId}.`}
      />
    );
  return (
    <article class="view view-stage" data-view="stage">
      <h1>{table.name}</h1>
      <nav class="tabs" aria-label="Table type">
        {tableTypes.map(([type, label]) => (
          <Link
            key={type}
            to={`stage/${sportId}/${stageId}?${withTableType(runtime.current.search, type)}`}
            className={type === tableType ? 'tab active' : 'tab'}
            current={type === tableType}
          >
            {label}
          </Link>
        ))}
      </nav>
      <Section id="stageTable" title={`${tableTypes[tableType - 1]?.[1] ?? ''} table`}>
        <StandingsTable rows={table.rows} sportId={sportId} caption={table.name} />
      </Section>
      <p>
        <Link to={`tournament/${sportId}/${table.tournamentId}/${table.seasonId}`}>Season results and fixtures</Link>
      </p>
    </article>
  );
}

function withTableType(search: string, type: number): string {
  const params = new URLSearchParams(search);
  params.set('tt', String(type));
  return params.toString();
}
