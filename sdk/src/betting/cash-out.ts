import type { BetKind } from './bet-kind';
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
 * The cash-out offer for a single or express: the bet's fair value at current odds (settled selections count
 * at their settlement factor, open ones at placed/current, which is the placed odds times the probability the
 * current odds imply) less the house's cash-out margin. No offer (undefined) for systems, lost bets or while a
 * market is suspended.
 */
export function cashOutOffer(
  kind: BetKind,
  selections: readonly CashOutSelection[],
  stake: number,
  margin: number,
): number | undefined {
  if (kind.type === 'system') return undefined;
  let value = stake;
  let open = 0;
  for (const s of selections) {
    if (s.result !== undefined) {
      value *= settlementFactor(s.result, s.placed);
      continue;
    }
    if (s.current === undefined || s.current <= 1) return undefined;
    value *= s.placed / s.current;
    open++;
  }
  if (open === 0 || value <= 0) return undefined;
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
