/**
 * Bet promotions through the real bet routes, table-driven per kind (freebet 6, insurance 8 refunding real money,
 * risk-free 14 refunding as a bonus, boost 13 raising a won bet's winnings): the trigger (a promo code), the credit (available, no money moved), the use
 * in a bet, settlement won / lost / void, used once only, expiry, the coupon-rule refusal; a promo code in the slip with its
 * refusals; a freebet used by two bets at once is used once. The ledger and the bonus books reconcile after each.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BettingHarness, FEED_START, matchResultType, openBettingHarness } from '../betting/test-support';
import type { GameDef } from '../feed';
import { balanceOf, openPlayerAccount } from '../wallet';
import { betPromotionsOf } from './bet-promotions';
import { BonusOfferError, bonusesOf, createOffer, expireDue } from './engine';
import { activatePromoCode, createPromoCode } from './promo-codes';
import { placeSingle, resetCheckAndCloseHarness } from './test-support';

const DAY = 86_400_000;
let h: BettingHarness;
const at = new Date(FEED_START);

const KINDS = [
  {
    name: 'freebet',
    kind: 6,
    mechanic: 'freebet',
    rule: { freebet: { minOdds: 1.01, minLegs: 1 } },
    amountMinor: 10_00,
  },
  {
    name: 'insurance (money)',
    kind: 8,
    mechanic: 'insurance',
    rule: { insurance: { minOdds: 1.01, minLegs: 1, percent: 50, capMinor: 20_00 } },
    amountMinor: 20_00,
  },
  {
    name: 'risk-free (bonus)',
    kind: 14,
    mechanic: 'insurance',
    rule: { insurance: { minOdds: 1.01, minLegs: 1, percent: 100, capMinor: 30_00, refundOffer: 'rf-refund' } },
    amountMinor: 30_00,
  },
  {
    name: 'boost',
    kind: 13,
    mechanic: 'boost',
    rule: { boost: { minOdds: 1.01, minLegs: 1, percent: 20, capMinor: 4_00 } },
    amountMinor: 4_00,
  },
] as const;

/** What a won bet's boost adds: the percent of its winnings (return − stake), up to the cap. */
const boostOf = (k: (typeof KINDS)[number], payout: number, stake: number): number =>
  'boost' in k.rule ? Math.min(k.rule.boost.capMinor, Math.floor(((payout - stake) * k.rule.boost.percent) / 100)) : 0;

const rulesOf = (k: (typeof KINDS)[number], minLegs = 1) => {
  const [key, rule] = Object.entries(k.rule)[0] as [string, Record<string, unknown>];
  return {
    trigger: 'promo_code',
    amount: { fixedMinor: k.amountMinor },
    wagerMultiple: 0,
    expiryDays: 7,
    [key]: { ...rule, minLegs },
  };
};

beforeAll(async () => {
  h = await openBettingHarness({ seed: 44 });
  const db = h.database.db;
  await createOffer(db, {
    code: 'rf-refund',
    kind: 0,
    rules: {
      trigger: 'manual',
      amount: { percent: 100, capMinor: 1000_00 },
      wagerMultiple: 1,
      sport: { minOdds: 1.01, minLegs: 1 },
      expiryDays: 30,
    },
    at,
  });
  for (const k of KINDS) {
    await createOffer(db, { code: `offer-${k.kind}`, kind: k.kind, rules: rulesOf(k), at });
    await createOffer(db, { code: `strict-${k.kind}`, kind: k.kind, rules: rulesOf(k, 2), at });
    await createPromoCode(db, { code: `CODE${k.kind}`, offerCode: `offer-${k.kind}`, perPlayer: 5, startsAt: at }, at);
    await createPromoCode(db, { code: `STRICT${k.kind}`, offerCode: `strict-${k.kind}`, startsAt: at }, at);
  }
  await createPromoCode(db, { code: 'WAGER', offerCode: 'rf-refund', startsAt: at }, at);
}, 120_000);
resetCheckAndCloseHarness(() => h);

async function activate(userId: number, code: string) {
  const r = await activatePromoCode(h.database.db, { userId, partner: 1, currencyId: 1, code, at });
  if (!r.activated) throw new Error(r.reason);
  return r.bonus;
}

const resultType = (game: GameDef, win: boolean): number => matchResultType(h, game, win);

function cancelledGame(): GameDef {
  const g = h.feed.provider.games().find((x) => x.cancelled && x.startAt > FEED_START);
  if (!g) throw new Error('no cancelled game in the line');
  return g;
}

async function bet(userId: number, game: GameDef, type: number, guid: string, extra: Record<string, unknown>) {
  const { res, coef } = await placeSingle(h, { userId, game, type, betGuid: `promo-test-${guid}`, extra });
  return { res, coef, code: res.status === 200 ? undefined : await errorCode(res) };
}

async function errorCode(res: Response): Promise<string | undefined> {
  const body = (await res.json()) as { errors?: Array<{ code: string }> };
  return body.errors?.[0]?.code;
}

async function settle(game: GameDef) {
  h.clock.set(h.feed.provider.endOf(game) + 5000);
  await h.engine.settleDue();
  h.clock.set(FEED_START);
}

const betRow = (guid: string) =>
  h.database.db.selectFrom('bets').selectAll().where('bet_guid', '=', `promo-test-${guid}`).executeTakeFirstOrThrow();

/** What the player's money and bonus accounts hold. */
async function holdings(userId: number) {
  const db = h.database.db;
  const money = await balanceOf(db, await openPlayerAccount(db, { userId, currencyId: 1 }));
  const bonus = await balanceOf(db, await openPlayerAccount(db, { userId, currencyId: 1, type: 'bonus' }));
  return { money, bonus };
}

describe('createOffer accepts the bet-promotion kinds with their mechanics', () => {
  it('refuses a kind whose rules are not its mechanic, and kinds still without mechanics', async () => {
    const db = h.database.db;
    const freebet = rulesOf(KINDS[0]);
    await expect(createOffer(db, { code: 'x1', kind: 0, rules: freebet, at })).rejects.toThrow(BonusOfferError);
    await expect(createOffer(db, { code: 'x2', kind: 8, rules: freebet, at })).rejects.toThrow(BonusOfferError);
    await expect(createOffer(db, { code: 'x3', kind: 7, rules: freebet, at })).rejects.toThrow(BonusOfferError);
    await expect(createOffer(db, { code: 'x5', kind: 13, rules: freebet, at })).rejects.toThrow(BonusOfferError);
    await expect(createOffer(db, { code: 'x6', kind: 9, rules: freebet, at })).rejects.toThrow(BonusOfferError);
    const boost = rulesOf(KINDS[3]);
    await expect(createOffer(db, { code: 'x7', kind: 8, rules: boost, at })).rejects.toThrow(BonusOfferError);
    const both = { ...boost, freebet: { minOdds: 1.01, minLegs: 1 } };
    await expect(createOffer(db, { code: 'x8', kind: 13, rules: both, at })).rejects.toThrow();
    const wagered = { ...freebet, wagerMultiple: 3 };
    await expect(createOffer(db, { code: 'x4', kind: 6, rules: wagered, at })).rejects.toThrow();
  });
});

describe.each(KINDS.map((k, i) => ({ ...k, base: 9100 + i * 100 })))('$name (kind $kind)', (k) => {
  const isFreebet = k.kind === 6;

  it('a promo code grants it: available for bets, nothing on any account', async () => {
    const user = k.base + 1;
    const granted = await activate(user, `CODE${k.kind}`);
    expect(granted).toMatchObject({ kind: k.kind, status: 'active', mechanic: k.mechanic });
    const available = await betPromotionsOf(h.database.db, { userId: user, currencyId: 1, at });
    expect(available.map((p) => [p.bonusId, p.amountMinor])).toEqual([[granted.id, k.amountMinor]]);
    expect(await holdings(user)).toEqual({ money: 0, bonus: 0 });
  });

  it('used on a won bet', async () => {
    const user = k.base + 2;
    await h.fund(user, 100);
    const promo = await activate(user, `CODE${k.kind}`);
    const game = h.upcoming(1, 0);
    const placed = await bet(user, game, resultType(game, true), `${k.kind}-won`, { userIdBonus: promo.id });
    expect([placed.res.status, placed.code]).toEqual([200, undefined]);
    const stake = isFreebet ? k.amountMinor : 25_00;
    expect((await holdings(user)).money).toBe(isFreebet ? 100_00 : 75_00);
    expect(await betRow(`${k.kind}-won`)).toMatchObject({
      promo_bonus_id: promo.id,
      freebet_minor: isFreebet ? stake : 0,
      stake_minor: stake,
    });
    await settle(game);
    const won = Math.floor(stake * placed.coef + 1e-6);
    const extra = boostOf(k, won, stake);
    const payout = won + extra;
    // A won freebet pays the winnings without the stake; a won insured bet pays as any bet, no refund; a boosted
    // bet pays its boost on top, from the house, in the same settlement posting.
    expect(extra > 0).toBe(k.kind === 13);
    expect((await holdings(user)).money).toBe(isFreebet ? 100_00 + payout - stake : 75_00 + payout);
    const settled = await betRow(`${k.kind}-won`);
    expect(settled).toMatchObject({ status: 'won', payout_minor: isFreebet ? payout - stake : payout });
    expect(settled.boost_minor).toBe(extra);
    const [after] = await bonusesOf(h.database.db, user);
    expect(after).toMatchObject({ status: 'used', betId: Number(settled.id) });
    // Once only: the used promotion is not offered and a second bet naming it is refused.
    expect(await betPromotionsOf(h.database.db, { userId: user, currencyId: 1, at })).toEqual([]);
    const again = await bet(user, h.upcoming(1, 2), 1, `${k.kind}-won-again`, { userIdBonus: promo.id });
    expect([again.res.status, again.code]).toEqual([400, 'promotion_not_found']);
  });

  it('used on a lost bet: a freebet pays nothing, an insurance refunds its share once', async () => {
    const user = k.base + 3;
    await h.fund(user, 100);
    const promo = await activate(user, `CODE${k.kind}`);
    const game = h.upcoming(1, 1);
    expect(
      (await bet(user, game, resultType(game, false), `${k.kind}-lost`, { userIdBonus: promo.id })).res.status,
    ).toBe(200);
    await settle(game);
    await h.engine.settleDue();
    const refund = k.kind === 8 ? 12_50 : k.kind === 14 ? 25_00 : 0;
    expect(await holdings(user)).toEqual(
      k.kind === 14 ? { money: 75_00, bonus: refund } : { money: (isFreebet ? 100_00 : 75_00) + refund, bonus: 0 },
    );
    expect(await betRow(`${k.kind}-lost`)).toMatchObject({ status: 'lost' });
    if (k.kind === 14) {
      const bonuses = await bonusesOf(h.database.db, user);
      expect(bonuses.find((b) => b.mechanic === 'wagering')).toMatchObject({ amountMinor: 25_00, status: 'active' });
    }
  });

  it('used on a void bet: the stake comes back and the promotion is available again', async () => {
    const user = k.base + 4;
    await h.fund(user, 100);
    const promo = await activate(user, `CODE${k.kind}`);
    const game = cancelledGame();
    const o = h.feed.provider.view(game).outcomes[0];
    expect((await bet(user, game, o?.type ?? 1, `${k.kind}-void`, { userIdBonus: promo.id })).res.status).toBe(200);
    h.clock.set(game.startAt + 1000);
    await h.engine.settleDue();
    h.clock.set(FEED_START);
    expect(await betRow(`${k.kind}-void`)).toMatchObject({ status: 'refund' });
    expect(await holdings(user)).toEqual({ money: 100_00, bonus: 0 });
    const available = await betPromotionsOf(h.database.db, { userId: user, currencyId: 1, at });
    expect(available.map((p) => p.bonusId)).toEqual([promo.id]);
  });

  it('expires unused: forfeited, not offered, refused on a bet', async () => {
    const user = k.base + 5;
    await h.fund(user, 100);
    const promo = await activate(user, `CODE${k.kind}`);
    const later = new Date(FEED_START + 8 * DAY);
    expect(await expireDue(h.database.db, later)).toBeGreaterThanOrEqual(1);
    expect((await bonusesOf(h.database.db, user))[0]).toMatchObject({ status: 'forfeited', closedReason: 'expired' });
    expect(await betPromotionsOf(h.database.db, { userId: user, currencyId: 1, at })).toEqual([]);
    const game = h.upcoming(1, 2);
    const placed = await bet(user, game, 1, `${k.kind}-expired`, { userIdBonus: promo.id });
    expect([placed.res.status, placed.code]).toEqual([400, 'promotion_not_found']);
    expect((await holdings(user)).money).toBe(100_00);
  });

  it('refuses a coupon outside its rules, moving nothing and keeping the promotion', async () => {
    const user = k.base + 6;
    await h.fund(user, 100);
    const promo = await activate(user, `STRICT${k.kind}`);
    const game = h.upcoming(1, 3);
    const placed = await bet(user, game, 1, `${k.kind}-strict`, { userIdBonus: promo.id });
    expect([placed.res.status, placed.code]).toEqual([400, 'promotion_min_legs']);
    expect((await holdings(user)).money).toBe(100_00);
    expect((await bonusesOf(h.database.db, user))[0]).toMatchObject({ status: 'active' });
  });

  it('a promo code in the slip grants and uses it on that bet; a second use of the code is refused', async () => {
    const user = k.base + 7;
    await h.fund(user, 100);
    const game = h.upcoming(1, 4);
    expect((await bet(user, game, 1, `${k.kind}-promo-1`, { promo: `code${k.kind}` })).res.status).toBe(200);
    const row = await betRow(`${k.kind}-promo-1`);
    expect(row.promo_bonus_id).not.toBeNull();
    expect(row.freebet_minor).toBe(isFreebet ? k.amountMinor : 0);
    const strict = await bet(user, game, 1, `${k.kind}-promo-2`, { promo: `STRICT${k.kind}` });
    expect([strict.res.status, strict.code]).toEqual([400, 'promotion_min_legs']);
    // The refused bet used nothing: the strict code is still unused and can be activated in the office.
    await activate(user, `STRICT${k.kind}`);
  });
});

describe('a promo code in the slip', () => {
  it('answers coded refusals and moves nothing', async () => {
    const user = 9901;
    await h.fund(user, 100);
    const game = h.upcoming(1, 5);
    const cases: Array<[Record<string, unknown>, number, string | undefined]> = [
      [{ promo: 'NOPE' }, 400, 'promo_unknown_code'],
      [{ promo: 'WAGER' }, 400, 'promo_not_for_bets'],
      [{ promo: 'CODE6', userIdBonus: 1 }, 400, undefined],
      [{ promo: 'CODE6', isAutoBet: true, autoBetCf: 5 }, 400, 'promotion_not_combinable'],
    ];
    for (const [i, [extra, status, code]] of cases.entries()) {
      const placed = await bet(user, game, 1, `promo-refusal-${i}`, extra);
      expect(placed.res.status).toBe(status);
      if (code) expect(placed.code).toBe(code);
    }
    expect((await holdings(user)).money).toBe(100_00);
    expect(await bonusesOf(h.database.db, user)).toEqual([]);
  });
});

describe('concurrency', () => {
  it('a freebet used by two bets at once is used once', async () => {
    const user = 9902;
    await h.fund(user, 100);
    const promo = await activate(user, 'CODE6');
    const [a, b] = [h.upcoming(1, 6), h.upcoming(1, 7)];
    const results = await Promise.all([
      bet(user, a, 1, 'twice-a', { userIdBonus: promo.id }),
      bet(user, b, 1, 'twice-b', { userIdBonus: promo.id }),
    ]);
    expect(results.map((r) => r.res.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.res.status === 400)?.code).toBe('promotion_not_found');
    const used = await h.database.db.selectFrom('bets').select('id').where('promo_bonus_id', '=', promo.id).execute();
    expect(used).toHaveLength(1);
    expect((await holdings(user)).money).toBe(100_00);
  });
});
