import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../app/logger';
import { type Database, openDatabase } from '../db';
import { openTestDatabase } from '../db/test-database';
import { reconcile } from '../wallet';
import { DEMO_PLAYERS, demoGrant, seedDemoData } from './index';

const logger = createLogger('silent');

/** A second connection pool on the same PostgreSQL database: what a second server process has. */
async function secondProcessOf(database: Database): Promise<Database | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (database.kind !== 'postgres' || !adminUrl) return undefined;
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(adminUrl);
  url.pathname = `/${rows[0]?.name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

describe('first-start seeding', () => {
  let database: Database;
  let other: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    other = await secondProcessOf(database);
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await database.close();
  });

  it('servers starting together on one database seed each demo player and grant exactly once', async () => {
    // Before the lock, the second seeding found no demo player yet, inserted them too and died on email_taken.
    const seeds = [database, database, other ?? database].map((db) =>
      seedDemoData(db, logger, { passwordCost: 'test' }),
    );
    await Promise.all(seeds);
    await seedDemoData(database, logger, { passwordCost: 'test' });
    const users = await database.db
      .selectFrom('users')
      .select('email')
      .where(
        'email',
        'in',
        DEMO_PLAYERS.map((p) => p.email),
      )
      .execute();
    expect(users.map((u) => u.email).sort()).toEqual(DEMO_PLAYERS.map((p) => p.email).sort());
    const grants = await database.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'demo_grant')
      .executeTakeFirstOrThrow();
    expect(Number(grants.n)).toBe(DEMO_PLAYERS.length * 2);
    expect(demoGrant.amountMinor).toBeGreaterThan(0);
    expect((await reconcile(database.db)).ok).toBe(true);
  }, 120_000);
});
