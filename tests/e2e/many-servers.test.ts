/**
 * CONTRACTS §8, the topology of compose.yaml with local processes: a throwaway PostgreSQL and three real server
 * processes on it. They answer the same odds at one instant; the feed writer is killed (SIGKILL) and another
 * takes over within 10 s; the world is moved forward on a survivor while no writer runs, and every bet is settled
 * exactly once by the new writer; the ledger reconciles; after one process moved the world forward, no process
 * accepts a bet on the games that move played out (the past-posting of issue 19); and a process told to stop
 * closes its push streams with a retry hint and exits cleanly within 10 s.
 *
 * Skipped only when neither PostgreSQL binaries (/usr/lib/postgresql/<v>/bin) nor TEST_DATABASE_URL exist.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYERS } from '../../server/src/accounts/seed';
import { createSession } from '../../server/src/auth/sessions';
import { loadTokenSecret } from '../../server/src/auth/token-secret';
import { issueToken } from '../../server/src/auth/user-tokens';
import { type Database, openDatabase } from '../../server/src/db';
import { createFeedService } from '../../server/src/feed';
import { reconcile } from '../../server/src/wallet';
import { type RunningServer, startServer } from '../support/server-process';

interface RunningPostgres {
  url: string;
  stop(): void;
}
// scripts/ is outside the tests project, so its module is loaded by path at run time (as tests/bench does).
const { postgresBinDir, startPostgres } = (await import(
  pathToFileURL(join(process.cwd(), 'scripts', 'postgres.ts')).href
)) as { postgresBinDir(): string | undefined; startPostgres(): Promise<RunningPostgres> };

const canRun = postgresBinDir() !== undefined || Boolean(process.env.TEST_DATABASE_URL);
if (!canRun)
  console.warn('many-servers: skipped — no PostgreSQL binaries under /usr/lib/postgresql and no TEST_DATABASE_URL');

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Ready {
  status: string;
  feed: { role: 'writer' | 'follower' | 'single'; offsetMs: number; id: string };
}

async function readyz(server: RunningServer): Promise<{ code: number; body: Ready | undefined }> {
  try {
    const res = await fetch(`${server.origin}/readyz`);
    return { code: res.status, body: (await res.json()) as Ready };
  } catch {
    return { code: 0, body: undefined };
  }
}

async function until<T>(what: string, within: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + within;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${within} ms`);
    await sleep(200);
  }
}

describe.skipIf(!canRun)('three servers on one PostgreSQL act as one (CONTRACTS §8)', () => {
  let postgres: RunningPostgres | undefined;
  let admin: pg.Client;
  let dbName: string;
  let url: string;
  let servers: RunningServer[] = [];
  let database: Database;

  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) postgres = await startPostgres();
    const adminUrl = process.env.TEST_DATABASE_URL ?? (postgres as RunningPostgres).url;
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    dbName = `betframe_multi_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${dbName}`);
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
    const env = {
      DATABASE_URL: url,
      BETFRAME_SECRET: 'many-servers-secret-0123456789',
      EXAMPLES_PORT: 'off',
      FEED_SEED: '1',
      LOG_LEVEL: 'warn',
    };
    // Started together on an empty database: migrations and seeding are guarded, nobody crashes.
    servers = await Promise.all(
      [0, 1, 2].map(() => startServer({ entry: 'server/src/main.ts', env, timeoutMs: 60_000 })),
    );
    database = await openDatabase({ kind: 'postgres', url, max: 2 });
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    if (admin) {
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
      await admin.end();
    }
    postgres?.stop();
  }, 30_000);

  it('one world: same odds, one writer, takeover within 10 s, each settlement once, no past-posting', async () => {
    const states = await until('all three ready with one writer', 20_000, async () => {
      const all = await Promise.all(servers.map(readyz));
      const writers = all.filter((r) => r.body?.feed.role === 'writer').length;
      return all.every((r) => r.code === 200) && writers === 1 ? all : undefined;
    });
    const writerIndex = states.findIndex((r) => r.body?.feed.role === 'writer');

    // The same world, computed here as the servers compute it (same seed, same clock: offset 0 so far).
    const feed = createFeedService({ seed: 1 });
    const sim = feed.provider;
    const now = Date.now();
    const line = sim.games().find((g) => g.startAt > now + 3_600_000);
    expect(line).toBeDefined();
    const odds = await Promise.all(
      servers.map(async (s) => {
        const res = await fetch(`${s.origin}/service-api/LineFeed/GetGameZip?id=${line?.id}&lng=en`);
        expect(res.status).toBe(200);
        return JSON.stringify(((await res.json()) as { data: { attributes: { game: unknown } } }).data.attributes.game);
      }),
    );
    expect(new Set(odds).size).toBe(1);

    // A player (the seeded demo player) with a session and a token every process accepts.
    const user = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_PLAYERS[0]?.email ?? '')
      .executeTakeFirstOrThrow();
    const userId = Number(user.id);
    const signIn = async () => {
      const { sessionId } = await createSession(database.db, userId, {
        ip: '127.0.0.1',
        userAgent: 'many-servers',
        now: new Date(sim.now()),
      });
      return issueToken(await loadTokenSecret(database.db), { userId, sessionId }, 'user', sim.now()).token;
    };
    let token = await signIn();
    const bet = (server: RunningServer, gameId: number, type: number, param: number, coef: number) =>
      fetch(`${server.origin}${BET}?lng=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          couponEvents: [{ gameId, type, param, coef }],
          summ: 10,
          betGuid: randomUUID(),
          checkCf: 1,
        }),
      });

    // Bets on live games that a 40-minute move plays out, placed on a follower.
    const follower = servers[(writerIndex + 1) % 3] as RunningServer;
    const live = sim
      .games()
      .filter((g) => !g.cancelled && g.startAt < now && sim.endOf(g) < now + 30 * 60_000)
      .map((g) => ({ g, v: sim.view(g) }))
      .filter(({ v }) => v.status === 1 && !v.suspended && v.outcomes.length > 0)
      .slice(0, 6);
    // At least one game of the world is always within 30 minutes of its end (checked over a simulated day).
    expect(live.length).toBeGreaterThan(0);
    const betIds: number[] = [];
    const refused: string[] = [];
    for (const { g, v } of live) {
      const o = v.outcomes[0] as { type: number; param: number; coef: number };
      const res = await bet(follower, g.id, o.type, o.param, o.coef);
      if (res.status === 200) betIds.push(Number(((await res.json()) as { data: { id: string } }).data.id));
      else refused.push(`${res.status} ${await res.text()}`);
    }
    expect(betIds.length, refused.join('\n')).toBeGreaterThan(0);

    // Kill the writer outright, and move the world on a survivor before anyone has taken over.
    const writer = servers[writerIndex] as RunningServer;
    const killedAt = Date.now();
    writer.process.kill('SIGKILL');
    const survivors = servers.filter((_, i) => i !== writerIndex);
    const mover = survivors[1] as RunningServer;
    const moving = fetch(`${mover.origin}/dev/feed/fast-forward`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutes: 40 }),
    });
    await until('a survivor becomes the writer', 10_000, async () => {
      const all = await Promise.all(survivors.map(readyz));
      return all.filter((r) => r.body?.feed.role === 'writer').length === 1 ? true : undefined;
    });
    const takeoverMs = Date.now() - killedAt;
    expect(takeoverMs).toBeLessThan(10_000);
    const moved = await moving;
    expect(moved.status).toBe(200);
    const offsetMs = ((await moved.json()) as { data: { offsetMs: number } }).data.offsetMs;

    // Every bet settled, once: one settle (or refund) posting each, no bet left open.
    await until('every bet settled', 20_000, async () => {
      const open = await database.db
        .selectFrom('bets')
        .select('id')
        .where('id', 'in', betIds)
        .where('status', 'in', ['open', 'pending'])
        .execute();
      return open.length === 0 ? true : undefined;
    });
    const postings = await database.db
      .selectFrom('ledger_transactions')
      .select(['reference'])
      .where('kind', 'in', ['bet_settle', 'bet_refund'])
      .where(
        'reference',
        'in',
        betIds.flatMap((id) => [`bet:${id}:settle`, `bet:${id}:refund`]),
      )
      .execute();
    const settledBets = await database.db
      .selectFrom('bets')
      .select(['id', 'status', 'payout_minor'])
      .where('id', 'in', betIds)
      .execute();
    const paid = settledBets.filter((b) => Number(b.payout_minor ?? 0) > 0).length;
    // A lost bet posts its stake to the house (one posting); so does a won one; nothing posts twice.
    expect(new Set(postings.map((p) => p.reference)).size).toBe(postings.length);
    expect(postings.length).toBe(betIds.length);
    expect(paid).toBeLessThanOrEqual(betIds.length);
    expect((await reconcile(database.db)).ok).toBe(true);
    // The new writer recorded the played-out games it still lists as closed: what acceptance on every process checks.
    const moved40 = createFeedService({ seed: 1, clock: { now: () => Date.now() + offsetMs } }).provider;
    const listed = new Set(moved40.games().map((g) => g.id));
    const expected = live.filter(({ g }) => listed.has(g.id)).map(({ g }) => g.id);
    await until('the closed games recorded', 10_000, async () => {
      if (expected.length === 0) return true;
      const recorded = await database.db
        .selectFrom('feed_game_states')
        .select(['game_id', 'status'])
        .where('game_id', 'in', expected)
        .execute();
      return recorded.length === expected.length && recorded.every((r) => r.status !== 3) ? true : undefined;
    });

    // Past-posting: every survivor refuses the games the move played out (and only as unavailable, not 401).
    token = await signIn();
    for (const server of survivors) {
      for (const { g, v } of live.slice(0, 2)) {
        expect(moved40.view(g).status).not.toBe(1);
        const o = v.outcomes[0] as { type: number; param: number; coef: number };
        const res = await bet(server, g.id, o.type, o.param, o.coef);
        expect(res.status).toBe(409);
        expect(((await res.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('event_unavailable');
      }
    }
    // And every survivor runs at the moved clock.
    const offsets = await Promise.all(survivors.map(readyz));
    for (const r of offsets) expect(r.body?.feed.offsetMs).toBeGreaterThanOrEqual(40 * 60_000);

    // The stored world decides, not what a process last heard: move it in the database without a NOTIFY and bet at
    // once on games that move finished — every process reads the stored clock before accepting, and refuses.
    const jumpMs = 10 * 60_000;
    const atMove = Date.now() + offsetMs;
    const ending = moved40
      .games()
      .filter((g) => !g.cancelled && g.startAt < atMove && moved40.endOf(g) < atMove + jumpMs - 30_000)
      .map((g) => ({ g, v: moved40.view(g) }))
      .filter(({ v }) => v.status === 1 && !v.suspended && v.outcomes.length > 0)
      .slice(0, 2);
    // Some game of the world is always this close to its end (checked over a simulated day: one at the least).
    expect(ending.length).toBeGreaterThan(0);
    await database.db
      .updateTable('feed_world')
      .set((eb) => ({ offset_ms: eb('offset_ms', '+', jumpMs) }))
      .where('id', '=', 1)
      .execute();
    const answers = await Promise.all(
      survivors.flatMap((server) =>
        ending.map(async ({ g, v }) => {
          const o = v.outcomes[0] as { type: number; param: number; coef: number };
          const res = await bet(server, g.id, o.type, o.param, o.coef);
          return `${res.status} ${((await res.json()) as { errors?: Array<{ code: string }> }).errors?.[0]?.code}`;
        }),
      ),
    );
    expect(answers.every((a) => a === '409 event_unavailable')).toBe(true);

    // One writer among the survivors, as their metrics say too.
    const writers = await Promise.all(
      survivors.map(
        async (s) => /^betframe_feed_writer (\d)$/m.exec(await (await fetch(`${s.origin}/metrics`)).text())?.[1],
      ),
    );
    expect(writers.sort()).toEqual(['0', '1']);

    // Graceful stop: a live push stream ends with a retry hint and the process exits cleanly within 10 s.
    const leaving = survivors[0] as RunningServer;
    const push = await fetch(`${leaving.origin}/service-api/feed-push?lng=en`);
    const reader = (push.body as ReadableStream<Uint8Array>).getReader();
    const stoppedAt = Date.now();
    const exit = leaving.stop();
    let streamed = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      streamed += new TextDecoder().decode(value);
    }
    expect(streamed).toContain('retry: 1000');
    expect(await exit).toBe(0);
    const stopMs = Date.now() - stoppedAt;
    expect(stopMs).toBeLessThan(10_000);
    console.info(`many-servers: takeover ${takeoverMs} ms, graceful stop ${stopMs} ms`);
  }, 60_000);
});
