/**
 * Best-of-n matches of races (sets or maps): combines the chance of the set being played with fresh sets into
 * the distribution of final set scores.
 */
import { scoreParam } from '../markets';
import type { Pair } from '../model';

/**
 * Distribution of final match scores (packed) from `sets` won so far, when the set being played goes to side one
 * with `current` and set number n (1-based) would go to side one with `fresh(n)`.
 */
export function matchFinals(
  sets: Pair,
  toWin: number,
  current: number | undefined,
  fresh: (n: number) => number,
): Map<number, number> {
  const out = new Map<number, number>();
  const go = (s1: number, s2: number, mass: number, first: boolean): void => {
    if (s1 >= toWin || s2 >= toWin) {
      out.set(scoreParam(s1, s2), (out.get(scoreParam(s1, s2)) ?? 0) + mass);
      return;
    }
    const p = first && current !== undefined ? current : fresh(s1 + s2 + 1);
    go(s1 + 1, s2, mass * p, false);
    go(s1, s2 + 1, mass * (1 - p), false);
  };
  go(sets[0], sets[1], 1, true);
  return out;
}
