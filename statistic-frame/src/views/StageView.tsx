import { stageTableSchema } from '@betframe/sdk/statistic';
import { useEffect } from 'react';
import { fetchStatistics } from '../app/api';
import { useLoad, useRuntime } from '../app/hooks';
import { ErrorState, Link, Section, Skeleton, StandingsTable } from '../app/ui';
import { useT } from '../i18n';

const tableTypes = [
  [1, 'stat_tt_1', 'stat_tt_table_1'],
  [2, 'stat_tt_2', 'stat_tt_table_2'],
  [3, 'stat_tt_3', 'stat_tt_table_3'],
] as const;

export function StageView({ sportId, stageId, tableType }: { sportId: number; stageId: number; tableType: 1 | 2 | 3 }) {
  const runtime = useRuntime();
  const t = useT();
  const data = useLoad(`stage/${stageId}/${tableType}`, (signal) =>
    fetchStatistics('SiteService/StageTable', { stageId, tt: tableType, lang: runtime.lang }, stageTableSchema, signal),
  );
  useEffect(() => {
    if (data.state === 'ready') runtime.setTitle(t('stat_title_suffix', { name: data.data.name }));
  }, [data]);
  if (data.state === 'loading') return <Skeleton rows={8} />;
  if (data.state === 'error') return <ErrorState title={t('stat_table_error')} message={data.message} />;
  const table = data.data;
  if (table.sportId !== sportId)
    return (
      <ErrorState
        title={t('stat_wrong_param', { name: 'sportId' })}
        message={t('stat_stage_wrong_sport', { id: stageId, sportId })}
      />
    );
  return (
    <article class="view view-stage" data-view="stage">
      <h1>{table.name}</h1>
      <nav class="tabs" aria-label={t('stat_table_type')}>
        {tableTypes.map(([type, label]) => (
          <Link
            key={type}
            to={`stage/${sportId}/${stageId}?${withTableType(runtime.current.search, type)}`}
            className={type === tableType ? 'tab active' : 'tab'}
            current={type === tableType}
          >
            {t(label)}
          </Link>
        ))}
      </nav>
      <Section id="stageTable" title={t(tableTypes[tableType - 1]?.[2] ?? 'stat_tt_table_1')}>
        <StandingsTable rows={table.rows} sportId={sportId} caption={table.name} />
      </Section>
      <p>
        <Link to={`tournament/${sportId}/${table.tournamentId}/${table.seasonId}`}>{t('stat_season_link')}</Link>
      </p>
    </article>
  );
}

function withTableType(search: string, type: number): string {
  const params = new URLSearchParams(search);
  params.set('tt', String(type));
  return params.toString();
}
