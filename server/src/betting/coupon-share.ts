/**
 * Shared coupons (SPEC §7 `datalinelive/putbetscommon`, sdk/src/feed/coupon-share.ts): a short code kept with its
 * coupon until it expires; GetCoupon (routes.ts) reads it back and leaves out the outcomes of ended events.
 */
import { randomBytes } from 'node:crypto';
import {
  COUPON_SHARE_DAYS,
  type CouponEventInput,
  couponSharePath,
  type DroppedEvent,
  putBetsCommonRequestSchema,
  type SaveCouponRequest,
  type UpdateCouponRequest,
  updateCouponRequestSchema,
} from '@betframe/sdk/feed';
import type { Hono } from 'hono';
import { ApiError } from '../app/errors';
import type { AppDeps, AppEnv } from '../app/types';
import { readBody } from '../app/validation';
import { dateOf } from '../clock';
import type { FeedProvider } from '../feed';
import { evaluateEvent } from './evaluate';

/** Eight letters and digits (SaveCoupon's codes are made the same way). */
export function newCouponCode(): string {
  return randomBytes(6)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X');
}

/** The coupon kept under `code`: 404 when there is none, 410 `coupon_expired` once a shared code has expired. */
export async function readSavedCoupon(deps: AppDeps, code: string): Promise<UpdateCouponRequest> {
  const row = await deps.database.db
    .selectFrom('bet_coupons')
    .select(['payload', 'expires_at'])
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  if (!row) throw ApiError.notFound('No coupon with this code');
  if (row.expires_at && new Date(row.expires_at).getTime() <= deps.clock.now())
    throw new ApiError(410, 'coupon_expired', 'This coupon code has expired');
  return updateCouponRequestSchema.parse(typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload);
}

/**
 * Splits a saved coupon's events into those still to be had (game status 1: taking bets, possibly suspended for
 * the moment) and those whose game has ended, been settled or cancelled, or is gone.
 */
export function splitEnded(
  provider: FeedProvider,
  events: readonly CouponEventInput[],
  lang: string,
): { kept: CouponEventInput[]; dropped: DroppedEvent[] } {
  const kept: CouponEventInput[] = [];
  const dropped: DroppedEvent[] = [];
  for (const e of events) {
    const { state, view } = evaluateEvent(provider, e, lang);
    if (view && state.status === 1) kept.push(e);
    else dropped.push({ gameId: e.gameId, type: e.type, param: e.param, name: state.name, gameName: state.gameName });
  }
  return { kept, dropped };
}

/** POST /web-api/datalinelive/putbetscommon: `{ coupon }` or `{ coupons }` → a code (each) with expiry and link. */
export function couponShareRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.post(couponSharePath, async (c) => {
    const req = await readBody(c, putBetsCommonRequestSchema);
    const coupons: SaveCouponRequest[] = req.coupons ?? (req.coupon ? [req.coupon] : []);
    if (coupons.length === 0) throw ApiError.validation({ coupon: ['a coupon or coupons is required'] });
    const created = dateOf(deps.clock);
    const expires = new Date(created.getTime() + COUPON_SHARE_DAYS * 24 * 3600 * 1000);
    const shares = [];
    for (const coupon of coupons) {
      const code = newCouponCode();
      await deps.database.db
        .insertInto('bet_coupons')
        .values({ code, payload: JSON.stringify(coupon), created_at: created, expires_at: expires })
        .execute();
      shares.push({ code, expiresAt: expires.toISOString(), link: `/${req.lng}/coupon/${code}` });
    }
    const [first] = shares;
    return c.json({ data: { type: 'coupon-share', id: first?.code, attributes: { ...first, coupons: shares } } });
  });
}
