/**
 * The play calls of the in-house games: `POST /web-api/casino/originals/{game}/play { amount, params, demo? }`
 * (CONTRACTS §6) with each game's `params`, and the additive calls of the multi-step games.
 */
import { z } from 'zod/mini';
import { BLACKJACK_ACTIONS } from './games/blackjack';
import { ROULETTE_BET_TYPES } from './games/roulette';

export const ORIGINALS = ['dice', 'crash', 'mines', 'plinko', 'roulette', 'slot', 'blackjack'] as const;
export type OriginalGame = (typeof ORIGINALS)[number];

/** An amount in major units: a decimal string or number; the server reads it with its money module. */
export const wireAmountSchema = z.union([z.string().check(z.maxLength(32)), z.number()]);

const int = z.number().check(z.int());

export const diceParamsSchema = z.object({ target: z.number(), over: z.boolean() });
export const crashParamsSchema = z.object({ autoCashOut: z.optional(z.number()) });
export const minesParamsSchema = z.object({
  mines: int,
  /** Optional one-shot play: reveal these tiles in order and cash out if all are safe. */
  picks: z.optional(z.array(int).check(z.maxLength(24))),
});
export const plinkoParamsSchema = z.object({ rows: int, risk: z.enum(['low', 'medium', 'high']) });
export const rouletteBetSchema = z.object({
  type: z.enum(ROULETTE_BET_TYPES as [string, ...string[]]),
  numbers: z.optional(z.array(int).check(z.maxLength(6))),
  index: z.optional(int),
  amount: wireAmountSchema,
});
export const rouletteParamsSchema = z.object({
  bets: z.array(rouletteBetSchema).check(z.minLength(1), z.maxLength(50)),
});
export const emptyParamsSchema = z.object({});

export const playParamsSchemas = {
  dice: diceParamsSchema,
  crash: crashParamsSchema,
  mines: minesParamsSchema,
  plinko: plinkoParamsSchema,
  roulette: rouletteParamsSchema,
  slot: emptyParamsSchema,
  blackjack: emptyParamsSchema,
} as const;

export type PlayParams<G extends OriginalGame> = z.output<(typeof playParamsSchemas)[G]>;

export const playRequestSchema = z.object({
  amount: wireAmountSchema,
  params: z._default(z.unknown(), {}),
  demo: z._default(z.boolean(), false),
});

/**
 * One round as every play and step call answers it. `outcome` is the game's own (see each game's module);
 * `finished` is false while a multi-step round waits for the player; `payout` is what the round has paid.
 */
export const roundSchema = z.object({
  roundId: z.number(),
  game: z.string(),
  outcome: z.unknown(),
  multiplier: z.number(),
  stake: z.number(),
  payout: z.number(),
  balance: z.number(),
  currency: z.string(),
  demo: z.boolean(),
  finished: z.boolean(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
});
export type RoundAnswer = z.output<typeof roundSchema>;

export const minesRevealSchema = z.object({ roundId: int, tile: int });
export const roundIdSchema = z.object({ roundId: int });
export const blackjackActionSchema = z.object({
  roundId: int,
  action: z.enum(BLACKJACK_ACTIONS as [string, ...string[]]),
});

/** The crash game's shared round as the state call and the push stream show it. */
export const crashRoundSchema = z.object({
  roundId: z.number(),
  phase: z.enum(['betting', 'running', 'crashed']),
  /** ISO times from the server clock: betting closes and the multiplier starts at `launchAt`. */
  launchAt: z.string(),
  /** The server's clock now, so a client can place the live multiplier without trusting its own clock. */
  now: z.string(),
  multiplier: z.number(),
  /** Only once crashed, with the revealed seed. */
  crashPoint: z.optional(z.number()),
  serverSeed: z.optional(z.string()),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  recent: z.array(z.object({ roundId: z.number(), crashPoint: z.number() })),
});
export type CrashRound = z.output<typeof crashRoundSchema>;
