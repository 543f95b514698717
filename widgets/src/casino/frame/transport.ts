/**
 * The game page's calls (CONTRACTS §6 and the multi-step calls of docs/casino.md), through the SDK request layer
 * with the game session (its header): a round, its next step (mines, blackjack), the player's fairness (seeds,
 * client seed, rotation) and the crash game's shared round (state, cash-out; the push stream in games/crash).
 */
import {
  type CrashRound,
  casinoPaths,
  crashRoundSchema,
  type Fairness,
  fairnessSchema,
  type OriginalGame,
  type RotateResponse,
  type RoundAnswer,
  rotateResponseSchema,
  roundSchema,
} from '@betframe/sdk/casino';
import { subscribeSse } from '@betframe/sdk/feed';
import { type CallResult, failureOf } from '@betframe/sdk/request';
import * as z from 'zod/mini';
import { httpFor } from '../../runtime/http';
import { type Play, SESSION_HEADER } from './boot';

export function createTransport(boot: Play, origin: string) {
  const headers = { [SESSION_HEADER]: boot.session };
  const http = httpFor(boot.apiBase || origin);
  async function call<T extends z.ZodMiniType>(
    path: string,
    schema: T,
    params?: Record<string, unknown>,
  ): Promise<CallResult<z.output<T>>> {
    const result = await http.request({
      path,
      method: params ? 'POST' : 'GET',
      query: { lng: boot.lang, ...(boot.demo ? { demo: 'true' } : {}) },
      ...(params ? { params } : {}),
      headers,
      schema: z.object({ data: schema }),
    });
    if (result.error) return failureOf(result);
    return { ok: true, data: (result.data as { data: z.output<T> }).data };
  }
  const step = (path: string, body: Record<string, unknown>) => call(path, roundSchema, { ...body, demo: boot.demo });
  return {
    play: (game: OriginalGame, amount: string, params: unknown): Promise<CallResult<RoundAnswer>> =>
      call(casinoPaths.play(game), roundSchema, { amount, params, demo: boot.demo }),
    minesReveal: (roundId: number, tile: number) => step(casinoPaths.minesReveal, { roundId, tile }),
    minesCashOut: (roundId: number) => step(casinoPaths.minesCashOut, { roundId }),
    blackjackAction: (roundId: number, action: string) => step(casinoPaths.blackjackAction, { roundId, action }),
    crashState: (): Promise<CallResult<CrashRound>> => call(casinoPaths.crashState, crashRoundSchema),
    crashCashOut: (roundId: number) => step(casinoPaths.crashCashOut, { roundId }),
    /** A bet's result once its round crashed: an automatic cash-out or a loss, with the balance after it. */
    crashResult: (roundId: number) => step(casinoPaths.crashResult, { roundId }),
    /** Follows the shared crash round (the push stream); the returned function stops. */
    crashStream: (onRound: (round: CrashRound) => void): (() => void) =>
      subscribeSse(
        `${boot.apiBase || origin}${casinoPaths.crashStream}?lng=${boot.lang}`,
        headers,
        (data) => {
          try {
            const parsed = crashRoundSchema.safeParse(JSON.parse(data));
            if (parsed.success) onRound(parsed.data);
          } catch {
            // A frame that is not JSON carries no round.
          }
        },
        {},
      ),
    fairness: (): Promise<CallResult<Fairness>> => call(casinoPaths.fairness, fairnessSchema),
    setClientSeed: (clientSeed: string): Promise<CallResult<Fairness>> =>
      call(casinoPaths.clientSeed, fairnessSchema, { clientSeed }),
    rotate: (): Promise<CallResult<RotateResponse>> => call(casinoPaths.rotate, rotateResponseSchema, {}),
  };
}

export type Transport = ReturnType<typeof createTransport>;
