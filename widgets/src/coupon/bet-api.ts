/**
 * The coupon's calls (SPEC §7 LiveBet): UpdateCoupon for fresh odds and limits, MakeBetWeb / MakeBetWebMulti to
 * place, SaveCoupon / GetCoupon for codes, GetAvance for the advance. Over the SDK request layer; bodies are the
 * SDK's wire types (`MakeBetRequest` and friends). A refusal keeps its body (`CallFailure.body`), whose
 * `data.events` carries the current odds the coupon must show (409 `odds_changed` / `event_unavailable`).
 */
import type { BetKind } from '@betframe/sdk/betting';
import {
  type AdvanceOffer,
  betSchema,
  betTypeFields,
  type CouponEventInput,
  type CouponEventState,
  type CouponState,
  couponStateSchema,
  currentOddsBodySchema,
  droppedEventSchema,
  feedPaths,
  type GetAvanceRequest,
  type GetCouponRequest,
  getAvanceResponseSchema,
  type MakeBetMultiRequest,
  type MakeBetRequest,
  makeBetResponseSchema,
  type SaveCouponRequest,
  type UpdateCouponRequest,
  wireEvents,
} from '@betframe/sdk/feed';
import { type CallFailure, type CallResult, callResultOf, type ResponseSchema } from '@betframe/sdk/request';
import * as z from 'zod/mini';
import { httpFor, playerAuth } from '../runtime/http';

export type { CallResult };

function post<T>(
  origin: string,
  path: string,
  body:
    | MakeBetRequest
    | MakeBetMultiRequest
    | UpdateCouponRequest
    | SaveCouponRequest
    | GetCouponRequest
    | GetAvanceRequest,
  schema: ResponseSchema<T>,
  options: { token?: string; lang?: string } = {},
): Promise<CallResult<T>> {
  return httpFor(origin)
    .request({
      path,
      method: 'POST',
      params: body,
      headers: playerAuth(options.token),
      ...(options.lang ? { query: { lng: options.lang } } : {}),
      schema,
    })
    .then((result) => callResultOf(result as Parameters<typeof callResultOf<T>>[0]));
}

/** The current odds a refusal carries, if any. */
export function currentOddsOf(failure: CallFailure): CouponEventState[] | undefined {
  const parsed = currentOddsBodySchema.safeParse(failure.body);
  return parsed.success ? parsed.data.data.events : undefined;
}

/** A refusal that means the player's session is gone. */
export const isUnauthorized = (failure: CallFailure): boolean =>
  failure.code === 'unauthorized' || failure.code === 'http_401';

const couponAnswer = z.object({ data: z.object({ attributes: couponStateSchema }) });

export interface CouponQuery {
  events: readonly CouponEventInput[];
  kind: BetKind;
  /** The stake; 0 when none is typed (then not sent). */
  summ?: number;
}

const stakeField = (summ: number | undefined) => (summ && summ > 0 ? { summ } : {});

export async function updateCoupon(
  origin: string,
  q: CouponQuery & { lang: string },
): Promise<CallResult<CouponState>> {
  const body: UpdateCouponRequest = {
    couponEvents: wireEvents(q.events),
    ...betTypeFields(q.kind),
    ...stakeField(q.summ),
    lng: q.lang,
  };
  const result = await post(origin, feedPaths.open('UpdateCoupon'), body, couponAnswer);
  return result.ok ? { ok: true, data: result.data.data.attributes } : result;
}

export async function saveCoupon(origin: string, q: CouponQuery): Promise<CallResult<string>> {
  const body: SaveCouponRequest = {
    couponEvents: wireEvents(q.events),
    ...betTypeFields(q.kind),
    ...stakeField(q.summ),
  };
  const result = await post(
    origin,
    feedPaths.open('SaveCoupon'),
    body,
    z.object({ data: z.object({ attributes: z.object({ code: z.string() }) }) }),
  );
  return result.ok ? { ok: true, data: result.data.data.attributes.code } : result;
}

const savedCouponSchema = z.object({
  data: z.object({
    attributes: z.object({
      ...couponStateSchema.shape,
      code: z.string(),
      vid: z.number(),
      expressNum: z.optional(z.number()),
      summ: z.optional(z.number()),
      dropped: z.optional(z.array(droppedEventSchema)),
    }),
  }),
});
export type SavedCoupon = z.output<typeof savedCouponSchema>['data']['attributes'];

/** A coupon saved under `code`, with the current state of its events. */
export async function loadCoupon(origin: string, code: string, lang: string): Promise<CallResult<SavedCoupon>> {
  const result = await post(origin, feedPaths.open('GetCoupon'), { guid: code }, savedCouponSchema, { lang });
  return result.ok ? { ok: true, data: result.data.data.attributes } : result;
}

/** The advance the server offers this player (GetAvance) with their balance and advance debt; 0 when none. */
export async function getAdvance(origin: string, token: string, q: CouponQuery): Promise<AdvanceOffer> {
  const { vid } = betTypeFields(q.kind);
  const body: GetAvanceRequest = { couponEvents: wireEvents(q.events), vid, ...stakeField(q.summ) };
  const result = await post(origin, feedPaths.open('GetAvance'), body, getAvanceResponseSchema, { token });
  return result.ok ? result.data.data.attributes : { avance: 0 };
}

export interface Placed {
  betIds: number[];
  balance: number;
  currency: string;
  /** An autobet waiting for its coefficient. */
  pending?: boolean;
}

/** One bet (single, express or system). `body.couponEvents` go out as `wireEvents` of them. */
export async function makeBet(
  origin: string,
  token: string,
  lang: string,
  body: MakeBetRequest,
): Promise<CallResult<Placed>> {
  const result = await post(
    origin,
    feedPaths.secure('MakeBetWeb'),
    { ...body, couponEvents: wireEvents(body.couponEvents) },
    makeBetResponseSchema,
    { token, lang },
  );
  if (!result.ok) return result;
  const { bet, balance } = result.data.data.attributes;
  return {
    ok: true,
    data: { betIds: [bet.betId], balance, currency: bet.currencyIso, pending: bet.status === 'pending' },
  };
}

const multiAnswer = z.object({
  data: z.object({ attributes: z.object({ bets: z.array(betSchema), balance: z.number() }) }),
});

/** Several singles, one stake each (`groupsSumms`). */
export async function makeBets(
  origin: string,
  token: string,
  lang: string,
  body: MakeBetMultiRequest,
): Promise<CallResult<Placed>> {
  const result = await post(
    origin,
    feedPaths.secure('MakeBetWebMulti'),
    { ...body, couponEvents: wireEvents(body.couponEvents) },
    multiAnswer,
    { token, lang },
  );
  if (!result.ok) return result;
  const { bets, balance } = result.data.data.attributes;
  return { ok: true, data: { betIds: bets.map((b) => b.betId), balance, currency: bets[0]?.currencyIso ?? '' } };
}

/** The translation key of a failed call's message (SPEC §8: clear, translated). */
export function errorKey(code: string): string {
  switch (code) {
    case 'odds_changed':
    case 'event_unavailable':
    case 'insufficient_funds':
    case 'stake_below_minimum':
    case 'unauthorized':
    case 'network':
      return `coupon_error_${code}`;
    case 'http_401':
      return 'coupon_error_unauthorized';
    case 'advance_exceeded':
      return 'coupon_error_advance_exceeded';
    case 'not_found':
    case 'http_404':
      return 'coupon_error_not_found';
    // Responsible gambling (CONTRACTS §7): the slip shows the reason with its figures (runtime/limits/refusal.ts).
    case 'limit_reached':
    case 'timeout_active':
    case 'self_excluded':
      return `error_${code}`;
    case 'sport_disallowed':
      // A sport the player disallowed in the office's settings (docs/office.md): the office's own words.
      return 'office_error_sport_disallowed';
    case 'stake_above_market_limit':
    case 'stake_above_player_limit':
      return 'coupon_error_stake_above_limit';
    default:
      // A freebet, insurance or promo code the bet could not use (docs/bonuses.md): `promo…` codes, worded each.
      return `coupon_error_${code.startsWith('promo') ? code : 'generic'}`;
  }
}
