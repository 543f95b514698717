import { noTaxes } from '@betframe/sdk/betting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, reconcile } from '../wallet';
import { type BettingHarness, FEED_START, openBettingHarness } from './test-support';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({
    seed: 33,
    taxes: { ...noTaxes, stakeTaxPercent: 10, payoutTaxPercent: 13, returnTax: true },
  });
});
afterAll(async () => {
  await h?.close();
});

describe('settlement with betting taxes', () => {
  it('takes the stake tax at placement and the payout tax from the winnings', async () => {
    const user = 601;
    const account = await h.fund(user, 1000);
    const game = h.upcoming(1, 0);
    // Back the side that will win: the test knows the played-out result.
    h.clock.set(h.feed.provider.endOf(game) + 5000);
    const result = h.feed.provider.result(game.id);
    h.clock.set(FEED_START);
    const type =
      (result?.total[0] ?? 0) > (result?.total[1] ?? 0) ? 1 : (result?.total[0] ?? 0) < (result?.total[1] ?? 0) ? 3 : 2;
    const o = h.outcome(game, type);
    const res = await h.post(
      BET,
      { couponEvents: [{ gameId: game.id, type, param: 0, coef: o.coef }], summ: 100, betGuid: 'tax-win-1' },
      user,
    );
    expect(res.status).toBe(200);
    expect(await balanceOf(h.database.db, account)).toBe(90_000);
    h.clock.set(h.feed.provider.endOf(game) + 5000);
    expect(await h.engine.settleDue()).toBeGreaterThanOrEqual(1);
    const payout = Math.floor(9000 * o.coef);
    const tax = Math.floor((payout - 9000) * 0.13);
    expect(await balanceOf(h.database.db, account)).toBe(90_000 + payout - tax);
    const bet = await h.database.db
      .selectFrom('bets')
      .selectAll()
      .where('bet_guid', '=', 'tax-win-1')
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ status: 'won', stake_minor: 9000, stake_tax_minor: 1000, payout_tax_minor: tax });
    expect((await reconcile(h.database.db)).ok).toBe(true);
    h.clock.set(FEED_START);
  });

  it('refunds every bet of a cancelled game, stake tax included', async () => {
    const user = 602;
    const account = await h.fund(user, 1000);
    const game = h.feed.provider.games().find((g) => g.cancelled && g.startAt > FEED_START);
    if (!game) throw new Error('no cancelled game in the line');
    const o = h.feed.provider.view(game).outcomes[0];
    if (!o) throw new Error('no outcome');
    await h.post(
      BET,
      {
        couponEvents: [{ gameId: game.id, type: o.type, param: o.param, coef: o.coef }],
        summ: 50,
        betGuid: 'cancel-1',
      },
      user,
    );
    expect(await balanceOf(h.database.db, account)).toBe(95_000);
    h.clock.set(game.startAt + 1000);
    await h.engine.settleDue();
    const bet = await h.database.db
      .selectFrom('bets')
      .selectAll()
      .where('bet_guid', '=', 'cancel-1')
      .executeTakeFirstOrThrow();
    expect(bet.status).toBe('refund');
    expect(await balanceOf(h.database.db, account)).toBe(100_000);
    h.clock.set(FEED_START);
  });

  it('an express is lost as soon as one leg loses, before the others finish', async () => {
    const user = 603;
    await h.fund(user, 1000);
    const early = h.upcoming(10, 0);
    const late = h.feed.provider
      .games()
      .find((g) => g.sport.id === 1 && g.startAt > h.feed.provider.endOf(early) + 3_600_000);
    if (!late) throw new Error('no late game');
    h.clock.set(h.feed.provider.endOf(early) + 5000);
    const r = h.feed.provider.result(early.id);
    h.clock.set(FEED_START);
    const losing = r?.winner === 1 ? 12 : 11;
    const legs = [
      { gameId: early.id, type: losing, param: 0, coef: h.outcome(early, losing).coef },
      { gameId: late.id, type: 1, param: 0, coef: h.outcome(late, 1).coef },
    ];
    await h.post(BET, { couponEvents: legs, summ: 10, vid: 1, betGuid: 'express-early-loss' }, user);
    h.clock.set(h.feed.provider.endOf(early) + 5000);
    await h.engine.settleDue();
    const bet = await h.database.db
      .selectFrom('bets')
      .selectAll()
      .where('bet_guid', '=', 'express-early-loss')
      .executeTakeFirstOrThrow();
    expect(bet.status).toBe('lost');
    h.clock.set(FEED_START);
  });
});
