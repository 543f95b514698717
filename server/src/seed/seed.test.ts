import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../app/logger';
import type { Database } from '../db';
import { openSecondPool, openTestDatabase } from '../db/test-database';
import { reconcile } from '../wallet';
import { DEMO_PLAYERS, demoGrant, seedDemoData } from './index';

const logger = createLogger('silent');

describe('first-start seeding', () => {
  let database: Database;
  let other: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    other = await openSecondPool(database);
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
