/** What the virtual schedule tests share: moments of every kind and a simulator at one of them. */
import { ManualClock } from '../../clock';
import { Simulator } from '../simulator';

export function simAt(at: number, seed = 5) {
  const clock = new ManualClock(at);
  return { clock, sim: new Simulator({ seed, clock }) };
}

// The top of an hour, odd seconds, just before and after midnight UTC, a leap day, a year's end.
export const moments = [
  Date.UTC(2026, 10, 22, 12, 0),
  Date.UTC(2026, 10, 22, 23, 58, 41, 123),
  Date.UTC(2026, 10, 23, 0, 0, 0, 1),
  Date.UTC(2028, 1, 29, 3, 17, 9),
  Date.UTC(2030, 11, 31, 23, 45, 30),
  Date.UTC(2027, 5, 14, 17, 29, 59, 999),
];
