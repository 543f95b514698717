/**
 * Live push: the server streams deltas as server-sent events on `feedPaths.push`; the event name is the delta's
 * `type`, its data the JSON below. A subscriber first gets `snapshot` for every game it follows, then deltas.
 */
import { z } from 'zod/mini';
import { gameSchema, scoreSchema } from './game';

const priced = z.object({ type: z.number(), param: z.number(), coef: z.number() });

export const pushDeltaSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), game: gameSchema }),
  z.object({
    type: z.literal('odds'),
    gameId: z.number(),
    /** New or changed coefficients. */
    changed: z.array(priced),
    /** Outcomes no longer offered. */
    removed: z.array(z.object({ type: z.number(), param: z.number() })),
  }),
  z.object({ type: z.literal('score'), gameId: z.number(), score: scoreSchema }),
  z.object({
    type: z.literal('status'),
    gameId: z.number(),
    status: z.number(),
    kind: z.number(),
    suspended: z.boolean(),
  }),
  /** The result is official (status 2) or the game was cancelled (status 4): bets on it settle now. */
  z.object({ type: z.literal('settled'), gameId: z.number(), status: z.number(), score: z.optional(scoreSchema) }),
]);
export type PushDelta = z.output<typeof pushDeltaSchema>;
