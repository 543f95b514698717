/**
 * The seeded reward of points for a freebet (loyalty/demo.ts): the exchange grants the freebet through the engine's
 * `grantBonus` — beside an active wagering bonus, which a freebet does not displace — it is offered in the slip and
 * stakes a bet; too few points are refused and nothing moves. The ledger and the bonus books reconcile after each.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../accounts/tables';
import { type BettingHarness, FEED_START, openBettingHarness } from '../betting/test-support';
import { betPromotionsOf, bonusesOf, reconcileBonuses } from '../bonuses';
import { insertPlayer } from '../bonuses/test-support';
import { reconcile } from '../wallet';
import { demoFreebetReward, seedDemoRewards } from './demo';
import { earnPoints, pointsBalanceOf, rewardsOf } from './points';
import { loyaltyRoutes } from './routes';

let h: BettingHarness;
const at = new Date(FEED_START);

beforeAll(async () => {
  h = await openBettingHarness({ seed: 43, modules: [loyaltyRoutes] });
  await seedDemoRewards(h.database.db, at);
  await seedDemoRewards(h.database.db, at); // idempotent: the seed runs on every start
}, 120_000);
afterEach(async () => {
  expect(await reconcile(h.database.db)).toMatchObject({ ok: true });
  expect(await reconcileBonuses(h.database.db)).toMatchObject({ ok: true });
});
afterAll(async () => {
  await h?.close();
});

const exchange = (userId: number, rewardId: number) =>
  h.post('/web-api/loyalty/points/exchange', { reward_id: rewardId }, userId);

async function playerWithPoints(points: number): Promise<number> {
  const userId = await insertPlayer(h.database.db);
  await h.fund(userId, 100);
  await earnPoints(h.database.db, {
    userId,
    product: 'sport',
    stakeMinor: points * 100,
    currencyId: 1,
    reference: `test:points:${userId}`,
    at,
  });
  return userId;
}

describe('points for a freebet', () => {
  it('is seeded once as a reward of a freebet offer', async () => {
    const rewards = (await rewardsOf(h.database.db)).filter((r) => r.code === demoFreebetReward.code);
    expect(rewards).toEqual([
      expect.objectContaining({ pointsCost: 1000, kind: 6, amountMinor: 10_00, wagerMultiple: 0 }),
    ]);
  });

  it('grants the freebet beside an active bonus; it is offered in the slip and stakes a bet', async () => {
    const user = await playerWithPoints(1600);
    const rewards = await rewardsOf(h.database.db);
    const sport = rewards.find((r) => r.code === 'sport_bonus_5');
    const freebet = rewards.find((r) => r.code === demoFreebetReward.code);
    if (!sport || !freebet) throw new Error('the seeded rewards are missing');
    expect((await exchange(user, sport.id)).status).toBe(200);
    const res = await exchange(user, freebet.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({ balance: 100, kind: 6 });
    expect(await pointsBalanceOf(h.database.db, user)).toBe(100);
    const granted = (await bonusesOf(h.database.db, user)).find((b) => b.kind === 6);
    expect(granted).toMatchObject({ mechanic: 'freebet', status: 'active', amountMinor: 10_00 });
    const available = await betPromotionsOf(h.database.db, { userId: user, currencyId: 1, at });
    expect(available.map((p) => [p.bonusId, p.mechanic, p.amountMinor])).toEqual([[granted?.id, 'freebet', 10_00]]);

    const game = h.upcoming(1, 0);
    const o = h.outcome(game, 1);
    const bet = await h.post(
      '/service-api/LiveBet/Secure/MakeBetWeb',
      {
        couponEvents: [{ gameId: game.id, type: 1, param: o.param, coef: o.coef }],
        summ: 10,
        betGuid: 'points-freebet-bet',
        userIdBonus: granted?.id,
      },
      user,
    );
    expect(bet.status).toBe(200);
    const row = await h.database.db
      .selectFrom('bets')
      .select(['freebet_minor', 'promo_bonus_id'])
      .where('bet_guid', '=', 'points-freebet-bet')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ freebet_minor: 10_00, promo_bonus_id: granted?.id });
  });

  it('refuses too few points and grants nothing', async () => {
    const user = await playerWithPoints(900);
    const freebet = (await rewardsOf(h.database.db)).find((r) => r.code === demoFreebetReward.code);
    const res = await exchange(user, freebet?.id ?? 0);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('insufficient_points');
    expect(await pointsBalanceOf(h.database.db, user)).toBe(900);
    expect(await bonusesOf(h.database.db, user)).toEqual([]);
  });
});
