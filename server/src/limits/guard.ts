/**
 * The guards every place where money is staked or paid in calls, inside its own transaction and before its
 * ledger posting: the player's row is locked first (protection.ts), so concurrent stakes or deposits of one
 * player queue, and each sees what the previous one used. Refusals are the 403s of CONTRACTS §7.
 */
import type { LimitType } from '@betframe/sdk/limits';
import { ApiError } from '../app/errors';
import { type Executor, sql } from '../db';
import { toMajorNumber } from '../wallet';
import { limitRows } from './limit-rows';
import { periodWindow } from './periods';
import { touchSession } from './play-sessions';
import { type PlayerRow, protectionOf, refusalOf } from './protection';
import { usedOf } from './usage';

export interface MoneyIn {
  userId: number;
  /** The currency of the account the money moves on. */
  currencyId: number;
  /** Minor units about to be staked or deposited. */
  amountMinor: number;
  /** From the app's clock. */
  at: Date;
}

/** A refusal: its code and the `data` of the 403 body (the provider wallet answers the code as its status). */
export interface StakeRefusal {
  code: 'limit_reached' | 'timeout_active' | 'self_excluded';
  message: string;
  details: Record<string, unknown>;
}

const asRefusal = (error: ApiError): StakeRefusal => ({
  code: error.code as StakeRefusal['code'],
  message: error.message,
  details: error.details ?? {},
});

async function digitsOf(ex: Executor, currencyId: number): Promise<number> {
  const row = await ex.selectFrom('currencies').select('minor_digits').where('id', '=', currencyId).executeTakeFirst();
  return row?.minor_digits ?? 2;
}

/**
 * The player's row, locked, with due limit changes applied (protection.ts `lockPlayer`, limit-rows.ts
 * `settlePending`) in one round trip (migration 0560), and whether any limit of `types` may apply. `has_limits`
 * is read before the due changes apply, so it may say true for a limit just removed, never false for one that is
 * there: when true, the limits are read afresh.
 */
async function lockForMoney(ex: Executor, input: MoneyIn, types: LimitType[]) {
  const { rows } = await sql<PlayerRow & { has_limits: boolean }>`
    select p.*, exists (
      select 1 from rg_limits l where l.user_id = p.user_id and l.type in (${sql.join(types)})
    ) as has_limits
    from rg_lock_for_money(${input.userId}, ${input.at}) p`.execute(ex);
  const row = rows[0];
  if (!row) throw new Error(`rg_lock_for_money returned no row for player ${input.userId}`);
  const { has_limits, ...player } = row;
  return { player: player as PlayerRow, hasLimits: has_limits };
}

async function check(ex: Executor, input: MoneyIn, types: LimitType[]): Promise<ApiError | undefined> {
  const { player, hasLimits } = await lockForMoney(ex, input, types);
  const closed = refusalOf(protectionOf(player, input.at));
  if (closed) return closed;
  if (!hasLimits) return undefined;
  let worst: { type: LimitType; period: string; remaining: number } | undefined;
  let digits: number | undefined;
  for (const limit of await limitRows(ex, input.userId, types)) {
    const window = periodWindow(limit.period, input.at);
    const usage = { userId: input.userId, currencyId: limit.currency_id, window, now: input.at };
    if (limit.type === 'session') {
      const used = await usedOf(ex, 'session', usage);
      if (used >= limit.amount && (!worst || worst.remaining > 0))
        worst = { type: 'session', period: limit.period, remaining: 0 };
      continue;
    }
    // A money limit counts in its own currency (docs/responsible-gambling.md).
    if (limit.currency_id !== input.currencyId) continue;
    const used = await usedOf(ex, limit.type, usage);
    if (used + input.amountMinor <= limit.amount) continue;
    digits ??= await digitsOf(ex, input.currencyId);
    const remaining = toMajorNumber(Math.max(0, limit.amount - used), digits);
    if (!worst || remaining < worst.remaining) worst = { type: limit.type, period: limit.period, remaining };
  }
  if (worst) {
    const what = `${worst.period} ${worst.type} limit`;
    return new ApiError(403, 'limit_reached', `The ${what} is reached (remaining ${worst.remaining})`, undefined, {
      ...worst,
    });
  }
  return undefined;
}

/**
 * For a casino wallet (or any other stake): the refusal, or null when the stake may go ahead; the play session
 * is continued when it may. Call inside the transaction that posts the stake, before posting it.
 */
export async function checkStake(ex: Executor, input: MoneyIn): Promise<StakeRefusal | null> {
  const refusal = await check(ex, input, ['wager', 'loss', 'session']);
  if (refusal) return asRefusal(refusal);
  await touchSession(ex, input.userId, input.at);
  return null;
}

/**
 * The 403 a stake would get now, or null — read only (the play session is not touched). The casino's in-house
 * games ask it after the provider wallet refused, to answer the player with the code and details of CONTRACTS §7.
 */
export async function explainStake(ex: Executor, input: MoneyIn): Promise<ApiError | null> {
  return (await check(ex, input, ['wager', 'loss', 'session'])) ?? null;
}

/** `checkStake` that throws the 403 (sports bets: betting/placement.ts). */
export async function assertMayStake(ex: Executor, input: MoneyIn): Promise<void> {
  const refusal = await check(ex, input, ['wager', 'loss', 'session']);
  if (refusal) throw refusal;
  await touchSession(ex, input.userId, input.at);
}

/** Deposits (payments/service.ts `createDeposit`): time-out, exclusion and deposit limits. */
export async function assertMayDeposit(ex: Executor, input: MoneyIn): Promise<void> {
  const refusal = await check(ex, input, ['deposit']);
  if (refusal) throw refusal;
}
