/**
 * A player's bet events reach every process (CONTRACTS §8: live push reaches the clients of every process). With
 * several processes on one PostgreSQL, the writer settles a bet that a player follows on another process's push
 * stream, so a change is published with NOTIFY on `betframe_bets` ("userId:betId") and every process, the
 * publisher included, hands what it hears to its own listeners. One process on an embedded database keeps the
 * events in memory.
 */
import type pg from 'pg';
import type { Logger } from '../app/logger';
import type { Database } from '../db';
import { sql } from '../db';
import type { BetEvents } from './bet-events';

export const BET_EVENTS_CHANNEL = 'betframe_bets';
const RECONNECT_MS = 1000;

/** Relays `events` through the database when it is shared; returns the function that stops the relay. */
export function relayBetEvents(database: Database, events: BetEvents, log: Logger): () => void {
  const open = database.dedicatedClient;
  if (database.kind !== 'postgres' || !open) return () => {};
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const c = open();
    const retry = (err: unknown) => {
      if (client !== c) return;
      client = undefined;
      c.removeAllListeners();
      c.on('error', () => undefined);
      c.end().catch(() => undefined);
      log.warn({ err }, 'bet events relay lost its connection');
      if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS);
    };
    c.on('error', retry);
    c.on('end', () => retry(new Error('connection ended')));
    c.on('notification', (n) => {
      if (n.channel !== BET_EVENTS_CHANNEL || !n.payload) return;
      const [userId, betId] = n.payload.split(':').map(Number);
      if (Number.isSafeInteger(userId) && Number.isSafeInteger(betId))
        events.deliver(userId as number, betId as number);
    });
    client = c;
    try {
      await c.connect();
      await c.query(`listen ${BET_EVENTS_CHANNEL}`);
    } catch (err) {
      retry(err);
    }
  };
  void connect();

  events.publishWith((userId, betId) => {
    sql`select pg_notify(${BET_EVENTS_CHANNEL}, ${`${userId}:${betId}`})`.execute(database.db).catch((err: unknown) => {
      // The database is gone for a moment: this process's own players still hear it.
      log.warn({ err }, 'bet event not published');
      events.deliver(userId, betId);
    });
  });

  return () => {
    stopped = true;
    clearTimeout(timer);
    events.publishWith(undefined);
    const c = client;
    client = undefined;
    c?.removeAllListeners();
    c?.on('error', () => undefined);
    c?.end().catch(() => undefined);
  };
}
