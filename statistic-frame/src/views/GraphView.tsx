import { COEFFICIENT_VIEWS, type CoefficientGraph, coefficientGraphSchema } from '@betframe/sdk/statistic';
import { useEffect } from 'react';
import { fetchStatistics } from '../app/api';
import { type DisplayContext, dateTime, odds } from '../app/format';
import { useLoad, useRuntime } from '../app/hooks';
import { Empty, ErrorState, Link, Section, Skeleton } from '../app/ui';
import { useT } from '../i18n';

const viewNames = ['stat_cf_0', 'stat_cf_1', 'stat_cf_2', 'stat_cf_3', 'stat_cf_4', 'stat_cf_5'] as const;
const lineClasses = ['line-1', 'line-x', 'line-2'];

export function GraphView({
  gameId,
  coefficientView,
  display,
}: {
  gameId: number;
  coefficientView: number;
  display: DisplayContext;
}) {
  const runtime = useRuntime();
  const t = useT();
  const data = useLoad(`graph/${gameId}`, (signal) =>
    fetchStatistics('statisticfeed/Graph', { gameId, lang: runtime.lang }, coefficientGraphSchema, signal),
  );
  useEffect(() => {
    if (data.state === 'ready')
      runtime.setTitle(t('stat_graph_page_title', { match: `${data.data.team1.name} — ${data.data.team2.name}` }));
  }, [data]);
  if (data.state === 'loading') return <Skeleton rows={8} />;
  if (data.state === 'error') return <ErrorState title={t('stat_graph_error')} message={data.message} />;
  const graph = data.data;
  return (
    <article class="view view-graph" data-view="graph">
      <h1>
        <Link to={`game/${graph.sportId}/${graph.gameId}`}>
          {graph.team1.name} — {graph.team2.name}
        </Link>
      </h1>
      <nav class="tabs" aria-label={t('stat_cf_label')}>
        {COEFFICIENT_VIEWS.map((view) => (
          <Link
            key={view}
            to={`graph/${gameId}${view === 0 ? '' : `/${view}`}`}
            className={view === coefficientView ? 'tab active' : 'tab'}
            current={view === coefficientView}
          >
            {t(viewNames[view] ?? 'stat_cf_0')}
          </Link>
        ))}
      </nav>
      <Section id="graph" title={t('stat_odds_history')}>
        {graph.points.length < 2 ? (
          <Empty>{t('stat_graph_too_few')}</Empty>
        ) : (
          <Chart graph={graph} view={coefficientView} display={display} />
        )}
      </Section>
    </article>
  );
}

const width = 640;
const height = 260;
const pad = { left: 48, right: 16, top: 16, bottom: 28 };

/**
 * The lines are drawn on the decimal scale (the only one that is monotonic and continuous for every format);
 * labels and the data table show the chosen coefficient view.
 */
function Chart({ graph, view, display }: { graph: CoefficientGraph; view: number; display: DisplayContext }) {
  const t = useT();
  const times = graph.points.map((p) => Date.parse(p.time));
  const values = graph.points.flatMap((p) => p.values);
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const v0 = Math.min(...values);
  const v1 = Math.max(...values);
  const x = (t: number) => pad.left + ((t - t0) / Math.max(1, t1 - t0)) * (width - pad.left - pad.right);
  const y = (v: number) => pad.top + (1 - (v - v0) / Math.max(0.01, v1 - v0)) * (height - pad.top - pad.bottom);
  const titleId = `graph-title-${graph.gameId}`;
  const descId = `graph-desc-${graph.gameId}`;
  const last = graph.points.at(-1);
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`} data-view={view}>
        <title id={titleId}>
          {t('stat_graph_svg_title', {
            match: `${graph.team1.name} — ${graph.team2.name}`,
            view: t(viewNames[view] ?? 'stat_cf_0'),
          })}
        </title>
        <desc id={descId}>
          {graph.outcomes
            .map((outcome, i) => {
              const first = graph.points[0]?.values[i] ?? 0;
              const end = last?.values[i] ?? 0;
              return t('stat_graph_svg_desc', { outcome, from: odds(first, view), to: odds(end, view) });
            })
            .join('; ')}
        </desc>
        <line class="axis" x1={pad.left} y1={height - pad.bottom} x2={width - pad.right} y2={height - pad.bottom} />
        <line class="axis" x1={pad.left} y1={pad.top} x2={pad.left} y2={height - pad.bottom} />
        {[v0, (v0 + v1) / 2, v1].map((v) => (
          <text key={v} class="tick" x={pad.left - 6} y={y(v) + 4} text-anchor="end">
            {odds(v, view)}
          </text>
        ))}
        {[t0, t1].map((t, i) => (
          <text key={t} class="tick" x={x(t)} y={height - 8} text-anchor={i === 0 ? 'start' : 'end'}>
            {dateTime(new Date(t).toISOString(), display)}
          </text>
        ))}
        {graph.outcomes.map((outcome, i) => (
          <polyline
            key={outcome}
            class={`series ${lineClasses[graph.outcomes.length === 2 && i === 1 ? 2 : i] ?? ''}`}
            fill="none"
            points={graph.points
              .map((p, k) => `${x(times[k] ?? 0).toFixed(1)},${y(p.values[i] ?? 0).toFixed(1)}`)
              .join(' ')}
          />
        ))}
      </svg>
      <figcaption class="legend">
        {graph.outcomes.map((outcome, i) => (
          <span key={outcome} class={`key ${lineClasses[graph.outcomes.length === 2 && i === 1 ? 2 : i] ?? ''}`}>
            {outcome} {last ? odds(last.values[i] ?? 0, view) : ''}
          </span>
        ))}
      </figcaption>
      <details class="data">
        <summary>{t('stat_data_table')}</summary>
        <table>
          <caption class="visually-hidden">{t('stat_odds_by_time')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stat_col_time')}</th>
              {graph.outcomes.map((o) => (
                <th key={o} scope="col">
                  {o}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {graph.points.map((p) => (
              <tr key={p.time}>
                <th scope="row">{dateTime(p.time, display)}</th>
                {p.values.map((v, i) => (
                  <td key={i}>{odds(v, view)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
