/**
 * The server's one source of time. Every time the server writes (a bet's `created_at`, a settlement, a ledger
 * posting, a payment decision) or compares against (history windows, daily limits, cash-out, rate limits) comes
 * from the app's clock (`AppDeps.clock`), never from the database's `now()` or a stray `Date.now()`: otherwise a
 * moved clock (a test's ManualClock, the development fast-forward) and the database disagree about "now".
 *
 * Production: the system clock. Development: the system clock plus an offset that `/dev/feed/fast-forward`
 * grows. Tests: a ManualClock they move by hand. docs/development.md says which part uses which clock.
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The clock's time as a Date, for a timestamp column. */
export const dateOf = (clock: Clock): Date => new Date(clock.now());

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
 * The real clock plus an offset that only grows: the development server's app clock, so a developer (or an
 * end-to-end test) can jump the simulated matches, and everything dated by them, forward instead of waiting
 * (`/dev/feed/fast-forward`).
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
