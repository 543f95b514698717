/**
 * The promo store (docs/promotions.md "Promo store"): the wire shapes of the items loyalty points buy, a purchase
 * and the purchase history. Browser-safe (zod/mini); the server validates its answers with the same schemas.
 * Prices and balances are whole points.
 */
import * as z from 'zod/mini';

export const promoStorePaths = {
  /** GET — the items on sale with the player's remaining limit and the stock, and the points balance. */
  items: '/web-api/promo-store',
  /** POST `{ itemCode, requestId }` — buy one item (idempotent on requestId). */
  buy: '/web-api/promo-store/buy',
  /** GET — the player's purchases, newest first. */
  purchases: '/web-api/promo-store/purchases',
} as const;

const int = z.number().check(z.int());

export const promoStoreKinds = ['bonus', 'freebet', 'merchandise'] as const;
export type PromoStoreKind = (typeof promoStoreKinds)[number];

export const promoStoreItem = z.object({
  code: z.string(),
  /** The name in each site language (ru, en, kk, ar). */
  name: z.record(z.string(), z.string()),
  kind: z.enum(promoStoreKinds),
  price: int,
  /** null: unlimited. */
  stock: z.nullable(int),
  /** null: no limit per player. */
  perPlayerLimit: z.nullable(int),
  /** What the player may still buy; null: no limit. */
  remaining: z.nullable(int),
});
export type PromoStoreItem = z.infer<typeof promoStoreItem>;

export const promoStoreData = z.object({ balance: int, items: z.array(promoStoreItem) });
export type PromoStoreData = z.infer<typeof promoStoreData>;

export const promoStoreBuyRefusals = [
  'insufficient_points',
  'out_of_stock',
  'limit_reached',
  'bonus_active',
  'request_id_reused',
] as const;

export const promoPurchase = z.object({
  id: int,
  itemCode: z.string(),
  /** The item's name in each site language. */
  name: z.record(z.string(), z.string()),
  kind: z.enum(promoStoreKinds),
  points: int,
  bonusId: z.nullable(int),
  status: z.enum(['granted', 'ordered', 'delivered', 'cancelled']),
  at: z.string(),
});
export type PromoPurchase = z.infer<typeof promoPurchase>;

export const promoBuyData = z.object({ purchase: promoPurchase, balance: int, replay: z.boolean() });
export type PromoBuyData = z.infer<typeof promoBuyData>;

export const promoPurchasesData = z.object({ items: z.array(promoPurchase) });
export type PromoPurchasesData = z.infer<typeof promoPurchasesData>;
