/**
 * `/metrics` in Prometheus text (CONTRACTS §8): request counts and latency histograms by route (app/
 * request-metrics.ts), bets placed (product-wide) and their rate, push clients of this process, this process's
 * place in the feed world, and the ledger's reconcile status. The reconcile runs at most once a minute per
 * process, in the background of a scrape, so a scrape never waits for a full ledger scan.
 */
import { sql } from 'kysely';
import { requestMetricsOf } from '../app/request-metrics';
import type { AppDeps } from '../app/types';
import { feedServiceOf } from '../feed';
import { type ReconcileReport, reconcile } from '../wallet';

import '../betting/tables';

const RECONCILE_EVERY_MS = 60_000;
/** The window the bets rate is measured over. */
const RATE_WINDOW_MS = 60_000;

interface Ledger {
  report?: ReconcileReport;
  checkedAt?: number;
  running?: Promise<void>;
}

interface State {
  ledger: Ledger;
  bets: Array<{ at: number; total: number }>;
}

const states = new WeakMap<AppDeps, State>();

function stateOf(deps: AppDeps): State {
  let state = states.get(deps);
  if (!state) {
    state = { ledger: {}, bets: [] };
    states.set(deps, state);
  }
  return state;
}

function refreshLedger(deps: AppDeps, ledger: Ledger): void {
  if (ledger.running || (ledger.checkedAt !== undefined && Date.now() - ledger.checkedAt < RECONCILE_EVERY_MS)) return;
  ledger.running = reconcile(deps.database.db)
    .then((report) => {
      ledger.report = report;
    })
    .catch((err: unknown) => deps.logger.warn({ err }, 'ledger reconcile for /metrics failed'))
    .finally(() => {
      ledger.checkedAt = Date.now();
      ledger.running = undefined;
    });
}

/** Bets ever placed on this database (every process): the highest bet id, which the sequence hands out once. */
async function betsPlaced(deps: AppDeps): Promise<number> {
  const row = await sql<{ total: number | null }>`select max(id) as total from bets`.execute(deps.database.db);
  return Number(row.rows[0]?.total ?? 0);
}

function ratePerSecond(samples: State['bets'], now: number, total: number): number {
  samples.push({ at: now, total });
  while (samples.length > 2 && (samples[0] as { at: number }).at < now - RATE_WINDOW_MS) samples.shift();
  const first = samples[0] as { at: number; total: number };
  const seconds = (now - first.at) / 1000;
  return seconds > 0 ? (total - first.total) / seconds : 0;
}

export async function renderMetrics(deps: AppDeps): Promise<string> {
  const state = stateOf(deps);
  refreshLedger(deps, state.ledger);
  const feed = feedServiceOf(deps);
  const world = feed.world.status();
  const bets = await betsPlaced(deps).catch(() => undefined);
  const lines: string[] = [];
  const metric = (name: string, type: 'gauge' | 'counter', help: string, value: number | undefined) => {
    if (value === undefined) return;
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name} ${value}`);
  };
  metric('betframe_bets_placed_total', 'counter', 'Bets placed on this database by every process.', bets);
  if (bets !== undefined) {
    metric(
      'betframe_bets_per_second',
      'gauge',
      'Bets placed per second over the last minute (every process), measured between scrapes.',
      ratePerSecond(state.bets, Date.now(), bets),
    );
  }
  metric('betframe_push_clients', 'gauge', 'Live push streams open on this process.', feed.hub.subscriberCount);
  metric('betframe_push_messages_total', 'counter', 'Push messages this process has sent.', feed.hub.delivered);
  metric(
    'betframe_feed_writer',
    'gauge',
    '1 when this process is the feed writer (settles bets).',
    world.role === 'follower' ? 0 : 1,
  );
  metric('betframe_feed_followed', 'gauge', '1 when this process follows the one feed world.', world.followed ? 1 : 0);
  metric(
    'betframe_feed_offset_seconds',
    'gauge',
    'The development fast-forward offset of the feed clock.',
    world.offsetMs / 1000,
  );
  const report = state.ledger.report;
  metric(
    'betframe_ledger_reconciled',
    'gauge',
    '1 when the last ledger reconcile found nothing wrong, 0 when it did.',
    report ? (report.ok ? 1 : 0) : undefined,
  );
  if (state.ledger.checkedAt !== undefined) {
    metric(
      'betframe_ledger_reconcile_age_seconds',
      'gauge',
      'Seconds since the last ledger reconcile.',
      Math.round((Date.now() - state.ledger.checkedAt) / 1000),
    );
  }
  return `${requestMetricsOf(deps).render()}${lines.join('\n')}\n`;
}
