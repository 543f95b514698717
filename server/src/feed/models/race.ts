/**
 * Races to a target (a tennis game to 4, a volleyball set to 25, a CS2 map to 13) where each point goes to side
 * one with probability p, optionally won by two clear points.
 */
import { scoreParam } from '../markets';

/** Probability that side one wins from (a, b). */
export function raceWin(p: number, a: number, b: number, target: number, winBy2: boolean): number {
  const q = 1 - p;
  const memo = new Map<number, number>();
  const deuce = (p * p) / (p * p + q * q);
  const go = (x: number, y: number): number => {
    if (x >= target && (!winBy2 || x - y >= 2)) return 1;
    if (y >= target && (!winBy2 || y - x >= 2)) return 0;
    if (winBy2 && x >= target - 1 && y >= target - 1) {
      if (x === y) return deuce;
      return x > y ? p + q * deuce : p * deuce;
    }
    const key = x * 1000 + y;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const r = p * go(x + 1, y) + q * go(x, y + 1);
    memo.set(key, r);
    return r;
  };
  return go(a, b);
}

/**
 * Distribution of final scores (packed home × 100 + away) from (a, b). Long deuce battles beyond `extra`
 * points past the target are folded into the nearest final score.
 */
export function raceFinals(
  p: number,
  a: number,
  b: number,
  target: number,
  winBy2: boolean,
  extra = 6,
): Map<number, number> {
  const q = 1 - p;
  const out = new Map<number, number>();
  let layer = new Map<number, number>([[a * 1000 + b, 1]]);
  const cap = target + extra;
  while (layer.size > 0) {
    const next = new Map<number, number>();
    for (const [key, mass] of layer) {
      const x = Math.floor(key / 1000);
      const y = key % 1000;
      const done = (x >= target && (!winBy2 || x - y >= 2)) || (y >= target && (!winBy2 || y - x >= 2));
      if (done) {
        out.set(scoreParam(x, y), (out.get(scoreParam(x, y)) ?? 0) + mass);
        continue;
      }
      if (x >= cap || y >= cap) {
        const win = raceWin(p, x, y, target, winBy2);
        const home = scoreParam(Math.max(x, y + 2), y);
        const away = scoreParam(x, Math.max(y, x + 2));
        out.set(home, (out.get(home) ?? 0) + mass * win);
        out.set(away, (out.get(away) ?? 0) + mass * (1 - win));
        continue;
      }
      next.set((x + 1) * 1000 + y, (next.get((x + 1) * 1000 + y) ?? 0) + mass * p);
      next.set(x * 1000 + y + 1, (next.get(x * 1000 + y + 1) ?? 0) + mass * q);
    }
    layer = next;
  }
  return out;
}

export const unpack = (packed: number): [number, number] => [Math.floor(packed / 100), packed % 100];

/** The point probability that makes side one win a race with probability `target`. */
export function pointProbabilityFor(winProbability: number, target: number): number {
  let lo = 0.3;
  let hi = 0.7;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (raceWin(mid, 0, 0, target, true) < winProbability) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
