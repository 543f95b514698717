/**
 * Crash: one shared round for every player. The round's crash point comes from its float₀ with a 1 % edge,
 * `crash = floor(99 / (1 − float₀)) / 100`, at least 1.00 and at most CRASH_MAX (P(crash ≥ m) = 0.99 / m for
 * 1 ≤ m ≤ CRASH_MAX, so any cash-out target returns 99 %). A round's seeds are its own (not a player's): the server
 * seed is committed when betting opens, the client seed is the public CRASH_CLIENT_SEED and the nonce the round
 * number; the seed is revealed when the round has crashed.
 *
 * The live multiplier grows with time since launch: `m(t) = floor(100 · e^(CRASH_GROWTH · t_seconds)) / 100`.
 */

export const CRASH_HOUSE_EDGE = 0.01;
export const CRASH_MAX = 10_000;
export const CRASH_CLIENT_SEED = 'betframe-crash';
/** Per second: the multiplier doubles in about 9.9 s and reaches 10,000 × in about 2 min 12 s. */
export const CRASH_GROWTH = 0.07;
/** Cash-out targets (auto cash-out) accepted: 1.01 … CRASH_MAX. */
export const CRASH_MIN_TARGET = 1.01;

export function crashPoint(float0: number): number {
  const raw = Math.floor((100 * (1 - CRASH_HOUSE_EDGE)) / (1 - float0)) / 100;
  return Math.min(CRASH_MAX, Math.max(1, raw));
}

/** The multiplier shown `ms` milliseconds after launch (before the crash). */
export function crashMultiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp((CRASH_GROWTH * Math.max(0, ms)) / 1000)) / 100;
}

/** Milliseconds after launch at which the multiplier first reaches `multiplier`. */
export function crashTimeOf(multiplier: number): number {
  if (multiplier <= 1) return 0;
  let ms = Math.ceil((Math.log(multiplier) / CRASH_GROWTH) * 1000);
  // Floating point may land one millisecond either side of the first instant that shows `multiplier`.
  while (ms > 0 && crashMultiplierAt(ms - 1) >= multiplier) ms -= 1;
  while (crashMultiplierAt(ms) < multiplier) ms += 1;
  return ms;
}

/** The outcome of a bet with an automatic cash-out at `target` (also what the simulation plays). */
export function crashCashOut(point: number, target: number): number {
  return point >= target ? target : 0;
}

export function crashTargetError(target: number): 'invalid_target' | undefined {
  return Number.isFinite(target) &&
    target >= CRASH_MIN_TARGET &&
    target <= CRASH_MAX &&
    // Two decimals, read through binary floating point: 1.1 × 100 is 110.00000000000001.
    Math.abs(Math.round(target * 100) - target * 100) < 1e-6
    ? undefined
    : 'invalid_target';
}

/** Exact RTP of cashing out at `target`: target × P(crash ≥ target) = 0.99 (up to the float grid of 2⁻³²). */
export function crashRtp(target: number): number {
  return target * Math.min(1, (1 - CRASH_HOUSE_EDGE) / target);
}
