/**
 * Bonus money in sport bets through the real bet routes: real money staked first and the bonus the rest, the
 * return shared back the same way, wagering moved by settled bets until the bonus converts, the maximum stake
 * refused while wagering, refunds, a forfeited bonus's share kept by the house, a bonus lost in bets closing
 * `emptied`, no cash-out of a bonus bet.
 * The ledger and the bonus books reconcile after every test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BettingHarness, FEED_START, matchResultType, openBettingHarness } from '../betting/test-support';
import type { GameDef } from '../feed';
import { balanceOf } from '../wallet';
import { type BonusOffer, bonusesOf, createOffer, grantBonus, refuseBonus } from './engine';
import { resetCheckAndCloseHarness } from './test-support';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
let h: BettingHarness;
let offer: BonusOffer;
const at = new Date(FEED_START);

beforeAll(async () => {
  h = await openBettingHarness({ seed: 33 });
  offer = await createOffer(h.database.db, {
    code: 'bets-test',
    kind: 0,
    rules: {
      trigger: 'manual',
      amount: { fixedMinor: 100_00 },
      wagerMultiple: 1,
      sport: { minOdds: 1.01, minLegs: 1 },
      maxStakeMinor: 60_00,
      expiryDays: 30,
    },
    at,
  });
}, 120_000);
resetCheckAndCloseHarness(() => h);

async function playerWithBonus(userId: number, realMajor: number, of = offer) {
  const money = await h.fund(userId, realMajor);
  const granted = await grantBonus(h.database.db, {
    userId,
    currencyId: 1,
    offer: of,
    baseMinor: 0,
    source: `t:${userId}`,
    at,
  });
  if (!granted.granted) throw new Error(granted.reason);
  return { money, bonus: granted.bonus };
}

const resultType = (game: GameDef, win: boolean): number => matchResultType(h, game, win);

async function bet(userId: number, game: GameDef, type: number, summ: number, guid: string) {
  const o = h.outcome(game, type);
  const res = await h.post(
    BET,
    { couponEvents: [{ gameId: game.id, type, param: 0, coef: o.coef }], summ, betGuid: guid },
    userId,
  );
  return { res, coef: o.coef };
}

async function settle(game: GameDef) {
  h.clock.set(h.feed.provider.endOf(game) + 5000);
  await h.engine.settleDue();
  h.clock.set(FEED_START);
}

const betRow = (guid: string) =>
  h.database.db.selectFrom('bets').selectAll().where('bet_guid', '=', guid).executeTakeFirstOrThrow();

describe('bonus money in sport bets', () => {
  it('stakes real money first and the bonus the rest; a win is shared back the same way and counts as wagering', async () => {
    const user = 7001;
    const { money, bonus } = await playerWithBonus(user, 20);
    const game = h.upcoming(1, 0);
    const { res, coef } = await bet(user, game, resultType(game, true), 50, 'bonus-share-1');
    expect(res.status).toBe(200);
    expect(await balanceOf(h.database.db, money)).toBe(0);
    expect(await balanceOf(h.database.db, bonus.accountId)).toBe(70_00);
    expect(await betRow('bonus-share-1')).toMatchObject({ bonus_id: bonus.id, bonus_paid_minor: 30_00 });
    await settle(game);
    const payout = Math.floor(50_00 * coef + 1e-6);
    const bonusShare = Math.floor((payout * 30_00) / 50_00);
    expect(await balanceOf(h.database.db, money)).toBe(payout - bonusShare);
    expect(await balanceOf(h.database.db, bonus.accountId)).toBe(70_00 + bonusShare);
    const [after] = await bonusesOf(h.database.db, user);
    expect(after).toMatchObject({ status: 'active', wageredMinor: 50_00, percent: 50 });
  });

  it('refuses a stake above the bonus maximum while wagering, moving nothing', async () => {
    const user = 7002;
    const { money, bonus } = await playerWithBonus(user, 500);
    const game = h.upcoming(1, 1);
    const { res } = await bet(user, game, 1, 61, 'bonus-cap-1');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('bonus_max_stake');
    expect(await balanceOf(h.database.db, money)).toBe(500_00);
    expect(await balanceOf(h.database.db, bonus.accountId)).toBe(100_00);
    expect((await bet(user, game, 1, 60, 'bonus-cap-2')).res.status).toBe(200);
  });

  it('settled bets wager the bonus in full: it converts to real money', async () => {
    const user = 7003;
    const { money, bonus } = await playerWithBonus(user, 200);
    const games = [h.upcoming(1, 2), h.upcoming(1, 3)];
    for (const [i, game] of games.entries()) {
      expect((await bet(user, game, resultType(game, false), 50, `bonus-wager-${i}`)).res.status).toBe(200);
      await settle(game);
    }
    const [done] = await bonusesOf(h.database.db, user);
    expect(done).toMatchObject({ status: 'completed', closedReason: 'wagered', percent: 100 });
    expect(await balanceOf(h.database.db, bonus.accountId)).toBe(0);
    // Two lost real-money stakes of 50; the untouched bonus of 100 became real money.
    expect(await balanceOf(h.database.db, money)).toBe(200_00 - 100_00 + 100_00);
  });

  it('a refund returns the bonus part to the bonus; after a refusal the bonus share stays with the house', async () => {
    const user = 7004;
    const { money, bonus } = await playerWithBonus(user, 10);
    const cancelled = h.feed.provider.games().find((g) => g.cancelled && g.startAt > FEED_START);
    if (!cancelled) throw new Error('no cancelled game in the line');
    const o = h.feed.provider.view(cancelled).outcomes[0];
    if (!o) throw new Error('no outcome');
    const couponEvents = [{ gameId: cancelled.id, type: o.type, param: o.param, coef: o.coef }];
    expect((await h.post(BET, { couponEvents, summ: 30, betGuid: 'refund-1' }, user)).status).toBe(200);
    h.clock.set(cancelled.startAt + 1000);
    await h.engine.settleDue();
    h.clock.set(FEED_START);
    expect(await balanceOf(h.database.db, money)).toBe(10_00);
    expect(await balanceOf(h.database.db, bonus.accountId)).toBe(100_00);

    const game = h.upcoming(1, 4);
    expect((await bet(user, game, resultType(game, true), 30, 'forfeit-1')).res.status).toBe(200);
    expect(await refuseBonus(h.database.db, { userId: user, bonusId: bonus.id, at })).toBe(true);
    await settle(game);
    const row = await betRow('forfeit-1');
    const payout = Math.floor(30_00 * row.coef + 1e-6);
    expect(await balanceOf(h.database.db, money)).toBe(payout - Math.floor((payout * 20_00) / 30_00));
    expect(await balanceOf(h.database.db, bonus.accountId)).toBe(0);
  });

  it('a bonus whose money was all staked and lost closes emptied once no open bet carries it', async () => {
    const user = 7006;
    const rules = { ...offer.rules, wagerMultiple: 3 };
    const threeTimes = await createOffer(h.database.db, { code: 'bets-emptied', kind: 0, rules, at });
    const { money, bonus } = await playerWithBonus(user, 10, threeTimes);
    const [first, second] = [h.upcoming(1, 6), h.upcoming(1, 7)];
    // 60 = 10 real + 50 bonus; then 50 of bonus: the bonus account is empty while both bets are open.
    expect((await bet(user, first, resultType(first, false), 60, 'emptied-1')).res.status).toBe(200);
    expect((await bet(user, second, resultType(second, false), 50, 'emptied-2')).res.status).toBe(200);
    expect(await balanceOf(h.database.db, bonus.accountId)).toBe(0);
    const settleOnly = async (game: GameDef) => {
      h.clock.set(h.feed.provider.endOf(game) + 5000);
      await h.engine.settleGame(game.id);
      h.clock.set(FEED_START);
    };
    await settleOnly(first);
    expect((await betRow('emptied-1')).status).toBe('lost');
    // The second bet still carries 50 of bonus money: the bonus stays active.
    expect((await bonusesOf(h.database.db, user))[0]).toMatchObject({ status: 'active', wageredMinor: 60_00 });
    await settleOnly(second);
    expect((await betRow('emptied-2')).status).toBe('lost');
    const [closed] = await bonusesOf(h.database.db, user);
    expect(closed).toMatchObject({ status: 'forfeited', closedReason: 'emptied', wageredMinor: 110_00 });
    expect(closed?.closedAt).not.toBeNull();
    expect(await balanceOf(h.database.db, bonus.accountId)).toBe(0);
    expect(await balanceOf(h.database.db, money)).toBe(0);
    // Nothing moved on closing: no forfeit posting for an empty account.
    const forfeits = await h.database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('reference', '=', `bonus:${bonus.id}:forfeit`)
      .execute();
    expect(forfeits).toEqual([]);
  });

  it('a lost bet leaves a bonus with money left active', async () => {
    const user = 7007;
    const { bonus } = await playerWithBonus(user, 10);
    const game = h.upcoming(1, 8);
    expect((await bet(user, game, resultType(game, false), 40, 'not-emptied-1')).res.status).toBe(200);
    await settle(game);
    expect((await bonusesOf(h.database.db, user))[0]).toMatchObject({ status: 'active', closedReason: null });
    expect(await balanceOf(h.database.db, bonus.accountId)).toBe(70_00);
  });

  it('a bet staked with bonus money is not offered for cash-out', async () => {
    const user = 7005;
    await playerWithBonus(user, 5);
    const game = h.upcoming(1, 5);
    expect((await bet(user, game, 1, 20, 'no-sale-1')).res.status).toBe(200);
    const quotes = await h.engine.cashOutQuotes(user);
    expect(quotes).toEqual([]);
  });
});
