import { combineHalves, type SelectionResult } from './selection-result';

/**
 * Splits a line into the lines its stake is spread over: a quarter line (x.25, x.75) is two bets on the
 * neighbouring half and whole lines; any other line is one bet.
 */
export function splitLine(line: number): number[] {
  const quarters = Math.round(line * 4);
  if (Math.abs(quarters) % 2 === 1) return [(quarters - 1) / 4, (quarters + 1) / 4];
  return [quarters / 4];
}

/** Whether a line is a quarter line (settles in halves). */
export function isQuarterLine(line: number): boolean {
  return Math.abs(Math.round(line * 4)) % 2 === 1;
}

function resultOfMargin(margin: number): SelectionResult {
  if (margin > 1e-9) return 'win';
  if (margin < -1e-9) return 'loss';
  return 'refund';
}

/**
 * Settles a handicap on the side whose score is `own` against `other`: the side wins when its score plus the
 * handicap is higher. Whole lines refund on a tie, quarter lines settle in halves.
 */
export function settleHandicap(own: number, other: number, handicap: number): SelectionResult {
  const parts = splitLine(handicap).map((h) => resultOfMargin(own + h - other));
  return parts.length === 2
    ? combineHalves(parts[0] as SelectionResult, parts[1] as SelectionResult)
    : (parts[0] as SelectionResult);
}

/** Settles an over (side 'over') or under bet on a total against a line, with quarter lines in halves. */
export function settleTotal(total: number, line: number, side: 'over' | 'under'): SelectionResult {
  const parts = splitLine(line).map((l) => resultOfMargin(side === 'over' ? total - l : l - total));
  return parts.length === 2
    ? combineHalves(parts[0] as SelectionResult, parts[1] as SelectionResult)
    : (parts[0] as SelectionResult);
}
