import { expressBoostPercent } from '@betframe/sdk/betting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDef } from '../feed';
import { balanceOf, reconcile } from '../wallet';
import { type BettingHarness, FEED_START, openBettingHarness } from './test-support';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const boost = {
  enabled: true,
  minLegCoef: 1.1,
  steps: [
    { legs: 3, percent: 10 },
    { legs: 5, percent: 20 },
  ],
};
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 44, expressBoost: boost });
});
afterAll(async () => {
  await h?.close();
});

/** The 1X2 outcome type each game ends with (the simulator's result is known in advance). */
function winningType(game: GameDef): number {
  h.clock.set(h.feed.provider.endOf(game) + 5000);
  const r = h.feed.provider.result(game.id);
  h.clock.set(FEED_START);
  const [home, away] = r?.total ?? [0, 0];
  return home > away ? 1 : home < away ? 3 : 2;
}

describe('express boost', () => {
  it('qualifies by legs and leg odds (the slip and the server share the rule)', () => {
    expect(expressBoostPercent(boost, [1.5, 1.6])).toBe(0);
    expect(expressBoostPercent(boost, [1.5, 1.6, 1.7])).toBe(10);
    expect(expressBoostPercent(boost, [1.5, 1.6, 1.7, 2, 2])).toBe(20);
    expect(expressBoostPercent(boost, [1.5, 1.05, 1.7])).toBe(0);
    expect(expressBoostPercent({ ...boost, enabled: false }, [1.5, 1.6, 1.7])).toBe(0);
    expect(expressBoostPercent(undefined, [1.5, 1.6, 1.7])).toBe(0);
  });

  it('raises a won express of three legs by 10 % of its winnings, once, through the ledger', async () => {
    const user = 801;
    const account = await h.fund(user, 1000);
    const games = [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => h.upcoming(1, i))
      .map((g) => ({ g, type: winningType(g) }))
      .map((x) => ({ ...x, coef: h.outcome(x.g, x.type).coef }))
      .filter((x) => x.coef >= 1.1)
      .slice(0, 3);
    expect(games).toHaveLength(3);
    const couponEvents = games.map((x) => ({ gameId: x.g.id, type: x.type, param: 0, coef: x.coef }));
    const res = await h.post(BET, { couponEvents, summ: 100, vid: 1, betGuid: 'boost-win-1' }, user);
    expect(res.status).toBe(200);
    const bet = await h.database.db
      .selectFrom('bets')
      .selectAll()
      .where('bet_guid', '=', 'boost-win-1')
      .executeTakeFirstOrThrow();
    expect(bet.boost_percent).toBe(10);
    const won = Math.floor(10_000 * games.reduce((p, x) => p * x.coef, 1) + 1e-6);
    const extra = Math.floor(((won - 10_000) * 10) / 100);
    expect(Number(bet.potential_win_minor)).toBeGreaterThan(won - 2);

    h.clock.set(Math.max(...games.map((x) => h.feed.provider.endOf(x.g))) + 5000);
    await h.engine.settleDue();
    const settled = await h.database.db
      .selectFrom('bets')
      .selectAll()
      .where('bet_guid', '=', 'boost-win-1')
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('won');
    expect(Number(settled.boost_minor)).toBe(extra);
    expect(Number(settled.payout_minor)).toBe(won + extra);
    expect(await balanceOf(h.database.db, account)).toBe(100_000 - 10_000 + won + extra);
    // Settling again (the sweep, another process) pays nothing more.
    await h.engine.settleDue();
    expect(await balanceOf(h.database.db, account)).toBe(100_000 - 10_000 + won + extra);
    expect((await reconcile(h.database.db)).ok).toBe(true);
    h.clock.set(FEED_START);
  });

  it('gives no boost to an express of two legs', async () => {
    const user = 802;
    await h.fund(user, 1000);
    const a = h.upcoming(1, 10);
    const b = h.upcoming(1, 11);
    const couponEvents = [a, b].map((g) => ({ gameId: g.id, type: 1, param: 0, coef: h.outcome(g, 1).coef }));
    expect((await h.post(BET, { couponEvents, summ: 10, vid: 1, betGuid: 'boost-two' }, user)).status).toBe(200);
    const bet = await h.database.db
      .selectFrom('bets')
      .select('boost_percent')
      .where('bet_guid', '=', 'boost-two')
      .executeTakeFirstOrThrow();
    expect(bet.boost_percent).toBe(0);
  });
});
