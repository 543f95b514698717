import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../app/logger';
import { type Database, openDatabase } from '../db';
import { openTestDatabase } from '../db/test-database';
import { BetEvents } from './bet-events';
import { relayBetEvents } from './bet-events-relay';

const logger = createLogger('silent');

/** A second pool on the same PostgreSQL database: what another server process has. */
async function secondProcessOf(database: Database): Promise<Database | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (database.kind !== 'postgres' || !adminUrl) return undefined;
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(adminUrl);
  url.pathname = `/${rows[0]?.name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

const heard = (events: BetEvents, userId: number) => {
  const got: number[] = [];
  events.on(userId, (betId) => got.push(betId));
  return got;
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('bet events across processes', () => {
  let database: Database;
  let other: Database | undefined;
  const stops: Array<() => void> = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    other = await secondProcessOf(database);
  }, 120_000);
  afterAll(async () => {
    for (const stop of stops) stop();
    await other?.close();
    await database.close();
  });

  it('a change on one process reaches the player’s listeners on every process, once each', async () => {
    const here = new BetEvents();
    const there = new BetEvents();
    stops.push(relayBetEvents(database, here, logger), relayBetEvents(other ?? database, there, logger));
    // Give the LISTEN connections a moment (PostgreSQL); the embedded database delivers in memory.
    await new Promise((resolve) => setTimeout(resolve, other ? 300 : 0));
    const mine = heard(here, 7);
    const theirs = heard(there, 7);
    const stranger = heard(there, 8);
    here.emit(7, 101);
    await until(() => mine.length > 0 && (other === undefined || theirs.length > 0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine).toEqual([101]);
    if (other) expect(theirs).toEqual([101]);
    expect(stranger).toEqual([]);
  });
});
