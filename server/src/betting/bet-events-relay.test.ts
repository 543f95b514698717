import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../app/logger';
import type { Database } from '../db';
import { openSecondPool, openTestDatabase } from '../db/test-database';
import { BetEvents } from './bet-events';
import { relayBetEvents } from './bet-events-relay';

const logger = createLogger('silent');

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
    other = await openSecondPool(database);
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
