/**
 * Sharing a coupon (SPEC §7 `datalinelive/putbetscommon`): the slip sends its coupon (or several), the server
 * keeps it under a short code until `expiresAt` and answers the code and the site link `/{lang}/coupon/{code}`.
 * Another player (or a guest) loads the code with GetCoupon; outcomes that can no longer be bet come back in
 * `dropped` with the reason, the rest loads (an outcome of a game suspended for a moment loads: the slip shows it
 * suspended).
 */
import { z } from 'zod/mini';
import { saveCouponRequestSchema } from './coupon';

export const couponSharePath = '/web-api/datalinelive/putbetscommon';

export const putBetsCommonRequestSchema = z.object({
  coupon: z.optional(saveCouponRequestSchema),
  coupons: z.optional(z.array(saveCouponRequestSchema).check(z.minLength(1), z.maxLength(10))),
  lng: z._default(z.string().check(z.regex(/^[a-z]{2}$/)), 'ru'),
});
export type PutBetsCommonRequest = z.input<typeof putBetsCommonRequestSchema>;

export const couponShareSchema = z.object({
  code: z.string(),
  /** ISO date-time after which GetCoupon answers 410 `coupon_expired`. */
  expiresAt: z.string(),
  /** Site path of the shared coupon page. */
  link: z.string(),
});
export type CouponShare = z.output<typeof couponShareSchema>;

/** The answer: `{ data: { type: 'coupon-share', attributes: { code, expiresAt, link, coupons } } }`. */
export const couponShareAnswerSchema = z.object({
  data: z.object({
    attributes: z.object({ ...couponShareSchema.shape, coupons: z.array(couponShareSchema) }),
  }),
});

/**
 * Why GetCoupon left an outcome out: its game is settled (status 2), takes no more bets (3) or was cancelled (4),
 * the game is no longer in the feed (`gone`: then `name` and `gameName` are empty), or the game is open but the
 * outcome is no longer offered (`removed`: its market closed).
 */
export const droppedReasons = ['settled', 'closed', 'cancelled', 'gone', 'removed'] as const;
export type DroppedReason = (typeof droppedReasons)[number];

/** An outcome GetCoupon left out of a loaded coupon, and why. */
export const droppedEventSchema = z.object({
  gameId: z.number(),
  type: z.number(),
  param: z.number(),
  name: z.string(),
  gameName: z.string(),
  reason: z.enum(droppedReasons),
});
export type DroppedEvent = z.output<typeof droppedEventSchema>;

/** How long a shared code holds. */
export const COUPON_SHARE_DAYS = 7;
