/**
 * Cashback and loyalty points (docs/bonuses.md "Cashback", "Loyalty points"): the wire shapes of the player's
 * cashback (levels, this week's loss so far, the next payout, paid weeks) and points (balance, history, rewards,
 * exchange). Browser-safe (zod/mini); the server validates its answers with the same schemas. Amounts are major
 * units of `currencyIso`; points are whole numbers.
 */
import * as z from 'zod/mini';

export const loyaltyPaths = {
  /** GET — the player's cashback: levels, their level, this week so far, the next payout, paid weeks. */
  cashback: '/web-api/loyalty/cashback',
  /** GET — the player's points: balance, earning rates, rewards, history. */
  points: '/web-api/loyalty/points',
  /** POST `{ reward_id }` — exchange points for a reward's bonus. */
  exchange: '/web-api/loyalty/points/exchange',
} as const;

const int = z.number().check(z.int());

export const cashbackLevelCodes = ['regular', 'vip', 'premium'] as const;
export type CashbackLevelCode = (typeof cashbackLevelCodes)[number];

export const cashbackLevel = z.object({
  code: z.enum(cashbackLevelCodes),
  /** Lifetime earned points from which the level applies. */
  minPoints: int,
  percent: z.number(),
  /** In the player's currency. */
  minLoss: z.number(),
  cap: z.number(),
  payAs: z.enum(['money', 'bonus']),
});

export const cashbackData = z.object({
  levels: z.array(cashbackLevel),
  level: z.enum(cashbackLevelCodes),
  earnedPoints: int,
  /** The next level and the lifetime points it needs; null at the top. */
  nextLevel: z.nullable(z.object({ code: z.enum(cashbackLevelCodes), minPoints: int })),
  week: z.object({ start: z.string(), nextPayout: z.string() }),
  /** This week so far, per currency account with a loss: the loss and the cashback it would give now. */
  thisWeek: z.array(z.object({ currencyIso: z.string(), loss: z.number(), cashback: z.number() })),
  currencyIso: z.string(),
  history: z.array(
    z.object({
      weekStart: z.string(),
      level: z.enum(cashbackLevelCodes),
      currencyIso: z.string(),
      loss: z.number(),
      amount: z.number(),
      paidAs: z.enum(['money', 'bonus']),
      paidAt: z.string(),
    }),
  ),
});
export type CashbackData = z.infer<typeof cashbackData>;

export const reward = z.object({
  id: int,
  code: z.string(),
  cost: int,
  /** SPEC §3 bonus kind of the offer it grants. */
  kind: int,
  /** The bonus amount in the player's currency (null: a percent offer). */
  amount: z.nullable(z.number()),
  currencyIso: z.string(),
  wagerMultiple: z.number(),
});
export type RewardWire = z.infer<typeof reward>;

export const pointsData = z.object({
  balance: int,
  earned: int,
  /** Points per major unit of a settled stake. */
  rates: z.object({ sport: z.number(), casino: z.number() }),
  rewards: z.array(reward),
  history: z.array(
    z.object({
      id: int,
      kind: z.enum(['earn', 'exchange', 'other']),
      points: int,
      reference: z.string(),
      at: z.string(),
    }),
  ),
});
export type PointsData = z.infer<typeof pointsData>;

export const exchangeRefusals = ['insufficient_points', 'bonus_active', 'not_grantable'] as const;

export const exchangeData = z.object({ balance: int, bonusId: int, kind: int });
export type ExchangeData = z.infer<typeof exchangeData>;

/** GET — the bonuses the player was given (not bought with a deposit or a code): cashback, points, the operator. */
export const giftsPath = '/web-api/loyalty/gifts';

export const giftsData = z.object({
  items: z.array(
    z.object({
      bonusId: int,
      from: z.enum(['cashback', 'points', 'operator']),
      /** SPEC §3 bonus kind. */
      kind: int,
      amount: z.number(),
      currencyIso: z.string(),
      status: z.enum(['active', 'completed', 'forfeited']),
      closedReason: z.nullable(z.enum(['wagered', 'expired', 'refused', 'emptied'])),
      /** Wagering progress, percent. */
      percent: int,
      grantedAt: z.string(),
    }),
  ),
});
export type GiftsData = z.infer<typeof giftsData>;

/** GET — the special offers open to the player now: first-deposit bonuses, rewards for points, the next cashback level. */
export const offersPath = '/web-api/loyalty/offers';

export const specialOffer = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('first_deposit'),
    key: z.string(),
    bonusKind: int,
    /** Percent of the deposit up to `cap`, or a fixed `amount` (major units of `currencyIso`). */
    percent: z.nullable(z.number()),
    cap: z.nullable(z.number()),
    amount: z.nullable(z.number()),
    wagerMultiple: z.number(),
  }),
  z.object({
    type: z.literal('reward'),
    rewardId: int,
    bonusKind: int,
    cost: int,
    /** Points still missing (0: the player can exchange now). */
    pointsShort: int,
    amount: z.nullable(z.number()),
    wagerMultiple: z.number(),
  }),
  z.object({
    type: z.literal('cashback_level'),
    level: z.enum(cashbackLevelCodes),
    percent: z.number(),
    pointsShort: int,
  }),
]);
export type SpecialOffer = z.infer<typeof specialOffer>;

export const offersData = z.object({ currencyIso: z.string(), items: z.array(specialOffer) });
export type OffersData = z.infer<typeof offersData>;
export * from './store';
