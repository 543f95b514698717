/**
 * The betting test sportsbook's coupon calls (betting-harness.tsx): UpdateCoupon over the market a test moves,
 * GetAvance, SaveCoupon and putbetscommon (a code kept in memory) and GetCoupon (loads it back, naming what can no
 * longer be bet in `dropped`, like the reference server's server/src/betting/coupon-share.ts).
 */
import type { CouponEventState } from '@betframe/sdk/feed';
import { type BookCall, type BookState, unauthorized, type WireEvent } from './sportsbook-types';

/** The current state of a coupon event in the market (`game:type:param`). */
export function stateOf({ book }: BookState, e: WireEvent): CouponEventState {
  const key = `${e.gameId}:${e.type}:${e.param ?? 0}`;
  const m = book.market.get(key);
  return {
    gameId: e.gameId,
    type: e.type,
    param: e.param ?? 0,
    name: m?.name ?? key,
    gameName: m?.names?.game ?? `Game ${e.gameId}`,
    ...(m?.names ? { market: m.names.market, outcome: m.names.outcome } : {}),
    coef: m?.available ? m.coef : 0,
    ...(e.coef !== undefined && m && e.coef !== m.coef ? { previousCoef: e.coef } : {}),
    available: m?.available ?? false,
    status: 1,
    kind: 1,
  };
}

/** The coupon calls; false when the call is not one of them. */
export function couponCalls({ call, body, auth, states, send }: BookCall, s: BookState): boolean {
  const { book, saved } = s;
  if (call === 'UpdateCoupon') {
    send(200, {
      data: {
        type: 'coupon',
        attributes: {
          events: states,
          betTypes: [],
          limits: { min: 10, max: 5000 },
          isBetsAvailable: states.every((e) => e.available),
          coef: 0,
        },
      },
    });
    return true;
  }
  if (call === 'GetAvance') {
    if (!auth) {
      send(401, unauthorized);
      return true;
    }
    send(200, {
      data: { type: 'avance', attributes: { avance: book.advance, balance: book.balance, debt: book.debt } },
    });
    return true;
  }
  if (call === 'SaveCoupon') {
    const code = `C${saved.size + 1}XYZ`;
    saved.set(code, body);
    send(200, { data: { type: 'coupon-code', id: code, attributes: { code } } });
    return true;
  }
  if (call === 'putbetscommon') {
    // Like the reference server's share (server/src/betting/coupon-share.ts): GetCoupon loads the code.
    const code = `S${saved.size + 1}XYZAB`;
    saved.set(code, body.coupon as typeof body);
    const share = { code, expiresAt: '2026-12-01T12:00:00.000Z', link: `/${String(body.lng)}/coupon/${code}` };
    send(200, { data: { type: 'coupon-share', id: code, attributes: { ...share, coupons: [share] } } });
    return true;
  }
  if (call === 'GetCoupon') {
    const code = String(body.guid ?? '').toUpperCase();
    const coupon = saved.get(code);
    if (!coupon) {
      send(404, {
        success: false,
        message: 'No coupon with this code',
        errors: [{ code: 'not_found', detail: 'x' }],
      });
      return true;
    }
    // Like the reference server: what cannot be bet is left out and named with its reason.
    const all = ((coupon.couponEvents ?? []) as WireEvent[]).map((e) => stateOf(s, e));
    const savedEvents = all.filter((e) => e.available);
    const dropped = all
      .filter((e) => !e.available)
      .map(({ gameId, type, param, name, gameName }) =>
        book.market.has(`${gameId}:${type}:${param}`)
          ? { gameId, type, param, name, gameName, reason: 'removed' }
          : { gameId, type, param, name: '', gameName: '', reason: 'gone' },
      );
    send(200, {
      data: {
        type: 'coupon',
        attributes: {
          code,
          vid: coupon.vid ?? 0,
          ...(coupon.expressNum !== undefined ? { expressNum: coupon.expressNum } : {}),
          ...(coupon.summ !== undefined ? { summ: coupon.summ } : {}),
          ...(dropped.length > 0 ? { dropped } : {}),
          events: savedEvents,
          betTypes: [],
          limits: { min: 10, max: 5000 },
          isBetsAvailable: true,
          coef: 0,
        },
      },
    });
    return true;
  }
  return false;
}
