/**
 * Plinko: 8 … 16 rows of pegs; at row i the ball goes right when floatᵢ ≥ 0.5, and lands in bucket = number of
 * right turns (0 … rows), so bucket k has probability C(rows, k) / 2^rows. Each (rows, risk) pays the multiplier
 * of its bucket from the tables below; RTP = Σ C(rows, k) / 2^rows × multiplierₖ (plinkoRtp), 98.9 … 99.2 %.
 */

export type PlinkoRisk = 'low' | 'medium' | 'high';
export const PLINKO_RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

// Half tables (edge bucket first, up to the middle); the full row is symmetric.
// biome-ignore format: paytables
const HALF: Record<PlinkoRisk, Record<number, number[]>> = {
  low: {
    8: [5.6, 2.1, 1.1, 1, 0.5], 9: [5.6, 2, 1.6, 1, 0.7], 10: [8.9, 3, 1.4, 1.1, 1, 0.5],
    11: [8.4, 3, 1.9, 1.3, 1, 0.7], 12: [10, 3, 1.6, 1.4, 1.1, 1, 0.5], 13: [8.1, 4, 3, 1.9, 1.2, 0.9, 0.7],
    14: [7.1, 4, 1.9, 1.4, 1.3, 1.1, 1, 0.5], 15: [15, 8, 3, 2, 1.5, 1.1, 1, 0.7],
    16: [16, 9, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.5],
  },
  medium: {
    8: [13, 3, 1.3, 0.7, 0.4], 9: [18, 4, 1.7, 0.9, 0.5], 10: [22, 5, 2, 1.4, 0.6, 0.4],
    11: [24, 6, 3, 1.8, 0.7, 0.5], 12: [33, 11, 4, 2, 1.1, 0.6, 0.3], 13: [43, 13, 6, 3, 1.3, 0.7, 0.4],
    14: [58, 15, 7, 4, 1.9, 1, 0.5, 0.2], 15: [88, 18, 11, 5, 3, 1.3, 0.5, 0.3],
    16: [110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3],
  },
  high: {
    8: [29, 4, 1.5, 0.3, 0.2], 9: [43, 7, 2, 0.6, 0.2], 10: [76, 10, 3, 0.9, 0.3, 0.2],
    11: [120, 14, 5.2, 1.4, 0.4, 0.2], 12: [170, 24, 8.1, 2, 0.7, 0.2, 0.2], 13: [260, 37, 11, 4, 1, 0.2, 0.2],
    14: [420, 56, 18, 5, 1.9, 0.3, 0.2, 0.2], 15: [620, 83, 27, 8, 3, 0.5, 0.2, 0.2],
    16: [1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2],
  },
};

/** The multipliers of buckets 0 … rows. */
export function plinkoPaytable(rows: number, risk: PlinkoRisk): number[] {
  const half = HALF[risk][rows];
  if (!half) return [];
  return Array.from({ length: rows + 1 }, (_, k) => half[Math.min(k, rows - k)] as number);
}

export function plinkoParamsError(rows: number, risk: string): 'invalid_rows' | 'invalid_risk' | undefined {
  if (!Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS) return 'invalid_rows';
  return (PLINKO_RISKS as readonly string[]).includes(risk) ? undefined : 'invalid_risk';
}

export interface PlinkoOutcome {
  /** One entry per row: 0 left, 1 right. */
  readonly path: readonly number[];
  readonly bucket: number;
}

export function playPlinko(
  floats: readonly number[],
  rows: number,
  risk: PlinkoRisk,
): { outcome: PlinkoOutcome; multiplier: number } {
  const path = Array.from({ length: rows }, (_, i) => ((floats[i] ?? 0) >= 0.5 ? 1 : 0));
  const bucket = path.reduce<number>((sum, step) => sum + step, 0);
  return { outcome: { path, bucket }, multiplier: plinkoPaytable(rows, risk)[bucket] ?? 0 };
}

export function plinkoRtp(rows: number, risk: PlinkoRisk): number {
  let chance = 1 / 2 ** rows;
  let rtp = 0;
  plinkoPaytable(rows, risk).forEach((multiplier, k) => {
    rtp += chance * multiplier;
    chance = (chance * (rows - k)) / (k + 1);
  });
  return rtp;
}
