/**
 * Named full covers on the server: UpdateCoupon offers them by name with their line counts, MakeBetWeb places one
 * (vid 4/5, summ = stake per line × lines), and settlement pays the shared maths' return plus the Lucky bonus.
 */
import { coverReturn, luckyBonus, type SelectionResult } from '@betframe/sdk/betting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDef } from '../feed';
import { balanceOf, reconcile } from '../wallet';
import { type BettingHarness, FEED_START, openBettingHarness } from './test-support';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 41 });
});
afterAll(async () => {
  await h?.close();
});

/** The 1X2 type that wins (1, 2 draw, 3) or loses in the played-out result. */
function typeOf(game: GameDef, wins: boolean): number {
  h.clock.set(h.feed.provider.endOf(game) + 5000);
  const r = h.feed.provider.result(game.id);
  h.clock.set(FEED_START);
  const [a, b] = r?.total ?? [0, 0];
  const winner = (a ?? 0) > (b ?? 0) ? 1 : (a ?? 0) < (b ?? 0) ? 3 : 2;
  return wins ? winner : winner === 1 ? 3 : 1;
}

async function settleAll(games: GameDef[]) {
  h.clock.set(Math.max(...games.map((g) => h.feed.provider.endOf(g))) + 5000);
  await h.engine.settleDue();
  h.clock.set(FEED_START);
}

describe('named full covers', () => {
  it('UpdateCoupon names the covers of 4 events with their lines (Yankee 11, Lucky 15 15)', async () => {
    const games = [0, 1, 2, 3].map((i) => h.upcoming(1, i));
    const res = await h.post('/service-api/LiveBet/Open/UpdateCoupon?lng=en', {
      couponEvents: games.map((g) => ({ gameId: g.id, type: 1 })),
      vid: 4,
      summ: 11,
      lng: 'en',
    });
    const { betTypes, potentialWin } = (await res.json()).data.attributes;
    const covers = betTypes.filter((t: { vid: number }) => t.vid >= 4);
    expect(covers.map((t: { name: string; lines: number }) => [t.name, t.lines])).toEqual([
      ['Yankee', 11],
      ['Lucky 15', 15],
    ]);
    expect(potentialWin).toBeGreaterThan(11);
  });

  it.each<[string, number, boolean[]]>([
    ['a Lucky 15 with every leg winning gets the all-winners bonus', 5, [true, true, true, true]],
    ['a Lucky 15 with one winner gets double odds on that single', 5, [false, true, false, false]],
    ['a Yankee with a lost leg pays the lines of the other three', 4, [true, true, true, false]],
  ])('%s', async (_name, vid, wins) => {
    const user = 700 + vid * 10 + wins.filter(Boolean).length;
    const account = await h.fund(user, 1000);
    const games = [4, 5, 6, 7].map((i) => h.upcoming(1, i));
    const events = games.map((g, i) => {
      const type = typeOf(g, wins[i] ?? false);
      return { gameId: g.id, type, param: 0, coef: h.outcome(g, type).coef };
    });
    const lines = vid === 5 ? 15 : 11;
    const res = await h.post(BET, { couponEvents: events, summ: lines * 2, vid, betGuid: `cover-${user}` }, user);
    expect(res.status).toBe(200);
    expect(await balanceOf(h.database.db, account)).toBe(100_000 - lines * 200);
    await settleAll(games);
    const legs = events.map((e, i) => ({ coefficient: e.coef, result: (wins[i] ? 'win' : 'loss') as SelectionResult }));
    const gross = coverReturn(legs, vid === 5, 200);
    const bonus = luckyBonus(vid === 5 ? 'lucky15' : 'yankee', legs, 200, gross);
    if (vid === 5) expect(bonus).toBeGreaterThan(0);
    const paid = Math.floor(gross + 1e-6) + Math.floor(bonus + 1e-6);
    expect(await balanceOf(h.database.db, account)).toBe(100_000 - lines * 200 + paid);
    const bet = await h.database.db
      .selectFrom('bets')
      .selectAll()
      .where('bet_guid', '=', `cover-${user}`)
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ status: 'won', vid, stake_minor: lines * 200, boost_minor: Math.floor(bonus + 1e-6) });
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });

  it('a Trixie with a void leg counts it at 1; a cover of the wrong size is refused', async () => {
    const user = 790;
    const account = await h.fund(user, 1000);
    const cancelled = h.feed.provider.games().find((g) => g.cancelled && g.startAt > FEED_START);
    if (!cancelled) throw new Error('no cancelled game in the line');
    const others = [8, 9].map((i) => h.upcoming(1, i)).filter((g) => g.id !== cancelled.id);
    const games = [...others, cancelled];
    const events = games.map((g, i) => {
      const type = i < 2 ? typeOf(g, true) : (h.feed.provider.view(g).outcomes[0]?.type ?? 1);
      const o = h.feed.provider.view(g).outcomes.find((x) => x.type === type);
      return { gameId: g.id, type, param: o?.param ?? 0, coef: o?.coef ?? 0 };
    });
    const wrong = await h.post(BET, { couponEvents: events.slice(0, 2), summ: 4, vid: 4, betGuid: 'cover-bad1' }, user);
    expect(wrong.status).toBe(400);
    const res = await h.post(BET, { couponEvents: events, summ: 4, vid: 4, betGuid: 'cover-void1' }, user);
    expect(res.status).toBe(200);
    await settleAll(games);
    const [a, b] = events.map((e) => e.coef);
    // Doubles a·b + a·1 + b·1 and the treble a·b·1, 1.00 a line.
    const paid = Math.floor(100 * (2 * (a ?? 0) * (b ?? 0) + (a ?? 0) + (b ?? 0)) + 1e-6);
    expect(await balanceOf(h.database.db, account)).toBe(100_000 - 400 + paid);
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });
});
