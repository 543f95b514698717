/**
 * One feed world for every server process on one database (CONTRACTS §8).
 *
 * The simulated world is a pure function of FEED_SEED and the app clock (simulator.ts), so processes that share
 * the seed and the clock answer the same odds and statuses at the same instant and their push hubs compute the
 * same deltas. The one thing they must share is the development fast-forward offset: it lives in `feed_world`
 * (one row). Moving it (`/dev/feed/fast-forward` on any process) adds to the row and NOTIFYs `betframe_feed`;
 * every process adopts a larger offset by stepping its own clock and push hub forward (fast-forward.ts), so its
 * subscribers see the scores, statuses and `settled` deltas of the jump as the others' do.
 *
 * One process is the writer, elected with a session advisory lock held on its own connection: PostgreSQL drops
 * the lock the moment that process dies, and the others try for it every second, so a takeover takes about a
 * second. The writer alone settles bets and runs autobets (betting asks `isWriter()`), and it records every game
 * that stops taking bets in `feed_game_states`. Settlement stays once per bet at the database level whoever runs
 * it (the bet row is locked and its status checked; the ledger's (kind, reference) is unique), so a writer that
 * learns late of losing its connection cannot pay twice.
 *
 * Bet acceptance on any process first reads the stored world (`acceptance`): it adopts a larger stored offset
 * before it evaluates the coupon and refuses games the writer recorded as closed. A process that has not yet
 * heard a NOTIFY therefore cannot accept a bet on a game another process already played out (past-posting).
 *
 * Embedded databases have one process by construction (their folder is locked): `singleWorld` is that case.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type pg from 'pg';
import type { Logger } from '../app/logger';
import type { Database } from '../db';
import { duelStates, withDuelGames } from './duels';
import type { FeedProvider } from './provider';
import type { PushHub } from './push';
import { type AdvanceableClock, fastForward } from './step-forward';

import './tables';

/** Advisory lock key of the feed writer (migrations hold 727072, seeding 727073: db/exclusive.ts). */
export const FEED_WRITER_LOCK = 727074;
export const FEED_CHANNEL = 'betframe_feed';
/** How often followers try for the lock and re-read the offset (the NOTIFY usually arrives first). */
const FOLLOW_INTERVAL_MS = 1000;
/** Readiness: the stored world was read within this long. */
const FOLLOWED_WITHIN_MS = 5000;
/** How long a closed game's record is kept (long after any coupon could still name it). */
const STATE_RETENTION_MS = 2 * 24 * 3600 * 1000;

export interface WorldStatus {
  role: 'single' | 'writer' | 'follower';
  /** The fast-forward offset this process runs at (ms). */
  offsetMs: number;
  /** Whether this process follows the stored world now (readiness). */
  followed: boolean;
  /** The writer as stored (shared worlds): its id and its last heartbeat. */
  writer?: string | null;
  id: string;
}

export interface WorldLink {
  /** Resolves once the process has joined the world (read the stored offset, tried for the writer's lock). */
  readonly started: Promise<void>;
  /** Settlement, autobets and the closed-game records run only where this is true. */
  isWriter(): boolean;
  followed(): boolean;
  status(): WorldStatus;
  /**
   * Before a bet is evaluated: adopts the stored offset and answers which of `gameIds` the stored world has
   * closed (status 2, 3 or 4), which the bet must treat as unavailable whatever this process's view says.
   */
  acceptance(gameIds: readonly number[]): Promise<ReadonlyMap<number, 2 | 3 | 4>>;
  /** Moves the one world forward by `ms` (development); resolves once this process has adopted it. */
  moveForward(ms: number): Promise<void>;
  stop(): Promise<void>;
}

/** A movable clock that says how far it has been moved: the development FastForwardClock. */
interface OffsetClock extends AdvanceableClock {
  readonly offsetMs: number;
}

const hasOffset = (clock: AdvanceableClock | undefined): clock is OffsetClock =>
  clock !== undefined && typeof (clock as Partial<OffsetClock>).offsetMs === 'number';

export interface WorldParts {
  provider: FeedProvider;
  hub: PushHub;
  /** The feed's clock when it can be moved (development); production's system clock cannot. */
  clock: AdvanceableClock | undefined;
}

const noneClosed: ReadonlyMap<number, 2 | 3 | 4> = new Map();

/** One process, one world: the embedded database, tests. */
export function singleWorld(parts: WorldParts): WorldLink {
  return {
    started: Promise.resolve(),
    isWriter: () => true,
    followed: () => true,
    status: () => ({
      role: 'single',
      offsetMs: hasOffset(parts.clock) ? parts.clock.offsetMs : 0,
      followed: true,
      id: 'single',
    }),
    acceptance: async () => noneClosed,
    async moveForward(ms) {
      if (parts.clock) fastForward(parts, parts.clock, ms);
    },
    async stop() {},
  };
}

/** The world shared through PostgreSQL by every process started with one DATABASE_URL. */
export function sharedWorld(parts: WorldParts, database: Database, logger: Logger, now: () => number): WorldLink {
  const connect = database.dedicatedClient;
  if (!connect) throw new Error('a shared feed world needs PostgreSQL');
  const db = database.db;
  const id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const log = logger.child({ feedWorld: id });
  let client: pg.Client | undefined;
  let writer = false;
  let lastRead = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let busy = false;
  const recorded = new Map<number, 2 | 3 | 4>();
  let lastCleanup = 0;
  let warnedFixed = false;

  const offsetOf = () => (hasOffset(parts.clock) ? parts.clock.offsetMs : 0);

  /** Steps this process's clock and push hub up to the stored offset (never back). */
  const adopt = (stored: number) => {
    lastRead = Date.now();
    const ahead = stored - offsetOf();
    if (ahead <= 0) return;
    if (!hasOffset(parts.clock)) {
      if (!warnedFixed) log.warn({ stored }, 'the stored feed offset is ignored: this clock cannot be moved');
      warnedFixed = true;
      return;
    }
    fastForward(parts, parts.clock, ahead);
    log.info({ offsetMs: stored }, 'feed moved forward to the stored offset');
  };

  const loseConnection = (reason: unknown) => {
    if (client === undefined) return;
    const lost = client;
    client = undefined;
    if (writer) log.warn({ err: reason }, 'feed writer connection lost: stepping down');
    writer = false;
    lost.removeAllListeners();
    lost.on('error', () => undefined);
    lost.end().catch(() => undefined);
  };

  const connectOnce = async () => {
    const c = connect();
    c.on('error', (err) => loseConnection(err));
    c.on('end', () => loseConnection(new Error('connection ended')));
    c.on('notification', (n) => {
      if (n.channel !== FEED_CHANNEL) return;
      const stored = Number(n.payload);
      if (Number.isFinite(stored)) adopt(stored);
    });
    await c.connect();
    await c.query(`listen ${FEED_CHANNEL}`);
    client = c;
  };

  const recordClosedGames = async () => {
    const at = now();
    const rows: Array<{ game_id: number; status: 2 | 3 | 4; recorded_at: Date }> = [];
    for (const game of parts.provider.games()) {
      if (game.startAt > at) continue;
      const status = parts.provider.view(game).status;
      if (status === 1 || recorded.get(game.id) === status) continue;
      rows.push({ game_id: game.id, status, recorded_at: new Date(at) });
    }
    if (rows.length > 0) {
      await db
        .insertInto('feed_game_states')
        .values(rows)
        .onConflict((oc) =>
          oc.column('game_id').doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            recorded_at: eb.ref('excluded.recorded_at'),
          })),
        )
        .execute();
      for (const r of rows) recorded.set(r.game_id, r.status);
    }
    if (recorded.size > 20_000) recorded.clear();
    if (at - lastCleanup > 3600_000) {
      lastCleanup = at;
      await db
        .deleteFrom('feed_game_states')
        .where('recorded_at', '<', new Date(at - STATE_RETENTION_MS))
        .execute();
    }
  };

  /** One round: connect if needed, read the offset, try for (or keep) the writer's lock, do the writer's work. */
  const follow = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      if (!client) await connectOnce();
      const c = client as pg.Client;
      const world = await c.query<{ offset_ms: string }>('select offset_ms from feed_world where id = 1');
      adopt(Number(world.rows[0]?.offset_ms ?? 0));
      if (!writer) {
        const got = await c.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [FEED_WRITER_LOCK]);
        if (got.rows[0]?.locked) {
          writer = true;
          recorded.clear();
          await db
            .updateTable('feed_world')
            .set({ writer: id, writer_since: new Date(now()), heartbeat_at: new Date(now()) })
            .where('id', '=', 1)
            .execute();
          log.info('this process is now the feed writer');
        }
      }
      if (writer) {
        await db
          .updateTable('feed_world')
          .set({ writer: id, heartbeat_at: new Date(now()) })
          .where('id', '=', 1)
          .execute();
        await recordClosedGames();
      }
    } catch (err) {
      log.warn({ err }, 'following the feed world failed; retrying');
      loseConnection(err);
    } finally {
      busy = false;
    }
  };

  const started = follow().then(() => {
    if (stopped) return;
    timer = setInterval(() => void follow(), FOLLOW_INTERVAL_MS);
    timer.unref();
  });

  return {
    started,
    isWriter: () => writer,
    followed: () => client !== undefined && Date.now() - lastRead < FOLLOWED_WITHIN_MS,
    status: () => ({
      role: writer ? 'writer' : 'follower',
      offsetMs: offsetOf(),
      followed: client !== undefined && Date.now() - lastRead < FOLLOWED_WITHIN_MS,
      id,
    }),

    async acceptance(gameIds) {
      // A duel (./duels.ts) is closed when either of its games is.
      const ids = withDuelGames(gameIds);
      const [world, closed] = await Promise.all([
        db.selectFrom('feed_world').select('offset_ms').where('id', '=', 1).executeTakeFirst(),
        ids.length === 0
          ? Promise.resolve([])
          : db.selectFrom('feed_game_states').select(['game_id', 'status']).where('game_id', 'in', ids).execute(),
      ]);
      adopt(Number(world?.offset_ms ?? 0));
      return duelStates(gameIds, new Map(closed.map((r) => [Number(r.game_id), r.status])));
    },

    async moveForward(ms) {
      const step = Math.round(ms);
      const stored = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('feed_world')
          .set((eb) => ({ offset_ms: eb('offset_ms', '+', step) }))
          .where('id', '=', 1)
          .returning('offset_ms')
          .executeTakeFirstOrThrow();
        // Delivered to every listener when this transaction commits.
        await trx
          .selectNoFrom((eb) => eb.fn('pg_notify', [eb.val(FEED_CHANNEL), eb.val(String(row.offset_ms))]).as('sent'))
          .execute();
        return Number(row.offset_ms);
      });
      adopt(stored);
    },

    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await started.catch(() => undefined);
      const c = client;
      client = undefined;
      writer = false;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        // Ending the session releases the writer's lock at once: a follower takes over within a second.
        await c.end().catch(() => undefined);
      }
    },
  };
}
