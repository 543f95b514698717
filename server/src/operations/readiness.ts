/**
 * `/readyz` (CONTRACTS §8): 200 only when this process can serve — the database answers, every migration this
 * build knows is applied, the process follows the one feed world — and it is not stopping. 503 otherwise, with
 * the failing checks named, so a proxy or an orchestrator takes it out of rotation.
 */
import { sql } from 'kysely';
import { shutdownSignal } from '../app/shutdown';
import type { AppDeps } from '../app/types';
import { listMigrations } from '../db/migrate';
import { feedServiceOf, type WorldStatus } from '../feed';

export interface Readiness {
  ready: boolean;
  checks: { database: boolean; migrations: boolean; feed: boolean; stopping: boolean };
  feed: WorldStatus;
}

const known = new Set(listMigrations().map((m) => m.version));
const migrated = new WeakSet<AppDeps>();

async function migrationsApplied(deps: AppDeps): Promise<boolean> {
  if (migrated.has(deps)) return true;
  try {
    const rows = await sql<{ version: number }>`select version from schema_migrations`.execute(deps.database.db);
    const applied = new Set(rows.rows.map((r) => Number(r.version)));
    const all = [...known].every((v) => applied.has(v));
    // Once applied they stay applied: later probes skip the query.
    if (all) migrated.add(deps);
    return all;
  } catch {
    return false;
  }
}

export async function readiness(deps: AppDeps): Promise<Readiness> {
  const world = feedServiceOf(deps).world;
  const stopping = shutdownSignal(deps).aborted;
  const [database, migrations] = await Promise.all([deps.database.ping(), migrationsApplied(deps)]);
  const feed = world.followed();
  return {
    ready: database && migrations && feed && !stopping,
    checks: { database, migrations, feed, stopping },
    feed: world.status(),
  };
}
