import { type TotoResult, totoConfigSchema } from '@betframe/sdk/toto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../app/types';
import { ManualClock } from '../clock';
import type { Database } from '../db';
import { openTestDatabase } from '../db/test-database';
import { createFeedService, type SimulatedFeed } from '../feed';
import { openTestServer, type TestServer } from '../testing';
import { balanceOf, openPlayerAccount, postTransfer, reconcile, systemAccountId, systemAccounts } from '../wallet';
import { totoRoutesWith } from './routes';
import { TotoService, totoAccounts } from './service';

const START = Date.UTC(2026, 10, 22, 12, 0);
const all = (c: string) => Array.from({ length: 15 }, () => c);
// The hand-computed example (docs/promotions.md "Toto"; sdk/src/toto/maths.test.ts): line 10.00, house 10 %.
const A = all('1');
const B = [...all('1').slice(0, 14), 'X'];
const C = ['1X', ...all('1').slice(0, 13), '2'];
const D = ['X2', 'X2', 'X2', ...all('1').slice(0, 12)];
const ALL_HOME = all('1') as TotoResult[];

describe('toto draws, coupons and settlement', () => {
  let database: Database;
  let clock: ManualClock;
  let feed: SimulatedFeed;
  let toto: TotoService;
  let server: TestServer;
  const accounts = new Map<number, number>();

  beforeEach(async () => {
    database = await openTestDatabase();
    clock = new ManualClock(START);
    feed = createFeedService({ seed: 21, clock, settleDelayMs: 1000 });
    toto = new TotoService({
      db: database.db,
      provider: feed.provider,
      config: async () => totoConfigSchema.parse({ enabled: true }),
      baseRate: async () => 1,
    });
    server = await openTestServer({
      database,
      clock,
      modules: [totoRoutesWith(() => toto)],
      auth: {
        resolve: async (c: AppContext) => {
          const id = Number(c.req.header('x-test-user'));
          return Number.isSafeInteger(id) && id > 0 ? { id } : null;
        },
      },
    });
    for (const user of [1, 2, 3]) {
      const account = await openPlayerAccount(database.db, { userId: user, currencyId: 1 });
      await postTransfer(database.db, {
        from: { system: systemAccounts.house, currencyId: 1 },
        to: account,
        amountMinor: 100_000,
        kind: 'test_funding',
        at: new Date(START),
      });
      accounts.set(user, account);
    }
  });
  afterEach(async () => {
    await server.close();
    await database.close();
  });

  let guid = 0;
  const buy = (user: number, drawId: number, choices: string[]) =>
    server.fetch('/web-api/toto/coupons', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-user': String(user) },
      body: JSON.stringify({ drawId, choices, guid: `guid-0000-${++guid}` }),
    });
  const balance = (user: number) => balanceOf(database.db, accounts.get(user) ?? 0);
  const systemBalance = async (code: string) => balanceOf(database.db, await systemAccountId(database.db, code, 1));
  const activeDraw = async () => {
    await toto.tick();
    const res = await server.fetch('/web-api/toto/current');
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { drawId: number } }).data.drawId;
  };
  const closeDraw = async (drawId: number) => {
    const row = await database.db
      .selectFrom('toto_draws')
      .select('closes_at')
      .where('id', '=', drawId)
      .executeTakeFirstOrThrow();
    clock.set(row.closes_at.getTime());
    await toto.tick();
  };

  it('makes a draw of 15 football games from the feed that closes before the first starts', async () => {
    const drawId = await activeDraw();
    const res = await server.fetch(`/web-api/toto/draws/${drawId}?lng=en`);
    const draw = ((await res.json()) as { data: { events: { start: string; team1: string }[]; closesAt: string } })
      .data;
    expect(draw.events).toHaveLength(15);
    expect(draw.events.every((e) => e.team1.length > 0)).toBe(true);
    const first = Math.min(...draw.events.map((e) => Date.parse(e.start)));
    expect(Date.parse(draw.closesAt)).toBe(first - 5 * 60_000);
  });

  it('settles the hand-computed example: the jackpot rolls when nobody hits 15, then is won', async () => {
    const draw1 = await activeDraw();
    for (const [user, choices] of [
      [2, B],
      [3, C],
      [3, D],
    ] as const)
      expect((await buy(user, draw1, [...choices])).status).toBe(200);
    expect(await balance(3)).toBe(100_000 - 2000 - 8000);
    expect(await systemBalance(totoAccounts.pool)).toBe(11_000);
    await closeDraw(draw1);
    // After the close a coupon is refused with a code, and nothing is taken.
    const late = await buy(1, draw1, A);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('draw_closed');
    expect(await balance(1)).toBe(100_000);

    expect(await toto.settle(draw1, ALL_HOME)).toBe(true);
    expect(await balance(2)).toBe(100_000 - 1000 + 1237);
    expect(await balance(3)).toBe(100_000 - 10_000 + 1237 + 1980 + 8 * 185);
    expect(await systemBalance(totoAccounts.jackpot)).toBe(3966);
    expect(await systemBalance(totoAccounts.pool)).toBe(0);
    // Idempotent: a second settlement (another sweep, another process) changes nothing.
    expect(await toto.settle(draw1, ALL_HOME)).toBe(false);
    expect(await balance(3)).toBe(100_000 - 10_000 + 1237 + 1980 + 8 * 185);

    const draw2 = await activeDraw();
    expect(draw2).not.toBe(draw1);
    for (const [user, choices] of [
      [1, A],
      [2, B],
      [3, C],
      [3, D],
    ] as const)
      expect((await buy(user, draw2, [...choices])).status).toBe(200);
    await closeDraw(draw2);
    expect(await toto.settle(draw2, ALL_HOME)).toBe(true);
    expect(await balance(1)).toBe(100_000 - 1000 + 4320 + 3966);
    expect(await systemBalance(totoAccounts.jackpot)).toBe(4);
    const wire = (await (await server.fetch(`/web-api/toto/draws/${draw2}`)).json()) as {
      data: { status: string; jackpot: number; tiers: { hits: number; lines?: number; perLine?: number }[] };
    };
    expect(wire.data.status).toBe('finished');
    expect(wire.data.tiers[0]).toMatchObject({ hits: 15, lines: 1, perLine: 82.86 });
    const mine = (await (await server.fetch('/web-api/toto/coupons', { headers: { 'x-test-user': '1' } })).json()) as {
      data: { coupons: { status: string; hits: number; prize: number }[] };
    };
    expect(mine.data.coupons[0]).toMatchObject({ status: 'won', hits: 15, prize: 82.86 });
    expect((await reconcile(database.db)).ok).toBe(true);
  });

  it('settles from the simulator once every game is official, once', async () => {
    const drawId = await activeDraw();
    expect(
      (
        await buy(
          1,
          drawId,
          all('1X2').map((c, i) => (i < 3 ? c : '1')),
        )
      ).status,
    ).toBe(200);
    const row = await database.db
      .selectFrom('toto_draws')
      .select('game_ids')
      .where('id', '=', drawId)
      .executeTakeFirstOrThrow();
    const last = Math.max(...row.game_ids.map((id) => feed.provider.game(Number(id))?.startAt ?? 0));
    clock.set(last + 6 * 60 * 60_000);
    expect(await toto.tick()).toBe(1);
    expect(await toto.tick()).toBe(0);
    const coupon = await database.db.selectFrom('toto_coupons').selectAll().executeTakeFirstOrThrow();
    expect(coupon.status).not.toBe('open');
    expect(coupon.hits).toBeGreaterThanOrEqual(0);
    expect(await systemBalance(totoAccounts.pool)).toBe(0);
    expect((await reconcile(database.db)).ok).toBe(true);
  });

  it('refuses bad coupons with codes', async () => {
    const drawId = await activeDraw();
    expect((await buy(1, drawId, all('1').slice(0, 14))).status).toBe(400);
    expect((await buy(1, drawId, all('1X2'))).status).toBe(400);
    const broke = await openPlayerAccount(database.db, { userId: 9, currencyId: 1 });
    expect(broke).toBeGreaterThan(0);
    const poor = await buy(9, drawId, A);
    expect(poor.status).toBe(400);
    expect(JSON.stringify(await poor.json())).toContain('insufficient_funds');
    expect((await buy(1, 999_999, A)).status).toBe(404);
    expect((await server.fetch('/web-api/toto/draws/abc')).status).toBe(400);
  });

  it('buys once under one guid, even in parallel', async () => {
    const drawId = await activeDraw();
    const send = () =>
      server.fetch('/web-api/toto/coupons', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-user': '2' },
        body: JSON.stringify({ drawId, choices: A, guid: 'same-guid-0001' }),
      });
    const answers = await Promise.all(Array.from({ length: 8 }, send));
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 200));
    const ids = new Set(
      await Promise.all(
        answers.map(async (r) => ((await r.json()) as { data: { coupon: { id: number } } }).data.coupon.id),
      ),
    );
    expect(ids.size).toBe(1);
    expect(await balance(2)).toBe(100_000 - 1000);
    const other = await server.fetch('/web-api/toto/coupons', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-user': '2' },
      body: JSON.stringify({ drawId, choices: B, guid: 'same-guid-0001' }),
    });
    expect(other.status).toBe(409);
    expect((await reconcile(database.db)).ok).toBe(true);
  });
});
