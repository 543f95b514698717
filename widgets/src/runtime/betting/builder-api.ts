/**
 * The bet builder's calls (docs/feed-and-betting.md "Bet builder"), shared by the line's builder tab and the
 * slip's builder part (both lazily loaded): the game's builder markets, the combined price of the legs
 * (UpdateCouponBuilder) and the bet (MakeBetWebBuilder). Over the SDK request layer; failures are values.
 */
import {
  type BuilderCouponState,
  type BuilderGame,
  type BuilderSelection,
  builderEventsResponseSchema,
  builderPaths,
  makeBetResponseSchema,
  updateCouponBuilderResponseSchema,
} from '@betframe/sdk/feed';
import { type CallResult, callResultOf } from '@betframe/sdk/request';
import { httpFor, playerAuth } from '../http';

export interface BuilderLegInput {
  type: number;
  param: number;
}

/** The game's builder markets; undefined when the call fails, null when the builder is not offered for it. */
export async function fetchBuilderGame(
  origin: string,
  q: { gameId: number; live: boolean; lang: string },
  signal?: AbortSignal,
): Promise<BuilderGame | null | undefined> {
  const result = await httpFor(origin).request({
    path: builderPaths.events(q.live ? 'LiveFeed' : 'LineFeed'),
    method: 'POST',
    params: { gameId: q.gameId, lng: q.lang },
    schema: builderEventsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  if (result.error) return undefined;
  const game = result.data.data.attributes.games[0];
  return game && game.markets.length > 0 ? game : null;
}

const couponOf = (gameId: number, legs: readonly BuilderLegInput[], coef?: number) => ({
  couponEvents: legs.map((l) => ({ gameId, type: l.type, param: l.param })),
  ...(coef ? { coef } : {}),
});

/** The legs' states and their combined price (or why they cannot be combined). */
export async function priceBuilder(
  origin: string,
  q: { gameId: number; legs: readonly BuilderLegInput[]; lang: string; summ?: number },
): Promise<CallResult<BuilderCouponState>> {
  const result = await httpFor(origin).request({
    path: builderPaths.update,
    method: 'POST',
    params: {
      builderCoupon: couponOf(q.gameId, q.legs),
      isNewBetBuilder: true,
      lng: q.lang,
      ...(q.summ && q.summ > 0 ? { summ: q.summ } : {}),
    },
    schema: updateCouponBuilderResponseSchema,
  });
  const r = callResultOf(result as Parameters<typeof callResultOf<typeof result.data>>[0]);
  return r.ok ? { ok: true, data: (r.data as { data: { attributes: BuilderCouponState } }).data.attributes } : r;
}

/** Places the selection as one builder bet at the price the player saw (`checkCf`: the bet-change setting). */
export async function placeBuilder(
  origin: string,
  q: { token: string; lang: string; selection: BuilderSelection; summ: number; betGuid: string; checkCf: number },
): Promise<CallResult<{ betId: number; balance: number; currency: string }>> {
  const result = await httpFor(origin).request({
    path: builderPaths.make,
    method: 'POST',
    params: {
      builderCoupon: couponOf(q.selection.gameId, q.selection.legs, q.selection.coefficient),
      isNewBetBuilder: true,
      summ: q.summ,
      betGuid: q.betGuid,
      checkCf: q.checkCf,
    },
    headers: playerAuth(q.token),
    query: { lng: q.lang },
    schema: makeBetResponseSchema,
  });
  const r = callResultOf(result as Parameters<typeof callResultOf<typeof result.data>>[0]);
  if (!r.ok) return r;
  const { bet, balance } = (
    r.data as { data: { attributes: { bet: { betId: number; currencyIso: string }; balance: number } } }
  ).data.attributes;
  return { ok: true, data: { betId: bet.betId, balance, currency: bet.currencyIso } };
}

/** The combined price a 409 `odds_changed` of MakeBetWebBuilder carries. */
export function changedPriceOf(body: unknown): number | undefined {
  const data = (body as { data?: { coef?: unknown } } | undefined)?.data;
  return typeof data?.coef === 'number' ? data.coef : undefined;
}

/** The text key of a refusal code (`builder_same_market` → `builder_error_same_market`), else the slip's generic. */
export function builderErrorKey(code: string): string {
  return code.startsWith('builder_') ? `builder_error_${code.slice('builder_'.length)}` : `coupon_error_${code}`;
}
