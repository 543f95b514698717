/**
 * Stepping a movable feed clock forward with the push hub ticking after every step, so subscribers see a jump
 * play out as they would in real time. The development fast-forward (./fast-forward.ts) and the shared world
 * (./one-world.ts, adopting a jump another process made) both step through here.
 */
import type { Clock } from '../clock';

/** A clock that can be moved forward: the development server's FastForwardClock, or a test's ManualClock. */
export interface AdvanceableClock extends Clock {
  advance(ms: number): void;
}

export const isAdvanceable = (clock: Clock): clock is AdvanceableClock =>
  typeof (clock as Partial<AdvanceableClock>).advance === 'function';

/** Real time per step: 15 s is 135 match seconds at speed 9, well inside the hub's one-minute settled window. */
export const FAST_FORWARD_STEP_MS = 15_000;

/** Moves the feed forward by `ms`, ticking the push hub after every step; returns the feed time afterwards. */
export function fastForward(
  feed: { hub: { tick(): unknown } },
  clock: AdvanceableClock,
  ms: number,
  stepMs = FAST_FORWARD_STEP_MS,
): number {
  let left = ms;
  while (left > 0) {
    const step = Math.min(stepMs, left);
    clock.advance(step);
    left -= step;
    feed.hub.tick();
  }
  return clock.now();
}
