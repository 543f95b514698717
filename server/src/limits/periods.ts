/**
 * Limit periods are calendar periods in UTC: a day from 00:00 UTC, an ISO week from Monday 00:00 UTC, a month from
 * the 1st 00:00 UTC. A limit counts what happened inside the current period and resets at its end. (UTC rather
 * than the player's zone: the server keeps no zone per player, and one boundary for everyone cannot be moved
 * by changing a browser's clock.)
 */
import type { LimitPeriod } from '@betframe/sdk/limits';

export interface PeriodWindow {
  start: Date;
  /** Exclusive; the moment the limit resets. */
  end: Date;
}

export function periodWindow(period: LimitPeriod, at: Date): PeriodWindow {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  if (period === 'day') return { start: new Date(Date.UTC(y, m, d)), end: new Date(Date.UTC(y, m, d + 1)) };
  if (period === 'week') {
    const sinceMonday = (at.getUTCDay() + 6) % 7;
    return { start: new Date(Date.UTC(y, m, d - sinceMonday)), end: new Date(Date.UTC(y, m, d - sinceMonday + 7)) };
  }
  return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
}

/** Most minutes a session limit may allow in a period (all of it). */
export const periodMinutes: Record<LimitPeriod, number> = { day: 24 * 60, week: 7 * 24 * 60, month: 31 * 24 * 60 };

export const HOUR_MS = 3_600_000;
/** A raise or removal of a limit waits this long (UKGC RTS 13, MGA PPD). */
export const COOL_OFF_MS = 24 * HOUR_MS;
/** Activity this long after the previous one starts a new play session (SPEC §9 auto-logoff, 30 minutes). */
export const SESSION_GAP_MS = 30 * 60_000;

/** `months` calendar months after `at` (UTC), for self-exclusions. */
export function addMonths(at: Date, months: number): Date {
  const next = new Date(at.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}
