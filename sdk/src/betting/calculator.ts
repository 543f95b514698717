/**
 * The betting calculator (information page `bettingCalculator`): what a settled bet returns, for every bet kind
 * the coupon places (single, express, system k of n — the stake split evenly over the lines, as the coupon does),
 * with each-way (a second, place bet of the same stake at a fraction of the odds) and dead heats (the stake of a
 * winning selection divided by the number of competitors sharing the place). Settlement is `settleCoupon`'s.
 */
import type { BetKind } from './bet-kind';
import { lineCount, settleCoupon } from './coupon-maths';
import { roundMoney } from './money';
import type { SelectionResult } from './selection-result';

export interface CalculatorSelection {
  /** Decimal odds. */
  odds: number;
  result: SelectionResult;
  /** Competitors sharing the place when the selection won in a dead heat (1: none). */
  deadHeat?: number;
  /** Each-way: how the place part settled (default: as the win part, a win counting as a placed win). */
  placeResult?: SelectionResult;
}

export interface CalculatorInput {
  kind: BetKind;
  /** The stake of the bet (of each part of an each-way bet). */
  stake: number;
  selections: readonly CalculatorSelection[];
  /** Each-way with the place terms as a fraction of the odds (1/4, 1/5). */
  eachWay?: { fraction: number };
}

export interface CalculatorResult {
  lines: number;
  totalStake: number;
  /** What the bet pays back, stake included. */
  payout: number;
  profit: number;
}

export const placeOdds = (odds: number, fraction: number) => 1 + (odds - 1) * fraction;

export function calculateBet(input: CalculatorInput): CalculatorResult {
  const { kind, stake, selections, eachWay } = input;
  const winPart = settleCoupon(
    kind,
    selections.map((s) => ({ coefficient: s.odds, result: s.result, ...(s.deadHeat ? { deadHeat: s.deadHeat } : {}) })),
    stake,
  );
  const placePart = eachWay
    ? settleCoupon(
        kind,
        selections.map((s) => {
          const result = s.placeResult ?? s.result;
          return {
            coefficient: placeOdds(s.odds, eachWay.fraction),
            result,
            ...(s.deadHeat ? { deadHeat: s.deadHeat } : {}),
          };
        }),
        stake,
      )
    : 0;
  const parts = eachWay ? 2 : 1;
  const lines = lineCount(kind, selections.length) * parts;
  const totalStake = roundMoney(stake * parts);
  const payout = roundMoney(winPart + placePart);
  return { lines, totalStake, payout, profit: roundMoney(payout - totalStake) };
}
