/**
 * Mines: a 5 × 5 field (tiles 0 … 24, row by row) with 1 … 24 mines. The field is shuffled by the round's first
 * 24 floats (Fisher–Yates from the end: for i = 24 … 1, swap tile i with tile floor(float₂₄₋ᵢ × (i + 1))); the
 * mines are the first `mines` tiles of the shuffled order. After k safe reveals the multiplier is 99 % of the fair
 * one, cut to 4 decimals: `floor(0.99 · C(25, k) / C(25 − mines, k) · 10⁴) / 10⁴`, so cashing out after any
 * number of reveals returns just under 99 %.
 */

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_HOUSE_EDGE = 0.01;
export const MINES_FLOATS = 24;

/** The tiles in shuffled order; the mines are its first `mines` entries. */
export function minesOrder(floats: readonly number[]): number[] {
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = MINES_TILES - 1, k = 0; i > 0; i -= 1, k += 1) {
    const j = Math.floor((floats[k] ?? 0) * (i + 1));
    const swap = tiles[i] as number;
    tiles[i] = tiles[j] as number;
    tiles[j] = swap;
  }
  return tiles;
}

export function minePositions(floats: readonly number[], mines: number): number[] {
  return minesOrder(floats)
    .slice(0, mines)
    .sort((a, b) => a - b);
}

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i += 1) result = (result * (n - i)) / (i + 1);
  return result;
}

/** The probability that `revealed` distinct picks are all safe. */
export function minesSafeChance(mines: number, revealed: number): number {
  return choose(MINES_TILES - mines, revealed) / choose(MINES_TILES, revealed);
}

/** The cash-out multiplier after `revealed` safe tiles (1 before any reveal: the stake back). */
export function minesMultiplier(mines: number, revealed: number): number {
  if (revealed === 0) return 1;
  if (revealed > MINES_TILES - mines) return 0;
  return Math.floor(((1 - MINES_HOUSE_EDGE) / minesSafeChance(mines, revealed)) * 10_000) / 10_000;
}

export function minesCountError(mines: number): 'invalid_mines' | undefined {
  return Number.isInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX ? undefined : 'invalid_mines';
}

/** The state of a mines round the server keeps (and a finished one shows). */
export interface MinesState {
  readonly mines: number;
  readonly revealed: readonly number[];
  /** Set when the round ended on a mine. */
  readonly hitMine?: number;
  readonly finished: boolean;
  /** Known to the player only when the round has finished. */
  readonly minePositions?: readonly number[];
}

export type MinesStep =
  | { ok: true; state: MinesState; multiplier: number }
  | { ok: false; error: 'invalid_tile' | 'tile_revealed' | 'round_closed' };

/** Reveals a tile: safe → the next multiplier (the round finishes itself when no safe tile is left). */
export function revealMine(positions: readonly number[], state: MinesState, tile: number): MinesStep {
  if (state.finished) return { ok: false, error: 'round_closed' };
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) return { ok: false, error: 'invalid_tile' };
  if (state.revealed.includes(tile)) return { ok: false, error: 'tile_revealed' };
  if (positions.includes(tile)) {
    return {
      ok: true,
      state: { ...state, hitMine: tile, finished: true, minePositions: [...positions] },
      multiplier: 0,
    };
  }
  const revealed = [...state.revealed, tile];
  const allSafe = revealed.length === MINES_TILES - state.mines;
  return {
    ok: true,
    state: { ...state, revealed, finished: allSafe, ...(allSafe ? { minePositions: [...positions] } : {}) },
    multiplier: minesMultiplier(state.mines, revealed.length),
  };
}

/** One-shot play (and the simulation): reveal `picks` in order and cash out when all are safe. */
export function playMines(
  floats: readonly number[],
  mines: number,
  picks: readonly number[],
): { state: MinesState; multiplier: number } {
  const positions = minePositions(floats, mines);
  let state: MinesState = { mines, revealed: [], finished: false };
  let multiplier = 1;
  for (const tile of picks) {
    const step = revealMine(positions, state, tile);
    if (!step.ok) break;
    state = step.state;
    multiplier = step.multiplier;
    if (state.finished) break;
  }
  return { state: { ...state, finished: true, minePositions: positions }, multiplier };
}

/** Exact RTP of cashing out after `revealed` safe tiles. */
export function minesRtp(mines: number, revealed: number): number {
  return minesMultiplier(mines, revealed) * minesSafeChance(mines, revealed);
}
