/**
 * Request and response shapes of the coupon and bet calls (SPEC §7 LiveBet/Open and LiveBet/Secure). Field
 * names follow §7 (summ, vid, betGuid, couponEvents, expressNum, checkCf …); the server also accepts the §3
 * spellings (Summ, Events, CheckCf, betGUID …). vid: 0 single, 1 express, 2 system with `expressNum` = k,
 * 3 full cover (doubles up), 4 full cover with singles; for a cover `summ` is the total (stake per line × lines).
 */
import { z } from 'zod/mini';
import { type BetKind, BetVid, vidOf } from '../betting/bet-kind';

const money = z.coerce.number().check(z.positive());
const bool = z.optional(z.boolean());

export const couponEventInputSchema = z.object({
  gameId: z.coerce.number().check(z.int(), z.positive()),
  type: z.coerce.number().check(z.int(), z.positive()),
  param: z._default(z.coerce.number(), 0),
  /** The coefficient the player saw; absent when asking for fresh odds. */
  coef: z.optional(z.coerce.number()),
});
export type CouponEventInput = z.output<typeof couponEventInputSchema>;

const events = z.array(couponEventInputSchema).check(z.minLength(1), z.maxLength(50));

export const updateCouponRequestSchema = z.object({
  couponEvents: events,
  vid: z._default(z.coerce.number().check(z.int()), 0),
  expressNum: z.optional(z.coerce.number().check(z.int())),
  summ: z.optional(money),
  lng: z._default(z.string(), 'ru'),
  currencyId: z.optional(z.coerce.number().check(z.int())),
});
export type UpdateCouponRequest = z.output<typeof updateCouponRequestSchema>;

/** `vid` and, for a system, `expressNum` = k: the bet-type fields every coupon and bet call carries. */
export function betTypeFields(kind: BetKind): { vid: number; expressNum?: number } {
  return kind.type === 'system' ? { vid: BetVid.system, expressNum: kind.size } : { vid: vidOf(kind) };
}

/** The events as the calls take them: the coefficient only when known. */
export function wireEvents(events: readonly CouponEventInput[]): CouponEventInput[] {
  return events.map((e) => ({ gameId: e.gameId, type: e.type, param: e.param, ...(e.coef ? { coef: e.coef } : {}) }));
}

export const updateCouponMultiRequestSchema = z.object({
  coupons: z.array(updateCouponRequestSchema).check(z.minLength(1), z.maxLength(20)),
});

export const couponEventStateSchema = z.object({
  gameId: z.number(),
  type: z.number(),
  param: z.number(),
  name: z.string(),
  gameName: z.string(),
  /** The market's and the outcome's own names in the asked language (`name` is both, joined), when the feed names them. */
  market: z.optional(z.string()),
  outcome: z.optional(z.string()),
  /** Current coefficient (0 when the outcome is gone). */
  coef: z.number(),
  /** The coefficient the request carried, when it differs from the current one. */
  previousCoef: z.optional(z.number()),
  available: z.boolean(),
  /** Game status (SPEC §3). */
  status: z.number(),
  kind: z.number(),
});
export type CouponEventState = z.output<typeof couponEventStateSchema>;

export const betTypeSchema = z.object({
  vid: z.number(),
  expressNum: z.optional(z.number()),
  name: z.string(),
  coef: z.number(),
  lines: z.number(),
  available: z.boolean(),
});

export const couponStateSchema = z.object({
  events: z.array(couponEventStateSchema),
  betTypes: z.array(betTypeSchema),
  /** Limits of the chosen bet type in the player's currency. */
  limits: z.object({ min: z.number(), max: z.number() }),
  isBetsAvailable: z.boolean(),
  coef: z.number(),
  potentialWin: z.optional(z.number()),
});
export type CouponState = z.output<typeof couponStateSchema>;

export const saveCouponRequestSchema = z.object({
  couponEvents: events,
  vid: z._default(z.coerce.number().check(z.int()), 0),
  expressNum: z.optional(z.coerce.number().check(z.int())),
  summ: z.optional(money),
});
export type SaveCouponRequest = z.output<typeof saveCouponRequestSchema>;
export const getCouponRequestSchema = z.object({ guid: z.string().check(z.minLength(4), z.maxLength(40)) });
export type GetCouponRequest = z.output<typeof getCouponRequestSchema>;
/**
 * Bet fields SPEC §3/§7 list that this server does not act on: accepted (and ignored) so a legitimate client is
 * not refused, while the money calls' strict schemas refuse any key not named here or in the schema.
 */
const ignored = z.optional(z.unknown());
const listedBetFields = {
  notWait: ignored,
  transformEventKind: ignored,
  withLobby: ignored,
  eventsIndexes: ignored,
  VIPBetSumm: ignored,
  isExpressBoost: ignored,
  oneClickBet: ignored,
  IsNewBetBuilder: ignored,
  BuilderCoupon: ignored,
  guid: ignored,
  saleBetId: ignored,
};

export const getAvanceRequestSchema = z.strictObject({
  summ: z.optional(money),
  couponEvents: z.optional(events),
  vid: z.optional(z.coerce.number()),
  userIdBonus: ignored,
});
export type GetAvanceRequest = z.output<typeof getAvanceRequestSchema>;

export const makeBetRequestSchema = z.strictObject({
  ...listedBetFields,
  couponEvents: events,
  summ: money,
  vid: z._default(z.coerce.number().check(z.int()), 0),
  expressNum: z.optional(z.coerce.number().check(z.int())),
  /** Idempotency key: a repeat with the same payload returns the same bet. */
  betGuid: z.string().check(z.minLength(8), z.maxLength(64)),
  /** Bet-change setting: 0 confirm every change, 1 accept any, 2 accept rises. */
  checkCf: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2)), 0),
  /** The player confirmed the changed odds shown to them. */
  approvedBet: bool,
  isAutoBet: bool,
  /** Autobet: place when the coefficient reaches this. */
  autoBetCf: z.optional(z.coerce.number()),
  /** Autobet: drop it if the score changes before it is placed. */
  dropOnScoreChange: bool,
  avanceBet: bool,
  /** Power bet: a stake above the automatic limit becomes a bid for a trader (bids.ts) instead of a refusal. */
  isPowerBet: bool,
  couponCode: z.optional(z.string()),
  live: bool,
  currencyId: z.optional(z.coerce.number().check(z.int())),
  /**
   * A bet promotion (docs/bonuses.md "Freebets and insurance"): the player's freebet or insurance to use
   * (`userIdBonus`, the name SPEC §7 gives the bonus in GetAvance), or a promo code that grants one (`promo`, SPEC
   * §7 MakeBetWeb). At most one of the two. An empty `promo` (what a client sends with no code) is no code.
   */
  userIdBonus: z.optional(z.coerce.number().check(z.int(), z.positive())),
  promo: z.optional(z.string().check(z.trim(), z.maxLength(32))),
});
export type MakeBetRequest = z.output<typeof makeBetRequestSchema>;

/** Several singles at once: one stake per event in `groupsSumms` (or `summ` for each). */
export const makeBetMultiRequestSchema = z.strictObject({
  ...listedBetFields,
  couponEvents: events,
  summ: z.optional(money),
  groupsSumms: z.optional(z.array(money)),
  isPowerBet: ignored,
  betGuid: z.string().check(z.minLength(8), z.maxLength(64)),
  checkCf: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2)), 0),
  approvedBet: bool,
  currencyId: z.optional(z.coerce.number().check(z.int())),
});
export type MakeBetMultiRequest = z.output<typeof makeBetMultiRequestSchema>;

/** The body of a refused bet or coupon call that carries the current odds (409 `odds_changed`, `event_unavailable`). */
export const currentOddsBodySchema = z.object({
  data: z.object({ events: z.array(couponEventStateSchema) }),
});

export const betStatusSchema = z.enum(['open', 'won', 'lost', 'refund', 'sold', 'pending', 'dropped']);
export type BetStatus = z.output<typeof betStatusSchema>;

export const betSelectionSchema = z.object({
  gameId: z.number(),
  type: z.number(),
  param: z.number(),
  coef: z.number(),
  /** "Market: outcome", in the request's language. */
  name: z.string(),
  /** "Home — Away". */
  gameName: z.string(),
  /** The market and the outcome apart, the sport, the championship and the start (unix seconds) of the game. */
  market: z.optional(z.string()),
  outcome: z.optional(z.string()),
  sportName: z.optional(z.string()),
  champName: z.optional(z.string()),
  start: z.optional(z.number()),
  result: z.optional(z.enum(['win', 'loss', 'refund', 'half-win', 'half-loss'])),
  /** A won leg in a dead heat: the competitors sharing the place (it counted at odds / deadHeat). */
  deadHeat: z.optional(z.number().check(z.int(), z.minimum(2))),
});

export const betSchema = z.object({
  betId: z.number(),
  betGuid: z.string(),
  status: betStatusSchema,
  vid: z.number(),
  expressNum: z.optional(z.number()),
  summ: z.number(),
  coef: z.number(),
  potentialWin: z.number(),
  payout: z.optional(z.number()),
  currencyIso: z.string(),
  createdAt: z.string(),
  settledAt: z.optional(z.string()),
  autoBetCf: z.optional(z.number()),
  cashOut: z.optional(z.number()),
  /** What cash-outs of this bet have paid so far (a partly sold bet stays open on the rest of its stake). */
  sold: z.optional(z.number()),
  selections: z.array(betSelectionSchema),
});
export type Bet = z.output<typeof betSchema>;

export const makeBetResponseSchema = z.object({
  data: z.object({
    type: z.literal('bet'),
    id: z.string(),
    attributes: z.object({
      bet: betSchema,
      balance: z.number(),
      /** The advance lent for this bet (avanceBet and a stake above the balance). */
      advance: z.optional(z.number()),
    }),
  }),
});

/** GetAvance: the advance on offer (0 when none), the balance and the advance debt still owed. */
export const getAvanceResponseSchema = z.object({
  data: z.object({
    type: z.literal('avance'),
    attributes: z.object({ avance: z.number(), balance: z.optional(z.number()), debt: z.optional(z.number()) }),
  }),
});
export type AdvanceOffer = z.output<typeof getAvanceResponseSchema>['data']['attributes'];

/** 409 `odds_changed`: the agreed error body plus the current odds for the player to confirm. */
export const oddsChangedSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ code: z.string(), detail: z.string() })),
  data: z.object({ events: z.array(couponEventStateSchema) }),
});

export const saleBetRequestSchema = z.strictObject({
  saleBetId: z.coerce.number().check(z.int(), z.positive()),
  /** Part of the offer to take; absent sells the whole bet. */
  summ: z.optional(money),
  /** The quote the player accepts (GetCashOut): the sale pays exactly its amount, or is refused with a new one. */
  quoteId: z.optional(z.string().check(z.minLength(8), z.maxLength(64))),
  /** The offer the player saw, without a quote: the sale is refused with a new quote if the offer is not this. */
  expectedOffer: z.optional(money),
});
export type SaleBetRequest = z.output<typeof saleBetRequestSchema>;

/** A cash-out quote: the amount the house pays for an open bet (all of it) if sold at `quoteId` before `expiresAt`. */
export const cashOutQuoteSchema = z.object({
  quoteId: z.string(),
  betId: z.number(),
  amount: z.number(),
  /** ISO time after which the quote no longer holds. */
  expiresAt: z.string(),
});
export type CashOutQuote = z.output<typeof cashOutQuoteSchema>;

/** GetCashOut: a quote for every open bet that can be sold now (`offer` is the quote's amount). */
export const getCashOutResponseSchema = z.object({
  data: z.object({
    attributes: z.object({
      offers: z.array(
        z.object({
          betId: z.number(),
          offer: z.number(),
          quoteId: z.optional(z.string()),
          expiresAt: z.optional(z.string()),
        }),
      ),
    }),
  }),
});

/** SaleBet: the bet after the sale (a partly sold one still open on its remaining stake), what was paid, the balance. */
export const saleBetResponseSchema = z.object({
  data: z.object({ attributes: z.object({ bet: betSchema, paid: z.number(), balance: z.number() }) }),
});

/** 409 `cash_out_changed`: the quote no longer holds; `data.quote` is the new one for the player to accept. */
export const cashOutChangedBodySchema = z.object({ data: z.object({ quote: cashOutQuoteSchema }) });

export const historyRequestSchema = z.object({
  /** ISO dates; default the last 7 days. */
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  vid: z.optional(z.coerce.number().check(z.int())),
  status: z.optional(betStatusSchema),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export const historyDetailRequestSchema = z.object({ betId: z.coerce.number().check(z.int(), z.positive()) });
