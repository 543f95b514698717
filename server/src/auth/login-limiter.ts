import { ApiError } from '../app/errors';
import type { Executor } from '../db';

/** At most this many failed sign-ins per window, per account and per address; then 429. */
export const MAX_LOGIN_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

export const accountKey = (userIdOrLogin: number | string) =>
  typeof userIdOrLogin === 'number' ? `user:${userIdOrLogin}` : `login:${userIdOrLogin.toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;

/** Throws 429 `too_many_attempts` (with Retry-After seconds) when any key is over the limit. */
export async function assertLoginAllowed(db: Executor, keys: string[], nowMs: number): Promise<void> {
  const since = new Date(nowMs - LOGIN_FAILURE_WINDOW_MS);
  const rows = await db
    .selectFrom('login_failures')
    .select(['key', (eb) => eb.fn.countAll<number>().as('failures'), (eb) => eb.fn.min('failed_at').as('oldest')])
    .where('key', 'in', keys)
    .where('failed_at', '>', since)
    .groupBy('key')
    .execute();
  const over = rows.filter((row) => Number(row.failures) >= MAX_LOGIN_FAILURES);
  if (over.length === 0) return;
  const oldest = Math.min(...over.map((row) => new Date(row.oldest as Date).getTime()));
  const retryAfter = Math.max(1, Math.ceil((oldest + LOGIN_FAILURE_WINDOW_MS - nowMs) / 1000));
  throw new TooManyAttempts(retryAfter);
}

export class TooManyAttempts extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_attempts', 'Too many failed attempts; try again later');
  }
}

export async function recordLoginFailure(db: Executor, keys: string[], nowMs: number): Promise<void> {
  const at = new Date(nowMs);
  await db
    .insertInto('login_failures')
    .values(keys.map((key) => ({ key, failed_at: at })))
    .execute();
  // Old rows are dead weight: drop this key's expired ones as we go.
  await db
    .deleteFrom('login_failures')
    .where('key', 'in', keys)
    .where('failed_at', '<=', new Date(nowMs - LOGIN_FAILURE_WINDOW_MS))
    .execute();
}

/** A successful sign-in clears the account's count (not the address's: one known account must not reset it). */
export async function clearAccountFailures(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}
