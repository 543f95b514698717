import { distOf, T } from '../markets';
import type { PricedOutcome } from '../model';
import { unpack } from './race';

/** Winner, correct score, ±1.5 sets/maps handicap and total sets/maps from a distribution of final scores. */
export function matchMarkets(finals: Map<number, number>, toWin: number): PricedOutcome[] {
  let home = 0;
  const out: PricedOutcome[] = [];
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  for (const [packed, p] of finals) {
    const [a, b] = unpack(packed);
    if (a > b) home += p;
    out.push({ type: T.correctScore, param: packed, p });
    diff.set(a - b, (diff.get(a - b) ?? 0) + p);
    total.set(a + b, (total.get(a + b) ?? 0) + p);
  }
  out.push({ type: T.winner1, param: 0, p: home }, { type: T.winner2, param: 0, p: 1 - home });
  const d = distOf(diff);
  let over = 0;
  let minus = 0;
  for (const [v, p] of d) if (v > 1.5) minus += p;
  for (const [v, p] of d) if (v < -1.5) over += p;
  out.push(
    { type: T.setsHandicap1, param: -1.5, p: minus },
    { type: T.setsHandicap2, param: 1.5, p: 1 - minus },
    { type: T.setsHandicap1, param: 1.5, p: 1 - over },
    { type: T.setsHandicap2, param: -1.5, p: over },
  );
  for (let line = toWin + 0.5; line < 2 * toWin - 1; line += 1) {
    let above = 0;
    for (const [v, p] of total) if (v > line) above += p;
    out.push({ type: T.setsOver, param: line, p: above }, { type: T.setsUnder, param: line, p: 1 - above });
  }
  return out;
}
