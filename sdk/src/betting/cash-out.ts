import type { BetKind } from './bet-kind';
import { binomial, elementarySymmetric } from './combinations';
import { coverLines, coverReturnPerLine } from './cover-lines';
import { roundDownMoney } from './money';
import { type SelectionResult, settlementFactor } from './selection-result';

export interface CashOutSelection {
  /** Coefficient the bet was placed at. */
  placed: number;
  /** Current coefficient of the same outcome; undefined when the market is suspended or gone. */
  current?: number;
  /** Set once the selection settled. */
  result?: SelectionResult;
}

/**
 * The cash-out offer: the bet's fair value at current odds less the house's cash-out margin. Each selection counts
 * at a factor — a settled one at its settlement factor, an open one at placed/current (the placed odds times the
 * probability the current odds imply). A single or express is worth stake × Π factors; a system k/n values each
 * of its C(n,k) lines the same way, stake / C(n,k) × e_k(factors) (the elementary symmetric sum, as settlement
 * does). No offer (undefined) when nothing is open any more, the bet can no longer pay, or an open selection's
 * market is suspended or gone.
 */
export function cashOutOffer(
  kind: BetKind,
  selections: readonly CashOutSelection[],
  stake: number,
  margin: number,
): number | undefined {
  const factors: number[] = [];
  let open = 0;
  for (const s of selections) {
    if (s.result !== undefined) {
      factors.push(settlementFactor(s.result, s.placed));
      continue;
    }
    if (s.current === undefined || s.current <= 1) return undefined;
    factors.push(s.placed / s.current);
    open++;
  }
  if (open === 0) return undefined;
  const value =
    kind.type === 'system'
      ? (stake / Math.max(1, binomial(factors.length, kind.size))) * elementarySymmetric(factors, kind.size)
      : kind.type === 'cover'
        ? (stake / Math.max(1, coverLines(factors.length, kind.singles))) * coverReturnPerLine(factors, kind.singles)
        : factors.reduce((v, f) => v * f, stake);
  if (!(value > 0)) return undefined;
  const offer = roundDownMoney(value * (1 - margin));
  return offer > 0 ? offer : undefined;
}

/**
 * Partial cash-out: selling `amount` of an offer sells the same share of the stake; the rest of the bet stays.
 */
export function partialCashOut(stake: number, offer: number, amount: number): { remainingStake: number } {
  const share = Math.min(1, amount / offer);
  return { remainingStake: roundDownMoney(stake * (1 - share)) };
}
