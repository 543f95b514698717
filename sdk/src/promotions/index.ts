/**
 * The operator's running promotions for one player (SPEC §2 office "promotions"; docs/office.md "Promotions"):
 * one call composing the running tournaments, the active toto draw, bring a friend, the express boost and the
 * loyalty offers, each with the player's own state. Browser-safe (zod/mini); the server checks its answer with it.
 */
import * as z from 'zod/mini';
import { cashbackLevelCodes } from '../loyalty';

/** GET — signed in only (401 for a guest). */
export const promotionsPath = '/web-api/promotions';

const int = z.number().check(z.int());

export const promotionItem = z.discriminatedUnion('kind', [
  /** A running tournament; `joined` when the player opted in. */
  z.object({
    kind: z.literal('tournament'),
    id: int,
    name: z.string(),
    product: z.enum(['sport', 'casino']),
    endsAt: z.string(),
    participants: int,
    joined: z.boolean(),
  }),
  /** The toto draw accepting coupons; `coupons`: the player's coupons in it. */
  z.object({ kind: z.literal('toto'), drawId: int, closesAt: z.string(), coupons: int }),
  /** Bring a friend (only while the partner's programme is on); `friends`: referred players not removed. */
  z.object({ kind: z.literal('referral'), friends: int }),
  /** The express boost (only while the partner's configuration turns it on). */
  z.object({
    kind: z.literal('express_boost'),
    minLegCoef: z.number(),
    steps: z.array(z.object({ legs: int, percent: z.number() })),
  }),
  /** The special offers open to the player now (docs/bonuses.md "Special offers"). */
  z.object({ kind: z.literal('offers'), count: int }),
  /** The weekly cashback at the player's level. */
  z.object({ kind: z.literal('cashback'), level: z.enum(cashbackLevelCodes), percent: z.number() }),
]);
export type PromotionItem = z.infer<typeof promotionItem>;

export const promotionsData = z.object({ items: z.array(promotionItem) });
export type PromotionsData = z.infer<typeof promotionsData>;
