/**
 * Sharing a coupon (SPEC §7 `datalinelive/putbetscommon`): the slip sends its coupon (or several), the server
 * keeps it under a short code until `expiresAt` and answers the code and the site link `/{lang}/coupon/{code}`.
 * Another player (or a guest) loads the code with GetCoupon; outcomes of events that have ended come back in
 * `dropped`, the rest loads.
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

/** An outcome GetCoupon left out of a loaded coupon because its event has ended. */
export const droppedEventSchema = z.object({
  gameId: z.number(),
  type: z.number(),
  param: z.number(),
  name: z.string(),
  gameName: z.string(),
});
export type DroppedEvent = z.output<typeof droppedEventSchema>;

/** How long a shared code holds. */
export const COUPON_SHARE_DAYS = 7;
