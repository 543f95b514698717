/**
 * The player's bonuses (SPEC §3 "Bonus", §7 "refuse bonus"): the wire shapes of the list of active and past
 * bonuses and of the refusal. Browser-safe; the server validates its answers with the same schemas.
 */
import * as z from 'zod/mini';

export const playerBonusPaths = {
  /** GET — the signed-in player's bonuses: active ones (with wagering progress) and the history. */
  list: '/web-api/bonuses',
  /** POST `{ bonus_id }` — refuse (forfeit) an active bonus. */
  refuse: '/web-api/bonuses/refuse',
} as const;

const int = z.number().check(z.int());

/** One bonus (SPEC §3 Bonus fields; amounts in major units of `currencyIso`). */
export const playerBonus = z.object({
  id: int,
  /** The offer it was granted from. */
  idBonus: int,
  /** SPEC §3 bonus kind number. */
  type: int,
  /** The offer's code (`1st`, `slot_first_deposit`, an operator's code). */
  name: z.string(),
  start: z.string(),
  end: z.string(),
  /** Wagered so far and the wagering needed, major units. */
  current: z.number(),
  required: z.number(),
  isClosed: z.boolean(),
  percent: int,
  /** The bonus as granted and what is on the bonus account now (0 once closed). */
  amount: z.number(),
  money: z.number(),
  expirationDate: z.string(),
  currencyIso: z.string(),
  /** `used`: a freebet or insurance serving a bet (docs/bonuses.md "Freebets and insurance"). */
  status: z.enum(['active', 'used', 'completed', 'forfeited']),
  /** `covered`: a coverage's bets all counted; `paid` / `not_qualified`: a profit pool's period closed. */
  closedReason: z.nullable(z.enum(['wagered', 'expired', 'refused', 'emptied', 'covered', 'paid', 'not_qualified'])),
  /** The largest stake while it is wagered, major units (null: no cap). */
  maxStake: z.nullable(z.number()),
  /**
   * How it works: a wagered bonus, a slip promotion (freebet, insurance, boost), a coverage of the first bets (lost
   * first bet 5, first bets cashback 7) or a profit pool (distribution of profits 9). Absent from older answers:
   * wagering.
   */
  mechanic: z.optional(z.enum(['wagering', 'freebet', 'insurance', 'boost', 'coverage', 'pool'])),
  /** A coverage's progress: bets counted of `bets`, their net loss so far, the refund's percent and cap, and paid. */
  coverage: z.optional(
    z.object({
      bets: int,
      counted: int,
      netLoss: z.number(),
      refundPercent: z.number(),
      cap: z.number(),
      paid: z.number(),
    }),
  ),
  /**
   * A profit pool's progress: the player's turnover in the open period (from `periodStart`), the turnover needed to
   * share, the house profit's percent shared, the pool's cap, and the share paid once closed.
   */
  pool: z.optional(
    z.object({
      turnover: z.number(),
      minTurnover: z.number(),
      profitPercent: z.number(),
      cap: z.number(),
      periodStart: z.string(),
      paid: z.number(),
    }),
  ),
});
export type PlayerBonusWire = z.infer<typeof playerBonus>;

export const playerBonusesData = z.object({ active: z.array(playerBonus), history: z.array(playerBonus) });
export type PlayerBonusesData = z.infer<typeof playerBonusesData>;

export const promoCodePaths = {
  /** POST `{ code }` — whether the player may activate the code now (nothing changes). */
  check: '/web-api/promo-codes/check',
  /** POST `{ code }` — activate it: the code's bonus is granted. */
  activate: '/web-api/promo-codes/activate',
  /** GET — the player's activations, newest first (SPEC §7 user promo codes). */
  history: '/web-api/promo-codes',
} as const;

export const promoRefusals = [
  'unknown_code',
  'not_started',
  'expired',
  'used_up',
  'already_used',
  'country_not_allowed',
  'partner_not_allowed',
  'bonus_active',
] as const;

export const promoCheckData = z.union([
  z.object({ valid: z.literal(true), code: z.string(), kind: int, offerCode: z.string() }),
  z.object({ valid: z.literal(false), code: z.string(), reason: z.enum(promoRefusals) }),
]);
export type PromoCheckData = z.infer<typeof promoCheckData>;

export const promoHistoryData = z.object({
  items: z.array(z.object({ code: z.string(), activatedAt: z.string(), bonusId: int, kind: int })),
});
