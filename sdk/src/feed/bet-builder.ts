/**
 * The bet builder (SPEC §7 UpdateCouponBuilder, MakeBetWebBuilder, the betbuilder events calls of the line and
 * live feeds; §3 IsNewBetBuilder, BuilderCoupon): several outcomes of one game as one bet at one price that the
 * server computes from its model of the match (their correlation counted, not their prices multiplied).
 * docs/feed-and-betting.md "Bet builder". Browser-safe (zod/mini).
 */
import { z } from 'zod/mini';
import { couponEventInputSchema, couponEventStateSchema } from './coupon';
import { marketSchema } from './game';

/** A builder bet's `vid` (0 single, 1 express, 2 system are the coupon's). */
export const BUILDER_VID = 3;
/** Legs of one builder bet. */
export const BUILDER_MIN_LEGS = 2;
export const BUILDER_MAX_LEGS = 6;

/** Why a combination is refused; each has a text `builder_error_<code without builder_>` in every language. */
export const builderRefusals = [
  'builder_too_few_legs',
  'builder_too_many_legs',
  'builder_one_game',
  'builder_not_offered',
  'builder_market_not_offered',
  'builder_same_market',
  'builder_identical',
  'builder_implied',
  'builder_contradictory',
  'builder_unlikely',
  'builder_too_certain',
  'builder_legacy_unsupported',
] as const;
export type BuilderRefusal = (typeof builderRefusals)[number];

export const builderPaths = {
  /** POST: the games (or one game) the builder offers and their builder markets. */
  events: (feed: 'LineFeed' | 'LiveFeed') => `/service-api/${feed}/betbuilder/events`,
  update: '/service-api/LiveBet/Open/UpdateCouponBuilder',
  make: '/service-api/LiveBet/Secure/MakeBetWebBuilder',
} as const;

export const builderEventsRequestSchema = z.strictObject({
  /** One game with its builder markets; without it, the games the builder offers (their markets too). */
  gameId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  sportId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  count: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
  lng: z._default(z.string().check(z.maxLength(8)), 'ru'),
});
export type BuilderEventsRequest = z.output<typeof builderEventsRequestSchema>;

export const builderGameSchema = z.object({
  id: z.number(),
  sportId: z.number(),
  champName: z.string(),
  team1: z.string(),
  team2: z.string(),
  /** Unix seconds. */
  start: z.number(),
  /** SPEC §3 feed kind: live 1, line 3. */
  kind: z.number(),
  markets: z.array(marketSchema),
});
export type BuilderGame = z.output<typeof builderGameSchema>;

export const builderEventsResponseSchema = z.object({
  data: z.object({
    type: z.literal('betbuilder-events'),
    attributes: z.object({ games: z.array(builderGameSchema) }),
  }),
});

/** SPEC §3 `BuilderCoupon`: the legs (all of one game) and the combined price the player saw. */
export const builderCouponSchema = z.strictObject({
  couponEvents: z.array(couponEventInputSchema).check(z.minLength(1), z.maxLength(BUILDER_MAX_LEGS + 2)),
  coef: z.optional(z.coerce.number().check(z.positive())),
});
export type BuilderCoupon = z.output<typeof builderCouponSchema>;

export const updateCouponBuilderRequestSchema = z.strictObject({
  builderCoupon: builderCouponSchema,
  /** SPEC §3 `IsNewBetBuilder`: the builder priced from the model (the only one there is); `false` is refused. */
  isNewBetBuilder: z.optional(z.boolean()),
  summ: z.optional(z.coerce.number().check(z.positive())),
  lng: z._default(z.string().check(z.maxLength(8)), 'ru'),
  currencyId: z.optional(z.coerce.number().check(z.int())),
});
export type UpdateCouponBuilderRequest = z.output<typeof updateCouponBuilderRequestSchema>;

export const builderCouponStateSchema = z.object({
  events: z.array(couponEventStateSchema),
  /** The builder's price (0 when it cannot be offered: a refusal, a leg gone, markets closed). */
  coef: z.number(),
  /** The product of the legs' own prices, for comparison. */
  productCoef: z.number(),
  available: z.boolean(),
  /** Why the combination is refused, and the legs (indexes) that clash. */
  refusal: z.optional(z.object({ code: z.enum(builderRefusals), legs: z.array(z.number()) })),
  limits: z.object({ min: z.number(), max: z.number() }),
  potentialWin: z.optional(z.number()),
});
export type BuilderCouponState = z.output<typeof builderCouponStateSchema>;

export const updateCouponBuilderResponseSchema = z.object({
  data: z.object({ type: z.literal('builder-coupon'), attributes: builderCouponStateSchema }),
});

export const makeBetBuilderRequestSchema = z.strictObject({
  builderCoupon: builderCouponSchema,
  isNewBetBuilder: z.optional(z.boolean()),
  summ: z.coerce.number().check(z.positive()),
  betGuid: z.string().check(z.minLength(8), z.maxLength(64)),
  /** Bet-change setting for the combined price: 0 confirm every change, 1 accept any, 2 accept rises. */
  checkCf: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2)), 0),
  approvedBet: z.optional(z.boolean()),
  currencyId: z.optional(z.coerce.number().check(z.int())),
});
export type MakeBetBuilderRequest = z.output<typeof makeBetBuilderRequestSchema>;

/**
 * A builder selection on its way from a game page's builder tab to the slip (the browser keeps it, key
 * `betframe:builder`): legs of one game and the combined price the player saw.
 */
export const builderSelectionSchema = z.strictObject({
  gameId: z.int().check(z.minimum(1)),
  gameName: z.string().check(z.maxLength(200)),
  /** SPEC §3 feed kind of the game when chosen: live 1, line 3. */
  kind: z.int().check(z.minimum(1), z.maximum(3)),
  legs: z
    .array(
      z.strictObject({
        type: z.int().check(z.minimum(1)),
        param: z.number(),
        label: z.string().check(z.maxLength(200)),
        coefficient: z.number().check(z.minimum(1), z.maximum(100000)),
      }),
    )
    .check(z.minLength(BUILDER_MIN_LEGS), z.maxLength(BUILDER_MAX_LEGS)),
  coefficient: z.number().check(z.minimum(1), z.maximum(100000)),
});
export type BuilderSelection = z.output<typeof builderSelectionSchema>;
