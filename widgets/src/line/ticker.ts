/**
 * One ticking source for every live clock of a list: a single interval however many clocks are on screen (not one
 * timer per row), running only while something listens, at the pace of the fastest clock that listens. And the
 * feed's time as this browser sees it: clocks carry the feed's time of their reading (`clockAt`), and the
 * browser's own clock may be off by seconds, so the offset is estimated from what arrives.
 */

export interface Ticker {
  /** Calls `listener` every `everyMs` or more often; returns the unsubscribe function. */
  subscribe(listener: () => void, everyMs: number): () => void;
  /** The feed's time now (ms), corrected by the estimated offset of this browser's clock. */
  feedNow(): number;
  /** A reading made at feed time `feedMs` arrived now (a list answer, a push delta). */
  observe(feedMs: number): void;
}

export interface TickerOptions {
  now?: () => number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/** Ticks are never further apart than a second nor closer than 100 ms. */
const clampPeriod = (ms: number) => Math.min(1000, Math.max(100, Math.round(ms)));

export function createTicker(options: TickerOptions = {}): Ticker {
  const now = options.now ?? (() => Date.now());
  const arm = options.setInterval ?? ((cb: () => void, ms: number) => globalThis.setInterval(cb, ms));
  const disarm =
    options.clearInterval ?? ((h: unknown) => globalThis.clearInterval(h as ReturnType<typeof setInterval>));
  const listeners = new Map<() => void, number>();
  let handle: unknown;
  let period = 0;
  // Browser time minus feed time. A reading is never younger than the moment it arrives, so the smallest
  // difference seen is the best estimate (network delay only ever adds to it).
  let offset: number | undefined;

  const tick = () => {
    for (const listener of [...listeners.keys()]) listener();
  };
  const rearm = () => {
    const next = listeners.size === 0 ? 0 : clampPeriod(Math.min(...listeners.values()));
    if (next === period) return;
    if (handle !== undefined) disarm(handle);
    handle = undefined;
    period = next;
    if (next > 0) handle = arm(tick, next);
  };

  return {
    subscribe(listener, everyMs) {
      listeners.set(listener, everyMs);
      rearm();
      return () => {
        listeners.delete(listener);
        rearm();
      };
    },
    feedNow: () => now() - (offset ?? 0),
    observe(feedMs) {
      const difference = now() - feedMs;
      if (offset === undefined || difference < offset) offset = difference;
    },
  };
}

/** What a scoreboard clock needs from a game's score (the wire fields of `@betframe/sdk/feed`). */
export interface ClockReading {
  clock?: number | undefined;
  clockAt?: number | undefined;
  clockRunning?: boolean | undefined;
  clockRate?: number | undefined;
  clockDirection?: 'up' | 'down' | undefined;
}

/** The clock's seconds at feed time `feedMs`: run on from its reading while it runs; a count-down stops at 0. */
export function clockSecondsAt(reading: ClockReading, feedMs: number): number | undefined {
  const { clock } = reading;
  if (clock === undefined) return undefined;
  if (!reading.clockRunning || reading.clockAt === undefined) return clock;
  const passed = (Math.max(0, feedMs - reading.clockAt) / 1000) * (reading.clockRate ?? 1);
  return reading.clockDirection === 'down' ? Math.max(0, clock - passed) : clock + passed;
}

/** `m:ss`; a count-down shows a started second as whole (9.4 s left reads 0:10), a count-up as passed. */
export function formatClock(seconds: number, direction: 'up' | 'down' = 'up'): string {
  const whole = direction === 'down' ? Math.ceil(seconds - 1e-9) : Math.floor(seconds + 1e-9);
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** How often a clock running at `rate` clock seconds per second changes its shown second. */
export const tickEvery = (rate: number | undefined) => 1000 / Math.max(1, rate ?? 1);

/** The ticker of the widgets on this page (tests make their own with `createTicker`). */
export const pageTicker: Ticker = createTicker();
