import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createLogger, listen, type RunningServer } from '../app';
import type { AppContext, AppDeps } from '../app/types';
import { bettingRoutes } from '../betting';
import { FastForwardClock, ManualClock } from '../clock';
import type { Database } from '../db';
import { openTestDatabase } from '../db/test-database';
import { defaultConfigDir, repoRoot } from '../runtime';
import { createSiteConfigStore } from '../site-config';
import { openTestServer } from '../testing';
import { balanceOf, openPlayerAccount, postTransfer, reconcile, systemAccounts } from '../wallet';
import { advanceableClockOf, FAST_FORWARD_MAX_MINUTES, fastForward, fastForwardRoutes } from './fast-forward';
import { feedRoutes } from './routes';
import { createFeedService, feedServiceOf } from './service';
import { Simulator } from './simulator';

/** The app as `npm start` builds it in development (background push, settlement sweeps), minus accounts. */
async function openDevelopmentServer() {
  const database = await openTestDatabase();
  const closeTasks: Array<() => void | Promise<void>> = [];
  const deps: AppDeps = {
    database,
    clock: new FastForwardClock(),
    logger: createLogger('silent'),
    mode: 'development',
    secret: 'test-secret-0123456789abcdef',
    auth: {
      resolve: async (c: AppContext) => {
        const id = Number(c.req.header('x-test-user'));
        return Number.isSafeInteger(id) && id > 0 ? { id } : null;
      },
    },
    paths: {
      root: repoRoot,
      dist: mkdtempSync(join(tmpdir(), 'betframe-dist-')),
      examples: join(repoRoot, 'examples'),
    },
    siteConfig: createSiteConfigStore({ configDir: defaultConfigDir, mode: 'development' }),
    onClose: (task) => {
      closeTasks.push(task);
    },
  };
  const app = createApp(deps, [feedRoutes, bettingRoutes, fastForwardRoutes]);
  const running: RunningServer = await listen(app, { port: 0, hostname: '127.0.0.1' });
  const post = async (path: string, body: unknown, user?: number) => {
    const res = await fetch(`${running.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(user ? { 'x-test-user': String(user) } : {}) },
      body: JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered and assert on it.
    return { status: res.status, body: (await res.json()) as any };
  };
  return {
    deps,
    database,
    post,
    get: (path: string) => fetch(`${running.url}${path}`),
    async close() {
      await running.close();
      for (const task of closeTasks.reverse()) await task();
      await database.close();
    },
  };
}

let dev: Awaited<ReturnType<typeof openDevelopmentServer>>;
let database: Database;

beforeAll(async () => {
  dev = await openDevelopmentServer();
  database = dev.database;
}, 120_000);
afterAll(async () => {
  await dev?.close();
}, 60_000);

describe('feed fast-forward (development only)', () => {
  it('answers 404 outside development', async () => {
    const server = await openTestServer({ modules: [fastForwardRoutes] });
    try {
      const moved = await server.fetch('/dev/feed/fast-forward', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ minutes: 5 }),
      });
      expect(moved.status).toBe(404);
      expect((await server.fetch('/dev/feed/clock')).status).toBe(404);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('refuses a jump that is not a positive number of minutes up to the limit', async () => {
    expect((await dev.post('/dev/feed/fast-forward', { minutes: 0 })).status).toBe(400);
    expect((await dev.post('/dev/feed/fast-forward', { minutes: -3 })).status).toBe(400);
    expect((await dev.post('/dev/feed/fast-forward', { minutes: FAST_FORWARD_MAX_MINUTES + 1 })).status).toBe(400);
    expect((await dev.post('/dev/feed/fast-forward', {})).status).toBe(400);
  });

  it('a jump moves the feed clock by that much and only forward', async () => {
    const before = (await (await dev.get('/dev/feed/clock')).json()) as { data: { offsetMs: number } };
    const moved = await dev.post('/dev/feed/fast-forward', { minutes: 1.5 });
    expect(moved.status).toBe(200);
    expect(moved.body.data.advancedMs).toBe(90_000);
    // Offsets are measured against the wall clock at two moments, so allow the milliseconds in between.
    expect(Math.abs(moved.body.data.offsetMs - before.data.offsetMs - 90_000)).toBeLessThan(2000);
  });

  it('games progress and finish, and an express on them settles through the normal settlement path', async () => {
    const provider = feedServiceOf(dev.deps).provider;
    if (!(provider instanceof Simulator)) throw new Error('the development feed is the simulator');
    const now = provider.now();
    // Two games that are on (live with prices) or start within ten minutes, of different games.
    const picks = provider
      .games()
      .filter((g) => !g.cancelled && g.startAt < now + 10 * 60_000)
      .map((g) => ({ game: g, view: provider.view(g) }))
      .filter(({ view }) => view.status === 1 && !view.suspended && view.outcomes.length > 0)
      .slice(0, 2);
    expect(picks.length).toBe(2);
    const user = 7001;
    const account = await openPlayerAccount(database.db, { userId: user, currencyId: 1 });
    await postTransfer(database.db, {
      from: { system: systemAccounts.house, currencyId: 1 },
      to: account,
      amountMinor: 100_000,
      kind: 'test_funding',
      at: new Date(provider.now()),
    });
    const couponEvents = picks.map(({ game, view }) => {
      const o = view.outcomes[0] as { type: number; param: number; coef: number };
      return { gameId: game.id, type: o.type, param: o.param, coef: o.coef };
    });
    const placed = await dev.post(
      '/service-api/LiveBet/Secure/MakeBetWeb',
      { couponEvents, summ: 25, vid: 1, betGuid: `ff-${Date.now()}`, checkCf: 1 },
      user,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const betId: number = placed.body.data.attributes.bet.betId;
    expect(await balanceOf(database.db, account)).toBe(100_000 - 2500);

    const lastEnd = Math.max(...picks.map(({ game }) => provider.endOf(game)));
    const minutes = Math.ceil((lastEnd + 10_000 - provider.now()) / 60_000) + 1;
    const moved = await dev.post('/dev/feed/fast-forward', { minutes });
    expect(moved.status).toBe(200);
    for (const { game } of picks) expect(provider.view(game).status).toBe(2);

    // Settlement runs on its own (the hub's settled listener, the betting sweep): wait for it, do not call it.
    let bet: { status: string; payout_minor: number | null } | undefined;
    for (let i = 0; i < 100; i += 1) {
      bet = await database.db
        .selectFrom('bets')
        .select(['status', 'payout_minor'])
        .where('id', '=', betId)
        .executeTakeFirst();
      if (bet && bet.status !== 'open') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(['won', 'lost', 'refund']).toContain(bet?.status);
    expect(await balanceOf(database.db, account)).toBe(100_000 - 2500 + Number(bet?.payout_minor ?? 0));
    expect((await reconcile(database.db)).ok).toBe(true);
  }, 60_000);
});

describe('fastForward', () => {
  it('moves a movable feed clock in steps and lets the push hub see every step', () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 22, 12, 0));
    const feed = createFeedService({ seed: 5, clock });
    let ticks = 0;
    const tick = feed.hub.tick.bind(feed.hub);
    feed.hub.tick = () => {
      ticks += 1;
      return tick();
    };
    const movable = advanceableClockOf(feed);
    expect(movable).toBe(clock);
    fastForward(feed, clock, 100_000, 15_000);
    expect(clock.now()).toBe(Date.UTC(2026, 10, 22, 12, 0) + 100_000);
    expect(ticks).toBe(7);
  });

  it('the development clock only moves forward', () => {
    const base = new ManualClock(1_000);
    const clock = new FastForwardClock(base);
    clock.advance(500);
    clock.advance(-10_000);
    expect(clock.now()).toBe(1_500);
    base.advance(100);
    expect(clock.now()).toBe(1_600);
    expect(clock.offsetMs).toBe(500);
  });
});
