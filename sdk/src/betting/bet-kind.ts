import { MAX_COUPON_EVENTS, MAX_SYSTEM_EVENTS } from './limits';

/**
 * Bet kinds (the `vid` of a coupon): 0 single, 1 express (accumulator), 2 system k/n where k is `expressNum`,
 * 3 bet builder (sdk/src/feed/bet-builder.ts, placed through MakeBetWebBuilder only), 4 full cover of doubles up
 * (Trixie, Yankee, Canadian, Heinz, Super Heinz, Goliath by the number of events), 5 full cover with singles
 * (Patent, Lucky 15, Lucky 31, Lucky 63; full-covers.ts).
 * Several singles at once go through MakeBetWebMulti as a list of singles.
 */
export const BetVid = { single: 0, express: 1, system: 2 } as const;

export type BetKind =
  | { type: 'single' }
  | { type: 'express' }
  | { type: 'system'; size: number }
  | { type: 'cover'; singles: boolean };

export function betKindFromVid(vid: number, expressNum?: number): BetKind | undefined {
  if (vid === BetVid.single) return { type: 'single' };
  if (vid === BetVid.express) return { type: 'express' };
  if (vid === BetVid.system && expressNum !== undefined) return { type: 'system', size: expressNum };
  if (vid === 4 || vid === 5) return { type: 'cover', singles: vid === 5 };
  return undefined;
}

export function vidOf(kind: BetKind): number {
  return kind.type === 'cover' ? 4 + Number(kind.singles) : BetVid[kind.type];
}

export type CouponShapeError =
  | 'coupon_empty'
  | 'coupon_too_many_events'
  | 'single_needs_one_event'
  | 'express_needs_two_events'
  | 'system_too_many_events'
  | 'system_size_invalid'
  | 'cover_size_invalid'
  | 'duplicate_game';

/**
 * Checks the shape of a coupon: a single has one event, an express 2–50 on different games, a system k/n has
 * 3 ≤ n ≤ 20 and 2 ≤ k < n, a full cover 3–8 events (3–6 with singles). Returns the first problem found, or undefined.
 */
export function checkCouponShape(kind: BetKind, gameIds: readonly number[]): CouponShapeError | undefined {
  const n = gameIds.length;
  if (n === 0) return 'coupon_empty';
  if (n > MAX_COUPON_EVENTS) return 'coupon_too_many_events';
  if (kind.type === 'single') return n === 1 ? undefined : 'single_needs_one_event';
  if (n < 2) return 'express_needs_two_events';
  // Events of one game are correlated; combining them would let a player multiply dependent odds.
  if (new Set(gameIds).size !== n) return 'duplicate_game';
  // Named covers: Trixie (3) … Goliath (8); with singles Patent (3) … Lucky 63 (6).
  if (kind.type === 'cover' && (n < 3 || n > (kind.singles ? 6 : 8))) return 'cover_size_invalid';
  if (kind.type === 'system') {
    if (n > MAX_SYSTEM_EVENTS) return 'system_too_many_events';
    if (!Number.isInteger(kind.size) || kind.size < 2 || kind.size >= n) return 'system_size_invalid';
  }
  return undefined;
}
