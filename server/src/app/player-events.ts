/**
 * Per-player notices that a player's open push stream must hear, whichever process it is held by (CONTRACTS §8):
 * a feature emits `(userId, value)` on a named channel and every process's listeners of that player hear `value`.
 * With several processes on one PostgreSQL the notice goes through NOTIFY on the channel ("userId:value"); one
 * process on the embedded database delivers in memory. One hub per app and channel: `playerEventsOf(deps, name)`.
 * The bets push uses the same hub and relay on its own channel (betting/bet-events*.ts).
 */
import type pg from 'pg';
import { type Database, sql } from '../db';
import type { Logger } from './logger';
import type { AppDeps } from './types';

/**
 * The channels in use, each heard by the bets push: `inbox` carries the player's unread message count (inbox/),
 * `support` the support thread a consultant answered in (support/), `game_notice` the id of a notice of a game the
 * player follows (game-subscriptions/), `tournaments` the id of a tournament whose leaderboard moved (tournaments/),
 * `wallet` that the balance moved outside betting (a toto coupon bought or won, toto/; the value is unused), `bids`
 * the id of one of the player's bid bets that changed (betting/bids.ts).
 */
export const playerChannels = {
  inbox: 'inbox',
  support: 'support',
  gameNotice: 'game_notice',
  tournaments: 'tournaments',
  wallet: 'wallet',
  bids: 'bids',
} as const;

export type PlayerEventListener = (value: number) => void;

const RECONNECT_MS = 1000;

export class PlayerEvents {
  private readonly listeners = new Map<number, Set<PlayerEventListener>>();
  private publisher: ((userId: number, value: number) => void) | undefined;
  private markReady: () => void = () => undefined;
  /**
   * Settles once this process hears the channel (at once without a shared database; after LISTEN with one): a
   * notice published before that is not heard here, which a caller that must hear the first one awaits.
   */
  readonly ready = new Promise<void>((resolve) => {
    this.markReady = resolve;
  });

  /** The relay is listening (or there is none to wait for). */
  listening(): void {
    this.markReady();
  }

  publishWith(publisher: ((userId: number, value: number) => void) | undefined): void {
    this.publisher = publisher;
  }

  /** Listens to one player's notices; returns the function that stops it. */
  on(userId: number, listener: PlayerEventListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Publishes a notice (after the change it tells of is committed). */
  emit(userId: number, value: number): void {
    if (this.publisher) this.publisher(Number(userId), value);
    else this.deliver(userId, value);
  }

  /** Hands a notice to this process's listeners of the player. */
  deliver(userId: number, value: number): void {
    for (const listener of this.listeners.get(Number(userId)) ?? []) {
      try {
        listener(value);
      } catch {
        // A listener's failure is its own (a closed stream); the others still hear.
      }
    }
  }

  get listenerCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }
}

const hubs = new WeakMap<AppDeps, Map<string, PlayerEvents>>();

/** The app's hub of one channel (`[a-z_]+`), relayed through the database when it is shared. */
export function playerEventsOf(deps: AppDeps, channel: string): PlayerEvents {
  if (!/^[a-z_]{1,40}$/.test(channel)) throw new Error(`bad player events channel ${channel}`);
  let byChannel = hubs.get(deps);
  if (!byChannel) {
    byChannel = new Map();
    hubs.set(deps, byChannel);
  }
  let events = byChannel.get(channel);
  if (!events) {
    events = new PlayerEvents();
    byChannel.set(channel, events);
    deps.onClose(relayPlayerEvents(deps.database, `betframe_${channel}`, events, deps.logger));
  }
  return events;
}

/**
 * Relays `events` through the database when it is shared (NOTIFY on `channel`, "userId:value"; every process, the
 * publisher included, hands what it hears to its own listeners); returns the function that stops the relay.
 */
export function relayPlayerEvents(database: Database, channel: string, events: PlayerEvents, log: Logger): () => void {
  const open = database.dedicatedClient;
  if (database.kind !== 'postgres' || !open) {
    events.listening();
    return () => {};
  }
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
      log.warn({ err, channel }, 'player events relay lost its connection');
      if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS);
    };
    c.on('error', retry);
    c.on('end', () => retry(new Error('connection ended')));
    c.on('notification', (n) => {
      if (n.channel !== channel || !n.payload) return;
      const [userId, value] = n.payload.split(':').map(Number);
      if (Number.isSafeInteger(userId) && Number.isSafeInteger(value))
        events.deliver(userId as number, value as number);
    });
    client = c;
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      events.listening();
    } catch (err) {
      retry(err);
    }
  };
  void connect();

  events.publishWith((userId, value) => {
    sql`select pg_notify(${channel}, ${`${userId}:${value}`})`.execute(database.db).catch((err: unknown) => {
      // The database is gone for a moment: this process's own players still hear it.
      log.warn({ err, channel }, 'player event not published');
      events.deliver(userId, value);
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
