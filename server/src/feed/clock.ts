/** Where the feed reads the time from: the system clock in production, a hand-driven one in tests. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand to fast-forward matches. */
export class ManualClock implements Clock {
  constructor(private time: number) {}
  now(): number {
    return this.time;
  }
  set(time: number): void {
    this.time = time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

/**
 * The real clock plus an offset that only grows: the development server's feed clock, so a developer (or an
 * end-to-end test) can jump the simulated matches forward instead of waiting for them (`/dev/feed/fast-forward`).
 */
export class FastForwardClock implements Clock {
  private offset = 0;
  constructor(private readonly base: Clock = systemClock) {}
  now(): number {
    return this.base.now() + this.offset;
  }
  get offsetMs(): number {
    return this.offset;
  }
  advance(ms: number): void {
    if (ms > 0) this.offset += ms;
  }
}
