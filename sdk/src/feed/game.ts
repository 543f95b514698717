/**
 * Response shapes of the feed calls. Every call answers JSON:API style `{ data: { type, attributes } }`.
 * Coefficients are decimal; `start` is unix seconds; names come in the requested language.
 */
import { z } from 'zod/mini';
import { pairOf } from './pair';

const pair = pairOf(z.number());

export const outcomeSchema = z.object({
  /** Outcome type id (1 W1, 2 X, 3 W2, 9 over, 10 under …; period markets add 1000 × period). */
  type: z.number(),
  /** Line (handicap, total), packed score (home × 100 + away) or player id; 0 when none. */
  param: z.number(),
  name: z.string(),
  coef: z.number(),
  /** The outcome cannot be bet now (its market is suspended). */
  blocked: z.boolean(),
});
export type Outcome = z.output<typeof outcomeSchema>;

export const marketSchema = z.object({
  /** Market group id (1 1X2, 17 total, 2 handicap …). */
  group: z.number(),
  name: z.string(),
  /** 0 the whole game, n the n-th period/half/set/map. */
  period: z.number(),
  suspended: z.boolean(),
  outcomes: z.array(outcomeSchema),
});
export type Market = z.output<typeof marketSchema>;

export const scoreSchema = z.object({
  total: pair,
  periods: z.array(pair),
  period: z.number(),
  periodName: z.optional(z.string()),
  /** Scoreboard clock in seconds (timed sports): time played, or time left in the period when it counts down. */
  clock: z.optional(z.number()),
  /** When `clock` was read (unix ms, the feed's time): a client runs the clock on from here. */
  clockAt: z.optional(z.number()),
  /** The clock is running (false in breaks and whenever the feed stopped it). */
  clockRunning: z.optional(z.boolean()),
  /** Clock seconds per real second (1 for a real match; the simulator plays faster). */
  clockRate: z.optional(z.number()),
  /** `up` counts time played (football), `down` the period's time left (basketball). */
  clockDirection: z.optional(z.enum(['up', 'down'])),
  inBreak: z.boolean(),
  /** Tennis: points of the current game as shown ("0", "15", "30", "40", "A"; tie-break numbers). */
  game: z.optional(pairOf(z.string())),
  server: z.optional(z.number()),
  /**
   * A race (virtual racing): the runners in their order now, leader first, each with its share of the distance
   * run (0–1, 1 once past the post); at the finish, the finishing order.
   */
  race: z.optional(z.array(z.object({ id: z.number(), progress: z.number() }))),
});
export type GameScore = z.output<typeof scoreSchema>;

export const teamSchema = z.object({ id: z.number(), name: z.string() });

export const gameSchema = z.object({
  id: z.number(),
  sportId: z.number(),
  sportName: z.string(),
  champId: z.number(),
  champName: z.string(),
  countryId: z.number(),
  /** SPEC §3 game type (football 3, hockey 4, fifteen 1, score 2, basket 12, cyberfootball 6, cybersport 9). */
  gameType: z.number(),
  /** Feed kind: live 1, line 3. */
  kind: z.number(),
  /** Game status: 1 bets accepted, 2 settled, 3 bets no longer accepted, 4 cancelled. */
  status: z.number(),
  start: z.number(),
  team1: teamSchema,
  team2: teamSchema,
  /** A race (virtual racing): the field in saddle-cloth order; `team1`/`team2` both carry the race's title. */
  runners: z.optional(z.array(z.object({ id: z.number(), number: z.number(), name: z.string() }))),
  score: z.optional(scoreSchema),
  suspended: z.boolean(),
  /** Main markets in lists, every market in GetGameZip. */
  markets: z.array(marketSchema),
  marketsCount: z.number(),
});
export type Game = z.output<typeof gameSchema>;

export const sportSchema = z.object({ id: z.number(), name: z.string(), count: z.number(), cyber: z.boolean() });
export type Sport = z.output<typeof sportSchema>;

export const champSchema = z.object({
  id: z.number(),
  name: z.string(),
  sportId: z.number(),
  countryId: z.number(),
  countryName: z.string(),
  count: z.number(),
  top: z.boolean(),
});
export type Champ = z.output<typeof champSchema>;

const envelope = <T extends z.ZodMiniType>(type: string, attributes: T) =>
  z.object({ data: z.object({ type: z.literal(type), attributes }) });

export const sportsResponseSchema = envelope('feed-sports', z.object({ sports: z.array(sportSchema) }));
export const champsResponseSchema = envelope('feed-champs', z.object({ champs: z.array(champSchema) }));
export const champResponseSchema = envelope('feed-champ', z.object({ champ: champSchema, games: z.array(gameSchema) }));
export const gamesResponseSchema = envelope(
  'feed-games',
  z.object({ games: z.array(gameSchema), total: z.number(), page: z.number() }),
);
export const gameResponseSchema = envelope('feed-game', z.object({ game: gameSchema }));
export const searchResponseSchema = envelope(
  'feed-search',
  z.object({ games: z.array(gameSchema), champs: z.array(champSchema) }),
);

export const couponEventSchema = z.object({
  gameId: z.number(),
  type: z.number(),
  param: z.number(),
  coef: z.number(),
});
export type CouponEvent = z.output<typeof couponEventSchema>;

export const expressDaySchema = z.object({
  id: z.number(),
  events: z.array(z.object({ ...couponEventSchema.shape, game: gameSchema, name: z.string() })),
  coef: z.number(),
});
export const expressDayResponseSchema = envelope(
  'feed-express-day',
  z.object({ expresses: z.array(expressDaySchema) }),
);

export const sportSectionResponseSchema = envelope(
  'feed-sport-section',
  z.object({
    sport: sportSchema,
    champs: z.array(z.object({ champ: champSchema, games: z.array(gameSchema) })),
  }),
);
