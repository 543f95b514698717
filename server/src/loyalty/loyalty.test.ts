/**
 * Cashback and loyalty points through the real bet routes and the loyalty calls: points per settled stake, the
 * week's net loss and its cashback paid once (the job run twice and at the same time), levels by earned points,
 * a cashback bonus deferred while another bonus is active, exchanges (malformed bodies, refusals, 20 at once never
 * overspending). The ledger and the bonus books reconcile after every test.
 */
import { cashbackData, giftsData, offersData, pointsData } from '@betframe/sdk/loyalty';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../accounts/tables';
import { type BettingHarness, FEED_START, openBettingHarness } from '../betting/test-support';
import { bonusesOf, createOffer, grantBonus, offerByCode, reconcileBonuses, refuseBonus } from '../bonuses';
import { balanceOf, openPlayerAccount, postTransfer, reconcile } from '../wallet';
import { type CashbackLevel, cashbackAmountMinor, levelFor, payDueCashback, weekStartOf } from './cashback';
import { earnPoints, pointsBalanceOf } from './points';
import { loyaltyRoutes } from './routes';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const HOUR = 3_600_000;
/** FEED_START is Sunday 2026-11-22 12:00 UTC: its week began Monday the 16th; the payout is due from the 23rd. */
const NEXT_MONDAY = Date.UTC(2026, 10, 23, 1, 0);
let h: BettingHarness;
let logins = 0;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 41, modules: [loyaltyRoutes] });
}, 120_000);
afterEach(async () => {
  h.clock.set(FEED_START);
  expect(await reconcile(h.database.db)).toMatchObject({ ok: true });
  expect(await reconcileBonuses(h.database.db)).toMatchObject({ ok: true });
});
afterAll(async () => {
  await h?.close();
});

async function player(fundMajor = 0): Promise<{ id: number; money: number }> {
  logins += 1;
  const user = await h.database.db
    .insertInto('users')
    .values({
      login: `loyal${logins}`,
      password_hash: 'x',
      country_id: 286,
      currency_id: 1,
      registration_type: 'fast_reg',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const money =
    fundMajor > 0
      ? await h.fund(user.id, fundMajor)
      : await openPlayerAccount(h.database.db, { userId: user.id, currencyId: 1 });
  return { id: user.id, money };
}

/** A casino stake of `minor` lost at `at` (the provider wallet's posting, as the cashback reads it). */
async function casinoLoss(money: number, minor: number, at: number) {
  await postTransfer(h.database.db, {
    from: money,
    to: { system: 'casino', currencyId: 1 },
    amountMinor: minor,
    kind: 'casino_bet',
    at: new Date(at),
  });
}

const get = (path: string, userId?: number) =>
  h.server.fetch(path, { headers: userId ? { 'x-test-user': String(userId) } : {} });

async function lostBet(userId: number, summ: number, skip: number) {
  const game = h.upcoming(1, skip);
  h.clock.set(h.feed.provider.endOf(game) + 5000);
  const r = h.feed.provider.result(game.id);
  h.clock.set(FEED_START);
  const [home, away] = [r?.total[0] ?? 0, r?.total[1] ?? 0];
  const losing = home > away ? 3 : 1;
  const o = h.outcome(game, losing);
  const res = await h.post(
    BET,
    {
      couponEvents: [{ gameId: game.id, type: losing, param: 0, coef: o.coef }],
      summ,
      betGuid: `loyal-${userId}-${skip}`,
    },
    userId,
  );
  expect(res.status).toBe(200);
  h.clock.set(h.feed.provider.endOf(game) + 5000);
  await h.engine.settleDue();
  h.clock.set(FEED_START);
}

describe('cashback levels and amounts (data)', () => {
  const level = (over: Partial<CashbackLevel>): CashbackLevel => ({
    code: 'regular',
    minPoints: 0,
    percent: 5,
    minLossMinor: 10_00,
    capMinor: 100_00,
    payAs: 'money',
    offerCode: null,
    ...over,
  });
  it.each([
    [5, 9_99, 0],
    [5, 10_00, 50],
    [5, 50_00, 2_50],
    [10, 5_000_00, 100_00],
    [15, 333, 0],
  ])('%s percent of a loss of %s minor pays %s', (percent, loss, paid) => {
    expect(cashbackAmountMinor(level({ percent }), loss)).toBe(paid);
  });
  it('the level is the highest whose points the player earned', () => {
    const levels = [
      level({ minPoints: 0 }),
      level({ code: 'vip', minPoints: 1000 }),
      level({ code: 'premium', minPoints: 5000 }),
    ];
    expect([0, 999, 1000, 4999, 5000, 90_000].map((p) => levelFor(levels, p)?.code)).toEqual([
      'regular',
      'regular',
      'vip',
      'vip',
      'premium',
      'premium',
    ]);
  });
  it('a week starts on Monday 00:00 UTC', () => {
    expect(weekStartOf(new Date(FEED_START)).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(weekStartOf(new Date(Date.UTC(2026, 10, 23, 0, 0))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('points and cashback through real bets', () => {
  it('a settled stake earns points; the lost week pays its cashback once, however often the job runs', async () => {
    const p = await player(100);
    expect((await get('/web-api/loyalty/points')).status).toBe(401);
    expect((await get('/web-api/loyalty/cashback')).status).toBe(401);
    await lostBet(p.id, 50, 0);
    const points = pointsData.parse(
      ((await (await get('/web-api/loyalty/points', p.id)).json()) as { data: unknown }).data,
    );
    expect(points).toMatchObject({ balance: 50, earned: 50, rates: { sport: 1, casino: 0.5 } });
    expect(points.history[0]).toMatchObject({ kind: 'earn', points: 50 });
    expect(points.history[0]?.reference).toMatch(/^bet:\d+$/);
    expect(points.rewards.map((r) => r.code)).toEqual(['sport_bonus_5', 'casino_bonus_10']);

    const before = cashbackData.parse(
      ((await (await get('/web-api/loyalty/cashback', p.id)).json()) as { data: unknown }).data,
    );
    expect(before).toMatchObject({
      level: 'regular',
      earnedPoints: 50,
      nextLevel: { code: 'vip', minPoints: 1000 },
      week: { start: '2026-11-16T00:00:00.000Z', nextPayout: '2026-11-23T00:00:00.000Z' },
      thisWeek: [{ currencyIso: expect.any(String), loss: 50, cashback: 2.5 }],
      history: [],
    });
    expect(before.levels.map((l) => [l.code, l.percent, l.payAs])).toEqual([
      ['regular', 5, 'money'],
      ['vip', 10, 'money'],
      ['premium', 15, 'bonus'],
    ]);

    h.clock.set(NEXT_MONDAY);
    const at = new Date(NEXT_MONDAY);
    const runs = await Promise.all([payDueCashback(h.database.db, at), payDueCashback(h.database.db, at)]);
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBeGreaterThanOrEqual(1);
    expect((await payDueCashback(h.database.db, at)).paid).toBe(0);
    const after = cashbackData.parse(
      ((await (await get('/web-api/loyalty/cashback', p.id)).json()) as { data: unknown }).data,
    );
    expect(after.history).toEqual([
      expect.objectContaining({
        weekStart: '2026-11-16T00:00:00.000Z',
        level: 'regular',
        loss: 50,
        amount: 2.5,
        paidAs: 'money',
      }),
    ]);
    expect(after.thisWeek).toEqual([]);
    expect(await balanceOf(h.database.db, p.money)).toBe(50_00 + 2_50);
  });
});

describe('cashback as data', () => {
  it('pays each player of the week once, by level; a small loss pays nothing', async () => {
    const small = await player(100);
    const vip = await player(1000);
    await casinoLoss(small.money, 9_00, FEED_START);
    await casinoLoss(vip.money, 400_00, FEED_START - 3 * 86_400_000);
    await earnPoints(h.database.db, {
      userId: vip.id,
      product: 'sport',
      stakeMinor: 1500_00,
      currencyId: 1,
      reference: 'test:vip',
      at: new Date(FEED_START),
    });
    const at = new Date(NEXT_MONDAY + HOUR);
    await Promise.all([
      payDueCashback(h.database.db, at),
      payDueCashback(h.database.db, at),
      payDueCashback(h.database.db, at),
    ]);
    const payouts = await h.database.db
      .selectFrom('cashback_payouts')
      .selectAll()
      .where('user_id', 'in', [small.id, vip.id])
      .execute();
    expect(payouts.map((p) => [Number(p.user_id), p.level, Number(p.amount_minor)])).toEqual([[vip.id, 'vip', 40_00]]);
    expect(await balanceOf(h.database.db, vip.money)).toBe(1000_00 - 400_00 + 40_00);
  });

  it('premium pays a bonus; while another bonus is active the payout waits for the next run', async () => {
    const p = await player(500);
    await earnPoints(h.database.db, {
      userId: p.id,
      product: 'sport',
      stakeMinor: 6000_00,
      currencyId: 1,
      reference: 'test:premium',
      at: new Date(FEED_START),
    });
    await casinoLoss(p.money, 200_00, FEED_START);
    const other = await offerByCode(h.database.db, 'points_sport_5');
    if (!other) throw new Error('no seeded offer');
    const held = await grantBonus(h.database.db, {
      userId: p.id,
      currencyId: 1,
      offer: other,
      baseMinor: 0,
      source: `t:${p.id}`,
      at: new Date(FEED_START),
    });
    if (!held.granted) throw new Error(held.reason);
    const at = new Date(NEXT_MONDAY);
    expect(await payDueCashback(h.database.db, at, { userId: p.id })).toEqual({ paid: 0, deferred: 1 });
    await refuseBonus(h.database.db, { userId: p.id, bonusId: held.bonus.id, at });
    expect(await payDueCashback(h.database.db, at, { userId: p.id })).toEqual({ paid: 1, deferred: 0 });
    const [bonus] = await bonusesOf(h.database.db, p.id);
    expect(bonus).toMatchObject({
      offerCode: 'cashback_bonus',
      amountMinor: 30_00,
      status: 'active',
      balanceMinor: 30_00,
    });
    const gifts = giftsData.parse(
      ((await (await get('/web-api/loyalty/gifts', p.id)).json()) as { data: unknown }).data,
    );
    expect(gifts.items.map((g) => [g.from, g.amount, g.status])).toEqual([
      ['cashback', 30, 'active'],
      ['operator', 5, 'forfeited'],
    ]);
  });
});

describe('special offers', () => {
  it('lists every reward with the points missing and the next cashback level', async () => {
    const p = await player();
    await earnPoints(h.database.db, {
      userId: p.id,
      product: 'sport',
      stakeMinor: 600_00,
      currencyId: 1,
      reference: 'test:offers',
      at: new Date(FEED_START),
    });
    expect((await get('/web-api/loyalty/offers')).status).toBe(401);
    const answer = offersData.parse(
      ((await (await get('/web-api/loyalty/offers', p.id)).json()) as { data: unknown }).data,
    );
    expect(answer.items.filter((o) => o.type !== 'first_deposit')).toEqual([
      { type: 'reward', rewardId: 1, bonusKind: 0, cost: 500, pointsShort: 0, amount: 5, wagerMultiple: 3 },
      { type: 'reward', rewardId: 2, bonusKind: 1, cost: 800, pointsShort: 200, amount: 10, wagerMultiple: 20 },
      { type: 'cashback_level', level: 'vip', percent: 10, pointsShort: 400 },
    ]);
  });
});

describe('points exchange', () => {
  const exchange = (userId: number, body: unknown) => h.post('/web-api/loyalty/points/exchange', body, userId);

  it('refuses malformed bodies with validation errors, an unknown reward, too few points', async () => {
    const p = await player();
    for (const body of [{}, { reward_id: 'x' }, { reward_id: -1 }, { reward_id: 1, more: 1 }, []]) {
      const res = await exchange(p.id, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { data: { validation_errors: object } }).data.validation_errors).toBeDefined();
    }
    expect((await exchange(p.id, { reward_id: 999_999 })).status).toBe(404);
    const poor = await exchange(p.id, { reward_id: 1 });
    expect(poor.status).toBe(409);
    expect(await poor.text()).toContain('insufficient_points');
  });

  it('exchanges points for a bonus once the balance covers it; a second while the bonus is active is refused', async () => {
    const p = await player();
    await earnPoints(h.database.db, {
      userId: p.id,
      product: 'sport',
      stakeMinor: 1200_00,
      currencyId: 1,
      reference: 'test:x1',
      at: new Date(FEED_START),
    });
    const res = await exchange(p.id, { reward_id: 1 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({ balance: 700, kind: 0 });
    const [bonus] = await bonusesOf(h.database.db, p.id);
    expect(bonus).toMatchObject({ offerCode: 'points_sport_5', amountMinor: 5_00, status: 'active' });
    const again = await exchange(p.id, { reward_id: 1 });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('bonus_active');
    expect(await pointsBalanceOf(h.database.db, p.id)).toBe(700);
    // The bonus bought with points is a gift; a guest gets 401.
    expect((await get('/web-api/loyalty/gifts')).status).toBe(401);
    const gifts = giftsData.parse(
      ((await (await get('/web-api/loyalty/gifts', p.id)).json()) as { data: unknown }).data,
    );
    expect(gifts.items).toEqual([
      expect.objectContaining({ bonusId: bonus?.id, from: 'points', kind: 0, amount: 5, status: 'active', percent: 0 }),
    ]);
  });

  it('20 exchanges at once never spend more points than the balance', async () => {
    // A reward whose bonus converts at once (no wagering), so only the points limit the exchanges.
    const offer = await createOffer(h.database.db, {
      code: 'points-instant',
      kind: 11,
      rules: { trigger: 'manual', amount: { fixedMinor: 1_00 }, wagerMultiple: 0, expiryDays: 1 },
      at: new Date(FEED_START),
    });
    const reward = await h.database.db
      .insertInto('loyalty_rewards')
      .values({ code: 'instant', offer_code: offer.code, points_cost: 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const p = await player();
    await earnPoints(h.database.db, {
      userId: p.id,
      product: 'sport',
      stakeMinor: 550_00,
      currencyId: 1,
      reference: 'test:x20',
      at: new Date(FEED_START),
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => exchange(p.id, { reward_id: Number(reward.id) })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(15);
    expect(await pointsBalanceOf(h.database.db, p.id)).toBe(50);
    expect(await balanceOf(h.database.db, p.money)).toBe(5_00);
  });
});
