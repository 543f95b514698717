/**
 * How one selection of a coupon settled. Asian quarter lines split the stake over two neighbouring lines, so a
 * selection can also win or lose half of its stake.
 */
export type SelectionResult = 'win' | 'loss' | 'refund' | 'half-win' | 'half-loss';

export const selectionResults: readonly SelectionResult[] = ['win', 'loss', 'refund', 'half-win', 'half-loss'];

/**
 * The factor a settled selection multiplies its stake by: a refund returns the stake (factor 1), a half win pays
 * half at the odds and returns the other half, a half loss returns half.
 */
export function settlementFactor(result: SelectionResult, coefficient: number): number {
  switch (result) {
    case 'win':
      return coefficient;
    case 'loss':
      return 0;
    case 'refund':
      return 1;
    case 'half-win':
      return (coefficient + 1) / 2;
    case 'half-loss':
      return 0.5;
  }
}

/**
 * Dead heat: a winning selection whose place is shared by `deadHeat` competitors (a top scorer shared by k
 * players) is paid at full odds on a k-th of its stake — the same as the whole stake at odds / k. In an express
 * the leg counts at odds / k. The settlement, the bets history and the calculator all count it so.
 */
export function deadHeatOdds(coefficient: number, deadHeat = 1): number {
  return deadHeat > 1 ? coefficient / deadHeat : coefficient;
}

/** Combines the results of the two halves of a quarter line into the result of the whole selection. */
export function combineHalves(a: SelectionResult, b: SelectionResult): SelectionResult {
  const score = (r: SelectionResult): number => (r === 'win' ? 1 : r === 'loss' ? -1 : 0);
  const sum = score(a) + score(b);
  if (sum === 2) return 'win';
  if (sum === -2) return 'loss';
  if (sum === 1) return 'half-win';
  if (sum === -1) return 'half-loss';
  return 'refund';
}
