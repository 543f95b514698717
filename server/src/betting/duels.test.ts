import { buildDuelAnswerSchema, type Duel, duelPaths, duelPlayersAnswerSchema } from '@betframe/sdk/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDef } from '../feed';
import { balanceOf, reconcile } from '../wallet';
import { type BettingHarness, FEED_START, openBettingHarness } from './test-support';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const HOURS = 3600 * 1000;
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 21 });
});
afterAll(async () => {
  await h?.close();
});

/** Football games of one slot four hours or more ahead, by slot (pairs that can be duels). */
function slots(): GameDef[][] {
  const bySlot = new Map<number, GameDef[]>();
  for (const g of h.feed.provider.games()) {
    if (g.sport.id !== 1 || g.startAt < FEED_START + 4 * HOURS) continue;
    const slot = Math.floor(g.id / 1000);
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), g]);
  }
  return [...bySlot.values()].filter((games) => games.length >= 2);
}

/** The duel's played-out result, read ahead (the test knows it), then the clock back at the start. */
function duelTotal(a: GameDef, b: GameDef): [number, number] {
  h.clock.set(Math.max(h.feed.provider.endOf(a), h.feed.provider.endOf(b)) + 5000);
  const ra = h.feed.provider.result(a.id);
  const rb = h.feed.provider.result(b.id);
  h.clock.set(FEED_START);
  return [ra?.total[0] ?? -1, rb?.total[0] ?? -1];
}

async function build(a: GameDef, b: GameDef): Promise<Duel> {
  const res = await h.post(`${duelPaths.build}?lng=en`, {
    lng: 'en',
    team1: { gameId: a.id, side: 1 },
    team2: { gameId: b.id, side: 1 },
  });
  expect(res.status).toBe(200);
  return buildDuelAnswerSchema.parse(await res.json()).data.attributes;
}

/** Bets 100 on the duel's outcome `type`, settles after both games, and answers the bet and the balance change. */
async function betAndSettle(user: number, a: GameDef, b: GameDef, type: 1 | 2 | 3, guid: string) {
  const account = await h.fund(user, 1000);
  const duel = await build(a, b);
  const o = duel.outcomes.find((x) => x.type === type);
  if (!o) throw new Error(`duel offers no ${type}`);
  const res = await h.post(
    BET,
    { couponEvents: [{ gameId: duel.id, type, param: 0, coef: o.coef }], summ: 100, betGuid: guid },
    user,
  );
  expect(res.status).toBe(200);
  expect(await balanceOf(h.database.db, account)).toBe(90_000);
  h.clock.set(Math.max(h.feed.provider.endOf(a), h.feed.provider.endOf(b)) + 5000);
  await h.engine.settleDue();
  h.clock.set(FEED_START);
  const bet = await h.database.db.selectFrom('bets').selectAll().where('bet_guid', '=', guid).executeTakeFirstOrThrow();
  return { bet, coef: o.coef, change: (await balanceOf(h.database.db, account)) - 100_000 };
}

describe('duels through placement, settlement and the ledger', () => {
  it('lists the teams that can be paired and answers a duel with its prices', async () => {
    const res = await h.server.fetch(`${duelPaths.players}?lng=ar&sportId=1&count=10`);
    expect(res.status).toBe(200);
    const players = duelPlayersAnswerSchema.parse(await res.json()).data.attributes.players;
    expect(players).toHaveLength(10);
    const [a, b] = slots()[1] as GameDef[];
    const duel = await build(a as GameDef, b as GameDef);
    expect(duel.status).toBe(1);
    expect(duel.outcomes.map((o) => o.type)).toEqual([1, 2, 3]);
  });

  it('refuses a pair that cannot be a duel with validation errors', async () => {
    const [a] = slots()[1] as GameDef[];
    const same = await h.post(duelPaths.build, {
      team1: { gameId: a?.id, side: 1 },
      team2: { gameId: a?.id, side: 2 },
    });
    expect(same.status).toBe(400);
    expect((await same.json()).data.validation_errors).toEqual({ team2: ['same_game'] });
    const bad = await h.post(duelPaths.build, { team1: { gameId: 'x', side: 3 } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).data.validation_errors)).toEqual(
      expect.arrayContaining(['team1.gameId', 'team1.side', 'team2']),
    );
  });

  it('pays a won duel, keeps a lost one, and a draw wins the draw outcome; the ledger reconciles', async () => {
    const pairs = slots().map((games) => [games[0], games[1]] as [GameDef, GameDef]);
    const withTotals = pairs.map(([a, b]) => ({ a, b, total: duelTotal(a, b) }));
    const decided = withTotals.filter((p) => p.total[0] !== p.total[1] && p.total[0] >= 0 && p.total[1] >= 0);
    const drawn = withTotals.find((p) => p.total[0] === p.total[1] && p.total[0] >= 0);
    const win = decided[1];
    const lose = decided[2];
    if (!win || !lose || !drawn) throw new Error('no duels to settle');

    const winType = win.total[0] > win.total[1] ? 1 : 3;
    const won = await betAndSettle(701, win.a, win.b, winType, 'duel-win');
    expect(won.bet.status).toBe('won');
    expect(won.change).toBe(Math.floor(10_000 * won.coef) - 10_000);

    const loseType = lose.total[0] > lose.total[1] ? 3 : 1;
    const lost = await betAndSettle(702, lose.a, lose.b, loseType, 'duel-lose');
    expect(lost.bet.status).toBe('lost');
    expect(lost.change).toBe(-10_000);

    const draw = await betAndSettle(703, drawn.a, drawn.b, 2, 'duel-draw');
    expect(draw.bet.status).toBe('won');
    expect(draw.change).toBe(Math.floor(10_000 * draw.coef) - 10_000);
    expect((await reconcile(h.database.db)).ok).toBe(true);
  }, 60_000);

  it('voids a duel when either game is cancelled', async () => {
    const games = h.feed.provider.games().filter((g) => g.sport.id === 1 && g.startAt > FEED_START + 4 * HOURS);
    const off = games.find((g) => g.cancelled);
    const ok = games.find((g) => off && !g.cancelled && Math.floor(g.id / 1000) === Math.floor(off.id / 1000));
    if (!off || !ok) throw new Error('no pair with a cancelled game');
    const user = 704;
    const account = await h.fund(user, 1000);
    const duel = await build(ok, off);
    const o = duel.outcomes[0];
    if (!o) throw new Error('no outcome');
    const res = await h.post(
      BET,
      { couponEvents: [{ gameId: duel.id, type: o.type, param: 0, coef: o.coef }], summ: 50, betGuid: 'duel-void' },
      user,
    );
    expect(res.status).toBe(200);
    h.clock.set(off.startAt + 1000);
    // Closed for bets as soon as a game starts.
    const late = await h.post(
      BET,
      { couponEvents: [{ gameId: duel.id, type: o.type, param: 0, coef: o.coef }], summ: 50, betGuid: 'duel-late' },
      user,
    );
    expect(late.status).toBe(409);
    await h.engine.settleDue();
    h.clock.set(FEED_START);
    const bet = await h.database.db
      .selectFrom('bets')
      .selectAll()
      .where('bet_guid', '=', 'duel-void')
      .executeTakeFirstOrThrow();
    expect(bet.status).toBe('refund');
    expect(await balanceOf(h.database.db, account)).toBe(100_000);
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });
});
