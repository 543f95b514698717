/**
 * The coupon's calls (SPEC §7 LiveBet): UpdateCoupon for fresh odds and limits, MakeBetWeb / MakeBetWebMulti to
 * place, SaveCoupon / GetCoupon for codes. Plain fetch with zod-checked answers rather than the SDK request
 * layer: a refusal's body carries the current odds (`data.events` of 409 `odds_changed` / `event_unavailable`),
 * which the coupon must show, and the request layer's error values do not keep bodies.
 */
import {
  type AdvanceOffer,
  betSchema,
  type CouponEventInput,
  type CouponEventState,
  type CouponState,
  couponEventStateSchema,
  couponStateSchema,
  feedPaths,
  getAvanceResponseSchema,
  makeBetResponseSchema,
} from '@betframe/sdk/feed';
import * as z from 'zod/mini';

export type CallResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: string; message: string; status: number; events?: CouponEventState[] };

const failureSchema = z.object({
  message: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ code: z.string(), detail: z.optional(z.string()) }))),
  data: z.optional(z.object({ events: z.optional(z.array(couponEventStateSchema)) })),
});

async function post<T>(
  origin: string,
  path: string,
  body: unknown,
  schema: z.ZodMiniType<T>,
  token?: string,
  lang?: string,
): Promise<CallResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${origin}${path}${lang ? `?lng=${encodeURIComponent(lang)}` : ''}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { 'x-auth': `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, code: 'network', message: '', status: 0 };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const failure = failureSchema.safeParse(json);
    const first = failure.success ? failure.data.errors?.[0] : undefined;
    return {
      ok: false,
      code: first?.code ?? (response.status === 401 ? 'unauthorized' : `http_${response.status}`),
      message: first?.detail ?? (failure.success ? (failure.data.message ?? '') : ''),
      status: response.status,
      ...(failure.success && failure.data.data?.events ? { events: failure.data.data.events } : {}),
    };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, code: 'invalid_response', message: '', status: response.status };
  return { ok: true, data: parsed.data };
}

const wire = (events: readonly CouponEventInput[]) =>
  events.map((e) => ({ gameId: e.gameId, type: e.type, param: e.param, ...(e.coef ? { coef: e.coef } : {}) }));

const couponAnswer = z.object({ data: z.object({ attributes: couponStateSchema }) });

export interface CouponQuery {
  events: readonly CouponEventInput[];
  vid: number;
  expressNum?: number;
  summ?: number;
  lang: string;
}

export async function updateCoupon(origin: string, q: CouponQuery): Promise<CallResult<CouponState>> {
  const result = await post(
    origin,
    feedPaths.open('UpdateCoupon'),
    {
      couponEvents: wire(q.events),
      vid: q.vid,
      ...(q.expressNum !== undefined ? { expressNum: q.expressNum } : {}),
      ...(q.summ ? { summ: q.summ } : {}),
      lng: q.lang,
    },
    couponAnswer,
  );
  return result.ok ? { ok: true, data: result.data.data.attributes } : result;
}

export async function saveCoupon(origin: string, q: Omit<CouponQuery, 'lang'>): Promise<CallResult<string>> {
  const result = await post(
    origin,
    feedPaths.open('SaveCoupon'),
    {
      couponEvents: wire(q.events),
      vid: q.vid,
      ...(q.expressNum !== undefined ? { expressNum: q.expressNum } : {}),
      ...(q.summ ? { summ: q.summ } : {}),
    },
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
    }),
  }),
});
export type SavedCoupon = z.output<typeof savedCouponSchema>['data']['attributes'];

/** A coupon saved under `code`, with the current state of its events. */
export async function loadCoupon(origin: string, code: string, lang: string): Promise<CallResult<SavedCoupon>> {
  const result = await post(origin, feedPaths.open('GetCoupon'), { guid: code }, savedCouponSchema, undefined, lang);
  return result.ok ? { ok: true, data: result.data.data.attributes } : result;
}

/** The advance the server offers this player (GetAvance) with their balance and advance debt; 0 when none. */
export async function getAdvance(
  origin: string,
  token: string,
  q: Omit<CouponQuery, 'lang' | 'expressNum'>,
): Promise<AdvanceOffer> {
  const result = await post(
    origin,
    feedPaths.open('GetAvance'),
    { couponEvents: wire(q.events), vid: q.vid, ...(q.summ ? { summ: q.summ } : {}) },
    getAvanceResponseSchema,
    token,
  );
  return result.ok ? result.data.data.attributes : { avance: 0 };
}

export interface PlaceRequest {
  events: readonly CouponEventInput[];
  vid: number;
  expressNum?: number;
  summ: number;
  betGuid: string;
  checkCf: number;
  approvedBet?: boolean;
  /** Autobet: placed by the server once the coefficient reaches this. */
  autoBetCf?: number;
  /** Bet with the advance the server offered (GetAvance). */
  avanceBet?: boolean;
}

export interface Placed {
  betIds: number[];
  balance: number;
  currency: string;
  /** An autobet waiting for its coefficient. */
  pending?: boolean;
}

export async function makeBet(
  origin: string,
  token: string,
  lang: string,
  req: PlaceRequest,
): Promise<CallResult<Placed>> {
  const result = await post(
    origin,
    feedPaths.secure('MakeBetWeb'),
    {
      couponEvents: wire(req.events),
      summ: req.summ,
      vid: req.vid,
      ...(req.expressNum !== undefined ? { expressNum: req.expressNum } : {}),
      betGuid: req.betGuid,
      checkCf: req.checkCf,
      ...(req.approvedBet ? { approvedBet: true } : {}),
      ...(req.autoBetCf ? { isAutoBet: true, autoBetCf: req.autoBetCf } : {}),
      ...(req.avanceBet ? { avanceBet: true } : {}),
    },
    makeBetResponseSchema,
    token,
    lang,
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
  req: Omit<PlaceRequest, 'vid' | 'expressNum' | 'summ'> & { stakes: number[] },
): Promise<CallResult<Placed>> {
  const result = await post(
    origin,
    feedPaths.secure('MakeBetWebMulti'),
    {
      couponEvents: wire(req.events),
      groupsSumms: req.stakes,
      betGuid: req.betGuid,
      checkCf: req.checkCf,
      ...(req.approvedBet ? { approvedBet: true } : {}),
    },
    multiAnswer,
    token,
    lang,
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
    case 'advance_exceeded':
      return 'coupon_error_advance_exceeded';
    case 'not_found':
    case 'http_404':
      return 'coupon_error_not_found';
    case 'stake_above_market_limit':
    case 'stake_above_player_limit':
      return 'coupon_error_stake_above_limit';
    default:
      return 'coupon_error_generic';
  }
}
