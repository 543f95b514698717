/**
 * Bet promotions in the slip (docs/bonuses.md "Freebets and insurance"): the freebets and insurances the player may
 * use on a bet now, and the bet call's refusals for them. Browser-safe (zod/mini).
 */
import * as z from 'zod/mini';

export { betPromotionPaths } from './bet-promotion-paths';

export const betPromotion = z.object({
  /** The player bonus id: the bet call's `userIdBonus`. */
  id: z.number().check(z.int()),
  /** SPEC §3 bonus kind (6 freebet, 8 insurance, 13 boost, 14 risk-free). */
  type: z.number().check(z.int()),
  mechanic: z.enum(['freebet', 'insurance', 'boost']),
  /** A freebet's stake, an insurance's largest refund or a boost's largest extra (major units of `currencyIso`). */
  amount: z.number(),
  /** An insurance's refund percent of a lost stake; a boost's extra percent of the winnings. */
  percent: z.optional(z.number()),
  currencyIso: z.string(),
  expirationDate: z.string(),
  /** The coupon it may be used on: its odds, its number of legs, each leg's odds. */
  minOdds: z.number(),
  minLegs: z.number().check(z.int()),
  minLegOdds: z.optional(z.number()),
});
export type BetPromotionWire = z.infer<typeof betPromotion>;

export const betPromotionsData = z.object({ items: z.array(betPromotion) });
export type BetPromotionsData = z.infer<typeof betPromotionsData>;

/** The bet call's 400 codes for a promotion (`promo_<refusal>` for a promo code the slip could not activate). */
export const betPromotionRefusals = [
  'promotion_not_found',
  'promotion_min_legs',
  'promotion_min_odds',
  'promotion_not_combinable',
  'promo_not_for_bets',
  'promo_unknown_code',
  'promo_not_started',
  'promo_expired',
  'promo_used_up',
  'promo_already_used',
  'promo_country_not_allowed',
  'promo_partner_not_allowed',
  'promo_bonus_active',
] as const;
export type BetPromotionRefusal = (typeof betPromotionRefusals)[number];
