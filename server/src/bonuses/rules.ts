/**
 * Bonus kinds and their rules as data (SPEC §3 "Bonus kinds by number"; docs/bonuses.md). An offer is a kind plus
 * rules; the engine (engine.ts) reads only the rules — no branch per kind. The rules are checked by
 * `bonusRulesSchema` wherever they come from (the seed migration, the operator's offers, a test's table).
 */
import { CASINO_CATEGORIES } from '@betframe/sdk/dictionaries';
import { z } from 'zod';

/** SPEC §3 bonus kind numbers. */
export const BONUS_KIND = {
  cancel: -1,
  sport: 0,
  casino: 1,
  promocode: 3,
  double: 4,
  lostFirstBet: 5,
  freebet: 6,
  firstBetsCashback: 7,
  insurance: 8,
  distributionOfProfits: 9,
  sport300: 10,
  daily: 11,
  boost: 13,
  riskFree: 14,
  tactical: 15,
  sportBetting: 16,
} as const;

/**
 * The wagering kinds: each a bonus on the bonus account, wagered to convert. Freebets, insurance (risk-free) and
 * boosts are bet promotions (`BET_PROMOTION_KINDS`); the others of the SPEC's list (cashback, lost first bet,
 * distribution of profits) need mechanics of their own and are refused by `createOffer` until they have them.
 */
export const WAGERING_KINDS: ReadonlySet<number> = new Set([
  BONUS_KIND.sport,
  BONUS_KIND.casino,
  BONUS_KIND.promocode,
  BONUS_KIND.double,
  BONUS_KIND.sport300,
  BONUS_KIND.daily,
  BONUS_KIND.tactical,
  BONUS_KIND.sportBetting,
]);

/** The bet-promotion kinds and the rule each needs (`freebet` or `insurance`, see `mechanicOf`). */
export const BET_PROMOTION_KINDS: ReadonlyMap<number, SlipMechanic> = new Map([
  [BONUS_KIND.freebet, 'freebet'],
  [BONUS_KIND.insurance, 'insurance'],
  [BONUS_KIND.riskFree, 'insurance'],
  [BONUS_KIND.boost, 'boost'],
]);

/**
 * The kinds that work without the slip (docs/bonuses.md): lost first bet 5 and first bets cashback 7 cover the first
 * bets settled after the grant (`coverage`; kind 5 covers exactly one), distribution of profits 9 takes part in a
 * profit pool (`pool`).
 */
export const SETTLED_KINDS: ReadonlyMap<number, 'coverage' | 'pool'> = new Map([
  [BONUS_KIND.lostFirstBet, 'coverage'],
  [BONUS_KIND.firstBetsCashback, 'coverage'],
  [BONUS_KIND.distributionOfProfits, 'pool'],
]);

/** The mechanics chosen in the bet slip (a grant serving one bet). */
export type SlipMechanic = 'freebet' | 'insurance' | 'boost';
export const SLIP_MECHANICS: ReadonlySet<BonusMechanic> = new Set(['freebet', 'insurance', 'boost']);

const minor = z.number().int().positive().max(1_000_000_000_00);
const categoryName = (key: string) => key.replace(/^casino_/, '');
const categoryNames = CASINO_CATEGORIES.map((c) => categoryName(c.key)) as [string, ...string[]];

/** A game's category names (`slots`, `table_games`…) from its category ids, as the contribution rules name them. */
export function categoryNamesOf(ids: readonly number[]): string[] {
  return CASINO_CATEGORIES.filter((c) => ids.includes(c.id)).map((c) => categoryName(c.key));
}

/** Which coupons a bet promotion may be used on: the coupon's odds, its legs, each leg's odds. */
const couponRule = z.strictObject({
  minOdds: z.number().min(1).max(1000),
  minLegs: z.number().int().min(1).max(50),
  minLegOdds: z.optional(z.number().min(1).max(1000)),
});

export const bonusRulesSchema = z
  .strictObject({
    /** What grants it: the first approved deposit (with the player's choice), any deposit, a promo code, the desk. */
    trigger: z.enum(['first_deposit', 'deposit', 'promo_code', 'manual']),
    /** A fixed amount, or a percent of the triggering amount (the deposit) up to a cap. */
    amount: z.union([
      z.strictObject({ fixedMinor: minor }),
      z.strictObject({ percent: z.number().positive().max(1000), capMinor: minor }),
    ]),
    /** Wagering needed = multiple × the bonus amount (0: converts at once). */
    wagerMultiple: z.number().min(0).max(200),
    /** Sport bets count when the coupon's odds, its number of legs and each leg's odds reach these. */
    sport: z.optional(
      z.strictObject({
        minOdds: z.number().min(1).max(1000),
        minLegs: z.number().int().min(1).max(50),
        minLegOdds: z.optional(z.number().min(1).max(1000)),
      }),
    ),
    /** Casino rounds count this percent of their stake, by the game's category (the best of its categories). */
    casino: z.optional(
      z.strictObject({ contribution: z.partialRecord(z.enum(categoryNames), z.number().int().min(0).max(100)) }),
    ),
    /** The largest single stake while the bonus is being wagered; a larger one is refused. */
    maxStakeMinor: z.optional(minor),
    /** Days from the grant until an unfinished bonus is forfeited. */
    expiryDays: z.number().int().min(1).max(365),
    /**
     * A freebet: the amount is a stake the player places on a coupon meeting these rules instead of money; a won
     * bet pays its winnings without the stake. Nothing is on the bonus account and nothing is wagered.
     */
    freebet: z.optional(couponRule),
    /**
     * Insurance (risk-free): a bet the player insures with it refunds `percent` of its stake (up to `capMinor`) when
     * lost — as real money, or as the bonus of `refundOffer` (a wagering offer granted on the refund).
     */
    insurance: z.optional(
      z.strictObject({
        ...couponRule.shape,
        percent: z.number().positive().max(100),
        capMinor: minor,
        refundOffer: z.optional(z.string().min(1).max(64)),
      }),
    ),
    /**
     * A boost: a won bet the player boosts with it is paid `percent` more of its winnings (the return minus the
     * stake), up to `capMinor`, by the house in the bet's settlement.
     */
    boost: z.optional(
      z.strictObject({ ...couponRule.shape, percent: z.number().positive().max(1000), capMinor: minor }),
    ),
    /**
     * Coverage (lost first bet, first bets cashback): the first `bets` real-money sport bets settled after the grant
     * (coupons meeting the coupon rule; no freebet or other promotion on them) are counted; when the last is, `percent`
     * of their net loss (real stakes − what came back) up to `capMinor` is refunded — as real money, or as the
     * `refundOffer`'s grant on that amount (a wagering bonus, or a freebet whose amount is a percent of it).
     */
    coverage: z.optional(
      z.strictObject({
        ...couponRule.shape,
        bets: z.number().int().min(1).max(20),
        percent: z.number().positive().max(100),
        capMinor: minor,
        refundOffer: z.optional(z.string().min(1).max(64)),
      }),
    ),
    /**
     * A profit pool (distribution of profits): when the operator closes a period, `percent` of the house's net gaming
     * profit over it (positive only, up to `capMinor`) is shared among the holders whose real-money turnover in the
     * period reached `minTurnoverMinor`, pro rata to that turnover.
     */
    pool: z.optional(
      z.strictObject({
        percent: z.number().positive().max(100),
        capMinor: minor,
        minTurnoverMinor: z.number().int().min(0).max(1_000_000_000_00),
      }),
    ),
  })
  .superRefine((rules, ctx) => {
    const promotions = [rules.freebet, rules.insurance, rules.boost, rules.coverage, rules.pool].filter(Boolean).length;
    if (promotions > 1) ctx.addIssue({ code: 'custom', message: 'one of freebet, insurance, boost, coverage or pool' });
    if (promotions > 0 && (rules.wagerMultiple !== 0 || rules.sport || rules.casino))
      ctx.addIssue({ code: 'custom', message: 'a bet promotion has no wagering (wagerMultiple 0, no sport/casino)' });
  });

/** How a grant of these rules works: wagering, a slip promotion, a coverage or a profit pool (no kind is read). */
export type BonusMechanic = 'wagering' | SlipMechanic | 'coverage' | 'pool';
export function mechanicOf(rules: BonusRules): BonusMechanic {
  if (rules.freebet) return 'freebet';
  if (rules.insurance) return 'insurance';
  if (rules.boost) return 'boost';
  if (rules.coverage) return 'coverage';
  return rules.pool ? 'pool' : 'wagering';
}

/** The coupon rule of a bet promotion's rules (undefined for a wagering bonus). */
export function promotionCouponRule(rules: BonusRules): z.infer<typeof couponRule> | undefined {
  return rules.freebet ?? rules.insurance ?? rules.boost;
}

/** What a boost adds to a won bet: `percent` of its winnings (return − stake), up to the cap; 0 when none. */
export function boostExtraMinor(rules: BonusRules, returnMinor: number, stakeMinor: number): number {
  const boost = rules.boost;
  if (!boost || returnMinor <= stakeMinor) return 0;
  return Math.min(boost.capMinor, Math.floor(((returnMinor - stakeMinor) * boost.percent) / 100));
}

/** Whether an offer of `kind` with these rules has mechanics the engine runs. */
export function kindFitsRules(kind: number, rules: BonusRules): boolean {
  const mechanic = mechanicOf(rules);
  if (mechanic === 'wagering') return WAGERING_KINDS.has(kind);
  // The lost first bet covers one bet; first bets cashback any number.
  if (kind === BONUS_KIND.lostFirstBet && rules.coverage?.bets !== 1) return false;
  return (BET_PROMOTION_KINDS.get(kind) ?? SETTLED_KINDS.get(kind)) === mechanic;
}

/** A coverage's refund for the net loss of its counted bets: `percent` of a positive loss, up to the cap. */
export function coverageRefundMinor(rules: BonusRules, netLossMinor: number): number {
  const coverage = rules.coverage;
  if (!coverage || netLossMinor <= 0) return 0;
  return Math.min(coverage.capMinor, Math.floor((netLossMinor * coverage.percent) / 100 + 1e-9));
}

/** A player's pool share: the pool pro rata to their turnover among the qualifying turnover (rounded down). */
export function poolShareMinor(poolMinor: number, turnoverMinor: number, totalTurnoverMinor: number): number {
  if (poolMinor <= 0 || totalTurnoverMinor <= 0) return 0;
  return Number((BigInt(poolMinor) * BigInt(turnoverMinor)) / BigInt(totalTurnoverMinor));
}

/** The pool of a period: the rules' percent of a positive net gaming profit, up to the cap. */
export function poolOfProfitMinor(rules: BonusRules, profitMinor: number): number {
  const pool = rules.pool;
  if (!pool || profitMinor <= 0) return 0;
  return Math.min(pool.capMinor, Math.floor((profitMinor * pool.percent) / 100 + 1e-9));
}

/** Why a coupon may not use a bet promotion with these coupon rules (undefined: it may). */
export function couponRefusal(
  rule: z.infer<typeof couponRule>,
  coupon: { odds: number; legOdds: readonly number[] },
): 'promotion_min_legs' | 'promotion_min_odds' | undefined {
  if (coupon.legOdds.length < rule.minLegs) return 'promotion_min_legs';
  if (coupon.odds < rule.minOdds) return 'promotion_min_odds';
  if (rule.minLegOdds !== undefined && coupon.legOdds.some((o) => o < (rule.minLegOdds as number)))
    return 'promotion_min_odds';
  return undefined;
}

export type BonusRules = z.infer<typeof bonusRulesSchema>;

/** The bonus an offer gives for a triggering amount (a deposit); for a fixed amount the base is ignored. */
export function bonusAmountMinor(rules: BonusRules, baseMinor: number): number {
  if ('fixedMinor' in rules.amount) return rules.amount.fixedMinor;
  return Math.min(rules.amount.capMinor, Math.floor((baseMinor * rules.amount.percent) / 100));
}

export function wagerRequiredMinor(rules: BonusRules, amountMinor: number): number {
  return Math.ceil(amountMinor * rules.wagerMultiple);
}

/** A wager as the bonus engine sees it: a settled sport bet or a closed casino round. */
export type Wager =
  | { product: 'sport'; stakeMinor: number; odds: number; legOdds: readonly number[] }
  | { product: 'casino'; stakeMinor: number; categories: readonly string[] };

/** The part of a wager's stake that counts toward the rules' wagering (0 when it does not qualify). */
export function countedMinor(rules: BonusRules, wager: Wager): number {
  if (wager.product === 'sport') {
    const sport = rules.sport;
    if (!sport) return 0;
    if (wager.legOdds.length < sport.minLegs || wager.odds < sport.minOdds) return 0;
    if (sport.minLegOdds !== undefined && wager.legOdds.some((o) => o < (sport.minLegOdds as number))) return 0;
    return wager.stakeMinor;
  }
  const contribution = rules.casino?.contribution;
  if (!contribution) return 0;
  const percent = Math.max(0, ...wager.categories.map((c) => contribution[c as keyof typeof contribution] ?? 0));
  return Math.floor((wager.stakeMinor * percent) / 100);
}

/** Progress as the Bonus entity shows it (SPEC §3: current progress, progress percent). */
export function progressPercent(wageredMinor: number, requiredMinor: number): number {
  if (requiredMinor <= 0) return 100;
  return Math.min(100, Math.floor((wageredMinor * 100) / requiredMinor));
}
