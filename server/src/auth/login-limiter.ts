import { ApiError } from '../app/errors';
import type { Executor } from '../db';

/**
 * Failed sign-ins are counted per account, per address and per account-from-address (the pair) over a sliding
 * window. Past `FAILURES_BEFORE_CHECKS` failures:
 *
 * - the **account** (from any address) and the **address** (for any account) need a solved captcha, even where
 *   the site's captcha is `disabled` — every further guess costs a person's solve;
 * - the **address** and the **pair** wait progressively longer between attempts (30 s, 1 min, 2 min … at most
 *   the window), answered with 429 and Retry-After.
 *
 * The account itself is never delayed or blocked: failures others cause from their addresses cannot lock its
 * owner out — the right password from another address still signs in (with a captcha).
 */
export const FAILURES_BEFORE_CHECKS = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
const FIRST_DELAY_MS = 30_000;

export interface LoginKeys {
  /** `accountKey(user id)` for a known account, `accountKey(login)` for an unknown one. */
  account: string;
  /** `addressKey(clientAddress(c))`. */
  address: string;
}

export const accountKey = (userIdOrLogin: number | string) =>
  typeof userIdOrLogin === 'number' ? `user:${userIdOrLogin}` : `login:${userIdOrLogin.toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;
const pairKey = (keys: LoginKeys) => `${keys.account}@${keys.address}`;
const allKeys = (keys: LoginKeys) => [keys.account, keys.address, pairKey(keys)];

/** How long after its latest failure a key with `failures` failures waits (0 below the threshold). */
export function delayAfter(failures: number): number {
  if (failures < FAILURES_BEFORE_CHECKS) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FAILURES_BEFORE_CHECKS), LOGIN_FAILURE_WINDOW_MS);
}

/**
 * Throws 429 `too_many_attempts` (with Retry-After seconds) while the address or the pair must wait; otherwise
 * tells whether this attempt needs a captcha.
 */
export async function assertLoginAllowed(
  db: Executor,
  keys: LoginKeys,
  nowMs: number,
): Promise<{ captchaRequired: boolean }> {
  const rows = await db
    .selectFrom('login_failures')
    .select(['key', (eb) => eb.fn.countAll<number>().as('failures'), (eb) => eb.fn.max('failed_at').as('latest')])
    .where('key', 'in', allKeys(keys))
    .where('failed_at', '>', new Date(nowMs - LOGIN_FAILURE_WINDOW_MS))
    .groupBy('key')
    .execute();
  const count = (key: string) => Number(rows.find((row) => row.key === key)?.failures ?? 0);
  let waitMs = 0;
  for (const row of rows) {
    if (row.key === keys.account) continue;
    const until = new Date(row.latest as Date).getTime() + delayAfter(Number(row.failures));
    waitMs = Math.max(waitMs, until - nowMs);
  }
  if (waitMs > 0) throw new TooManyAttempts(Math.max(1, Math.ceil(waitMs / 1000)));
  return {
    captchaRequired: count(keys.account) >= FAILURES_BEFORE_CHECKS || count(keys.address) >= FAILURES_BEFORE_CHECKS,
  };
}

export class TooManyAttempts extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_attempts', 'Too many failed attempts; try again later');
  }
}

export async function recordLoginFailure(db: Executor, keys: LoginKeys, nowMs: number): Promise<void> {
  const at = new Date(nowMs);
  const all = allKeys(keys);
  await db
    .insertInto('login_failures')
    .values(all.map((key) => ({ key, failed_at: at })))
    .execute();
  // Old rows are dead weight: drop these keys' expired ones as we go.
  await db
    .deleteFrom('login_failures')
    .where('key', 'in', all)
    .where('failed_at', '<=', new Date(nowMs - LOGIN_FAILURE_WINDOW_MS))
    .execute();
}

/**
 * A successful sign-in clears the account's and the pair's counts (not the address's: one known account must not
 * reset the count of an address trying many).
 */
export async function clearAccountFailures(db: Executor, keys: LoginKeys): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('key', 'in', [keys.account, pairKey(keys)])
    .execute();
}
