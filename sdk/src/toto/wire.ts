/**
 * Toto wire shapes (zod/mini, browser-safe; the server answers through the same schemas) and the configuration
 * group `toto` the server reads (the widgets' shared runtime does not carry these fields: the site configuration
 * schema passes them through). Amounts are major units of `currencyIso`.
 */
import * as z from 'zod/mini';
import { choicePattern } from './maths';

export const totoPaths = {
  /** GET `?status=active|finished|canceled|upcoming&page=` — draws, newest first (20 a page). */
  draws: '/web-api/toto/draws',
  /** GET — one draw with its events, pool, jackpot and (once settled) results and tiers. */
  draw: (id: number) => `/web-api/toto/draws/${id}`,
  /** GET — the current draw (the newest accepting coupons): `{ drawId }` or 404. */
  current: '/web-api/toto/current',
  /** POST `{ drawId, choices, guid }` — buy a coupon (signed in); GET `?page=` — the player's coupons. */
  coupons: '/web-api/toto/coupons',
} as const;

/** Refusal codes of the coupon call. */
export const totoRefusals = ['draw_closed', 'draw_not_found', 'too_many_lines', 'insufficient_funds'] as const;

const int = z.number().check(z.int());

/** The `toto` configuration group (SPEC §3 config groups): what the server reads, with its defaults. */
export const totoConfigSchema = z.object({
  enabled: z._default(z.boolean(), false),
  /** Events in a draw. */
  events: z._default(int.check(z.minimum(3), z.maximum(15)), 15),
  /** One line's price in base-currency units (scaled by the currency's base rate). */
  lineStake: z._default(z.number().check(z.positive()), 10),
  /** The most lines one coupon may play. */
  maxLines: z._default(int.check(z.minimum(1)), 2916),
  /** The operator's part of the pool, per cent. */
  houseSharePercent: z._default(z.number().check(z.minimum(0), z.maximum(50)), 10),
  /** Prize tiers: the lines with `hits` right share `share` per cent of the prize fund. */
  tiers: z._default(z.array(z.object({ hits: int, share: z.number().check(z.minimum(0), z.maximum(100)) })), [
    { hits: 15, share: 40 },
    { hits: 14, share: 25 },
    { hits: 13, share: 20 },
    { hits: 12, share: 15 },
  ]),
  /** Coupons are refused this many minutes before the first event starts. */
  closeMinutesBefore: z._default(int.check(z.minimum(0)), 5),
});
export type TotoConfig = z.infer<typeof totoConfigSchema>;

export const totoDrawStatuses = ['active', 'closed', 'finished', 'canceled'] as const;
export type TotoDrawStatus = (typeof totoDrawStatuses)[number];

export const totoEvent = z.object({
  gameId: int,
  start: z.string(),
  team1: z.string(),
  team2: z.string(),
  champName: z.string(),
  /** `1`, `X`, `2`, or `void` (cancelled: every choice is right); absent until official. */
  result: z.optional(z.enum(['1', 'X', '2', 'void'])),
});

export const totoTierWire = z.object({
  hits: int,
  share: z.number(),
  /** After settlement: the winning lines and what each was paid. */
  lines: z.optional(int),
  perLine: z.optional(z.number()),
});

export const totoDraw = z.object({
  id: int,
  status: z.enum(totoDrawStatuses),
  closesAt: z.string(),
  settledAt: z.optional(z.string()),
  events: z.array(totoEvent),
  currencyIso: z.string(),
  lineStake: z.number(),
  maxLines: int,
  /** Stakes in the draw (this currency) and the jackpot it plays for (after settlement: what rolled over). */
  pool: z.number(),
  jackpot: z.number(),
  tiers: z.array(totoTierWire),
});
export type TotoDrawWire = z.infer<typeof totoDraw>;

export const totoDrawSummary = z.object({
  id: int,
  status: z.enum(totoDrawStatuses),
  closesAt: z.string(),
  settledAt: z.optional(z.string()),
  events: int,
});

export const totoDrawsData = z.object({ draws: z.array(totoDrawSummary), page: int, pages: int });
export const totoCurrentData = z.object({ drawId: int });

export const totoCoupon = z.object({
  id: int,
  drawId: int,
  choices: z.array(z.string()),
  lines: int,
  stake: z.number(),
  currencyIso: z.string(),
  status: z.enum(['open', 'won', 'lost']),
  /** After settlement: the best line's right answers and the prize. */
  hits: z.optional(int),
  prize: z.optional(z.number()),
  createdAt: z.string(),
});
export type TotoCouponWire = z.infer<typeof totoCoupon>;

export const totoCouponsData = z.object({ coupons: z.array(totoCoupon), page: int, pages: int });

export const totoBuyBody = z.object({
  drawId: int.check(z.positive()),
  choices: z.array(z.string().check(z.regex(choicePattern), z.minLength(1))).check(z.minLength(3), z.maxLength(15)),
  /** The client's id for this purchase: a repeat returns the first coupon. */
  guid: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
});
export type TotoBuyBody = z.infer<typeof totoBuyBody>;

export const totoBuyData = z.object({ coupon: totoCoupon, balance: z.number() });
