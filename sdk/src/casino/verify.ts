/**
 * Recomputes any round from its seeds, with no call to the server: the browser verifier and the server's
 * own play code use the same functions, so what the verifier shows is what the server decided.
 */
import { fairFloats, type HmacSha256, type SeedPair } from './fairness';
import {
  actBlackjack,
  BLACKJACK_FLOATS,
  type BlackjackAction,
  type BlackjackState,
  blackjackReturn,
  blackjackStaked,
  dealBlackjack,
} from './games/blackjack';
import { crashPoint } from './games/crash';
import { playDice } from './games/dice';
import { MINES_FLOATS, minePositions } from './games/mines';
import { type PlinkoRisk, playPlinko } from './games/plinko';
import { playRoulette, type RouletteBet } from './games/roulette';
import { playSlot, SLOT_FLOATS } from './games/slot';
import type { OriginalGame } from './play';

/** Floats each game draws per round. */
export const ROUND_FLOATS: Record<OriginalGame, number> = {
  dice: 1,
  crash: 1,
  mines: MINES_FLOATS,
  plinko: 16,
  roulette: 1,
  slot: SLOT_FLOATS,
  blackjack: BLACKJACK_FLOATS,
};

export function roundFloats(game: OriginalGame, seeds: SeedPair, hmac?: HmacSha256): Promise<number[]> {
  return fairFloats(seeds, ROUND_FLOATS[game], hmac);
}

/** Replays a blackjack round's actions from the deal. */
export function replayBlackjack(floats: readonly number[], actions: readonly BlackjackAction[]): BlackjackState {
  let state = dealBlackjack(floats);
  for (const action of actions) state = actBlackjack(floats, state, action) ?? state;
  return state;
}

export type VerifyInput =
  | { game: 'dice'; params: { target: number; over: boolean } }
  | { game: 'crash' }
  | { game: 'mines'; params: { mines: number } }
  | { game: 'plinko'; params: { rows: number; risk: PlinkoRisk } }
  | { game: 'roulette'; params: { bets: readonly RouletteBet[] } }
  | { game: 'slot' }
  | { game: 'blackjack'; actions: readonly BlackjackAction[] };

/** What a round's seeds decide: the game's outcome and the multiplier of the stake (for blackjack, of the stakes). */
export async function verifyRound(
  seeds: SeedPair,
  input: VerifyInput,
): Promise<{ outcome: unknown; multiplier: number }> {
  const floats = await roundFloats(input.game, seeds);
  switch (input.game) {
    case 'dice':
      return playDice(floats, input.params);
    case 'crash': {
      const point = crashPoint(floats[0] ?? 0);
      return { outcome: { crashPoint: point }, multiplier: point };
    }
    case 'mines':
      return { outcome: { minePositions: minePositions(floats, input.params.mines) }, multiplier: 0 };
    case 'plinko':
      return playPlinko(floats, input.params.rows, input.params.risk);
    case 'roulette': {
      const { outcome, multiplier } = playRoulette(floats, input.params.bets);
      return { outcome, multiplier };
    }
    case 'slot':
      return playSlot(floats);
    case 'blackjack': {
      const state = replayBlackjack(floats, input.actions);
      return { outcome: state, multiplier: state.finished ? blackjackReturn(state) / blackjackStaked(state) : 0 };
    }
  }
}
