/**
 * Duels (SPEC §7 feeds: `BuildDuel` POST and `GetAvailablePlayersForDuel`): two teams of different games of one
 * sport and one start slot, "which scores more" — team 1's goals in its game against team 2's goals in its own.
 * A duel is a game-like event of the feed with its own id; it is bet through the ordinary coupon with the 1X2
 * outcome types (1: team 1 scores more, 2: equal — a draw is an outcome, not a refund, 3: team 2 scores more) and
 * settled when both games are official; a cancelled game voids it (docs/feed-and-betting.md "Duels").
 * Browser-safe (zod/mini).
 */
import { z } from 'zod/mini';

export const duelPaths = {
  players: '/service-api/LineFeed/GetAvailablePlayersForDuel',
  build: '/service-api/LineFeed/BuildDuel',
} as const;

const id = () => z.coerce.number().check(z.int(), z.minimum(1));

export const duelPlayersQuerySchema = z.object({
  lng: z._default(z.string().check(z.maxLength(8)), 'ru'),
  /** Only this sport's teams; every sport that offers duels when left out. */
  sportId: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  count: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 60),
});
export type DuelPlayersQuery = z.infer<typeof duelPlayersQuerySchema>;

/** One side of a game that can be paired: `side` 1 is the home team, 2 the away team. */
export const duelPickSchema = z.object({
  gameId: id(),
  side: z.union([z.literal(1), z.literal(2)]),
});
export type DuelPick = z.infer<typeof duelPickSchema>;

export const duelPlayerSchema = z.object({
  gameId: z.number(),
  side: z.union([z.literal(1), z.literal(2)]),
  teamId: z.number(),
  name: z.string(),
  /** The team it meets in its own game. */
  opponent: z.string(),
  sportId: z.number(),
  champName: z.string(),
  /** Unix seconds. */
  start: z.number(),
  /** Teams of the same `slot` (and sport) can be paired. */
  slot: z.number(),
});
export type DuelPlayer = z.infer<typeof duelPlayerSchema>;

export const duelPlayersAnswerSchema = z.object({
  data: z.object({ type: z.literal('duel-players'), attributes: z.object({ players: z.array(duelPlayerSchema) }) }),
});

export const buildDuelRequestSchema = z.object({
  lng: z._default(z.string().check(z.maxLength(8)), 'ru'),
  team1: duelPickSchema,
  team2: duelPickSchema,
});
export type BuildDuelRequest = z.input<typeof buildDuelRequestSchema>;

export const duelOutcomeSchema = z.object({
  /** 1 team 1 scores more, 2 equal, 3 team 2 scores more. */
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  param: z.number(),
  coef: z.number(),
});

export const duelSideSchema = z.object({
  gameId: z.number(),
  side: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  /** Its own game as "home — away". */
  gameName: z.string(),
});

export const duelSchema = z.object({
  /** The duel's event id: the coupon's `gameId`. */
  id: z.number(),
  sportId: z.number(),
  /** The earlier of the two starts (unix seconds): bets close when either game starts. */
  start: z.number(),
  /** SPEC §3 game status: 1 open, 2 settled, 3 closed, 4 cancelled. */
  status: z.number(),
  team1: duelSideSchema,
  team2: duelSideSchema,
  outcomes: z.array(duelOutcomeSchema),
});
export type Duel = z.infer<typeof duelSchema>;

export const buildDuelAnswerSchema = z.object({
  data: z.object({ type: z.literal('duel'), attributes: duelSchema }),
});
