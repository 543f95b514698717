/**
 * A player's bet events reach every process (CONTRACTS §8: live push reaches the clients of every process). With
 * several processes on one PostgreSQL, the writer settles a bet that a player follows on another process's push
 * stream, so a change is published with NOTIFY on `betframe_bets` ("userId:betId") through the app's player-event
 * relay (app/player-events.ts). One process on an embedded database keeps the events in memory.
 */
import type { Logger } from '../app/logger';
import { relayPlayerEvents } from '../app/player-events';
import type { Database } from '../db';
import type { BetEvents } from './bet-events';

export const BET_EVENTS_CHANNEL = 'betframe_bets';

/** Relays `events` through the database when it is shared; returns the function that stops the relay. */
export function relayBetEvents(database: Database, events: BetEvents, log: Logger): () => void {
  return relayPlayerEvents(database, BET_EVENTS_CHANNEL, events, log);
}
