/**
 * Work that must not run twice at once against one database, from one process or many: first-start seeding,
 * for example (two servers started together on an empty PostgreSQL both created the demo players, and one died
 * on `email_taken`). Inside a process the calls queue; across processes on PostgreSQL a session advisory lock
 * on a dedicated connection holds the others back while the work runs on the pool. An embedded database has one
 * process by construction (its folder is locked), so the queue is enough there.
 */
import { sql } from 'kysely';
import type { Database } from './index';

/** Advisory lock keys in use (the migrations runner holds 727072 on its own connection). */
export const lockKeys = { seed: 727073 } as const;

const queues = new WeakMap<Database, Map<number, Promise<unknown>>>();

export function runExclusive<T>(database: Database, key: number, work: () => Promise<T>): Promise<T> {
  let byKey = queues.get(database);
  if (!byKey) {
    byKey = new Map();
    queues.set(database, byKey);
  }
  const previous = byKey.get(key) ?? Promise.resolve();
  const run = previous.then(
    () => locked(database, key, work),
    () => locked(database, key, work),
  );
  byKey.set(
    key,
    run.catch(() => undefined),
  );
  return run;
}

async function locked<T>(database: Database, key: number, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  return database.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${key})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
