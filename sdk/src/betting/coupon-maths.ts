import type { BetKind } from './bet-kind';
import { binomial, elementarySymmetric } from './combinations';
import { coverLines, coverReturnPerLine } from './cover-lines';
import { roundCoefficient, roundDownMoney } from './money';
import { deadHeatOdds, type SelectionResult, settlementFactor } from './selection-result';

/** Total coefficient of an express: the product of its coefficients. */
export function expressCoefficient(coefficients: readonly number[]): number {
  return roundCoefficient(coefficients.reduce((p, k) => p * k, 1));
}

/** Number of lines a coupon of n events makes. */
export function lineCount(kind: BetKind, n: number): number {
  if (kind.type === 'cover') return coverLines(n, kind.singles);
  return kind.type === 'system' ? binomial(n, kind.size) : 1;
}

/**
 * The most a coupon can pay when every selection wins. A system k/n splits the stake evenly over its C(n,k)
 * expresses.
 */
export function potentialWin(kind: BetKind, coefficients: readonly number[], stake: number): number {
  return roundDownMoney(stake * grossFactor(kind, coefficients));
}

/** The coupon-level coefficient: potential win per unit of stake. */
export function couponCoefficient(kind: BetKind, coefficients: readonly number[]): number {
  return roundCoefficient(grossFactor(kind, coefficients));
}

function grossFactor(kind: BetKind, factors: readonly number[]): number {
  switch (kind.type) {
    case 'single':
      return factors[0] ?? 0;
    case 'express':
      return factors.reduce((p, k) => p * k, 1);
    case 'system':
      return elementarySymmetric(factors, kind.size) / binomial(factors.length, kind.size);
    case 'cover':
      // The stake is the total of its lines, split evenly: stake per line × Σₖ eₖ.
      return coverReturnPerLine(factors, kind.singles) / coverLines(factors.length, kind.singles);
  }
}

export interface SettledSelection {
  coefficient: number;
  result: SelectionResult;
  /** Competitors sharing the place a won selection backed (a dead heat, `deadHeatOdds`); 1 or absent: none. */
  deadHeat?: number;
}

/**
 * The payout of a coupon whose selections have all settled. A refunded selection inside an express counts as
 * coefficient 1 (the express goes on without it); inside a system it does the same in every combination that
 * holds it. A won selection in a dead heat counts at its odds divided by the competitors sharing the place.
 */
export function settleCoupon(kind: BetKind, selections: readonly SettledSelection[], stake: number): number {
  const factors = selections.map((s) =>
    settlementFactor(s.result, s.result === 'win' ? deadHeatOdds(s.coefficient, s.deadHeat) : s.coefficient),
  );
  return roundDownMoney(stake * grossFactor(kind, factors));
}

/**
 * An express is lost as soon as one selection loses, before the others settle; systems and singles wait.
 * Returns true when the coupon's outcome is already a certain loss.
 */
export function isCertainLoss(kind: BetKind, results: readonly (SelectionResult | undefined)[]): boolean {
  const losses = results.filter((r) => r === 'loss').length;
  // A system k/n lives while k selections can still win; a full cover while 2 can (1 with singles).
  const alive = kind.type === 'system' ? kind.size : kind.type === 'cover' ? 2 - Number(kind.singles) : results.length;
  return losses > results.length - alive;
}
