/**
 * Shared coupons (SPEC §7 `datalinelive/putbetscommon`, sdk/src/feed/coupon-share.ts): a short code kept with its
 * coupon until it expires; GetCoupon (routes.ts) reads it back and leaves out the outcomes that can no longer be bet.
 */
import { randomBytes } from 'node:crypto';
import {
  COUPON_SHARE_DAYS,
  type CouponEventInput,
  couponSharePath,
  type DroppedEvent,
  type DroppedReason,
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
 * the moment, with the outcome still offered) and those that are not, each with its reason (`DroppedReason`).
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
    const reason = droppedReason(view?.status, state.coef > 0);
    if (!reason) kept.push(e);
    else
      dropped.push({
        gameId: e.gameId,
        type: e.type,
        param: e.param,
        name: state.name,
        gameName: state.gameName,
        reason,
      });
  }
  return { kept, dropped };
}

/** Why an outcome cannot be loaded: the game's status (undefined: not in the feed), whether it is still offered. */
function droppedReason(status: 1 | 2 | 3 | 4 | undefined, offered: boolean): DroppedReason | undefined {
  if (status === undefined) return 'gone';
  if (status === 2) return 'settled';
  if (status === 3) return 'closed';
  if (status === 4) return 'cancelled';
  return offered ? undefined : 'removed';
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
