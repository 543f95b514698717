/**
 * The player's limits: read them with what is used and when they reset, set one (lower at once, raise after 24
 * hours), remove one (after 24 hours). A pending raise or removal applies lazily: every read and every guard
 * first settles the changes whose time has come (`settlePending`), so no timer is needed and a moved clock is
 * obeyed at once.
 */
import type { Limit, LimitPeriod, LimitType, SetLimitRequest } from '@betframe/sdk/limits';
import { ApiError } from '../app/errors';
import { type Executor, withTransaction } from '../db';
import { toMajorNumber, toMinorUnits } from '../wallet';
import { COOL_OFF_MS, periodMinutes, periodWindow } from './periods';
import { lockPlayer, record } from './protection';
import { usedOf } from './usage';
import './tables';

export interface Currency {
  id: number;
  code: string;
  digits: number;
}

/** The currency of the player's active money account (money limits are kept in it), or null without one. */
export async function activeCurrency(ex: Executor, userId: number): Promise<Currency | null> {
  const row = await ex
    .selectFrom('ledger_accounts as a')
    .innerJoin('currencies as c', 'c.id', 'a.currency_id')
    .select(['c.id', 'c.code', 'c.minor_digits'])
    .where('a.kind', '=', 'player')
    .where('a.user_id', '=', userId)
    .where('a.type', '=', 'money')
    .where('a.is_active', '=', true)
    .where('a.closed_at', 'is', null)
    .executeTakeFirst();
  return row ? { id: row.id, code: row.code, digits: row.minor_digits } : null;
}

async function currencyById(ex: Executor, id: number): Promise<Currency> {
  const row = await ex
    .selectFrom('currencies')
    .select(['id', 'code', 'minor_digits'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id: row.id, code: row.code, digits: row.minor_digits };
}

/** Applies the raises and removals whose 24 hours are over. */
export async function settlePending(ex: Executor, userId: number, now: Date): Promise<void> {
  await ex
    .deleteFrom('rg_limits')
    .where('user_id', '=', userId)
    .where('pending_removal', '=', true)
    .where('pending_effective_at', '<=', now)
    .execute();
  const due = await ex
    .selectFrom('rg_limits')
    .select(['id', 'pending_amount'])
    .where('user_id', '=', userId)
    .where('pending_amount', 'is not', null)
    .where('pending_effective_at', '<=', now)
    .execute();
  for (const row of due) {
    await ex
      .updateTable('rg_limits')
      .set({ amount: row.pending_amount as number, pending_amount: null, pending_effective_at: null, updated_at: now })
      .where('id', '=', row.id)
      .execute();
  }
}

export type LimitRow = Awaited<ReturnType<typeof limitRows>>[number];

export function limitRows(ex: Executor, userId: number, types?: LimitType[]) {
  let query = ex.selectFrom('rg_limits').selectAll().where('user_id', '=', userId);
  if (types) query = query.where('type', 'in', types);
  return query.orderBy('type').orderBy('period').execute();
}

/** A stored amount in the wire's unit: major units of its currency, or minutes. */
const display = (amount: number, currency: Currency | undefined) =>
  currency ? toMajorNumber(amount, currency.digits) : amount;

export async function listLimits(ex: Executor, userId: number, now: Date): Promise<Limit[]> {
  await settlePending(ex, userId, now);
  const rows = await limitRows(ex, userId);
  const currencies = new Map<number, Currency>();
  const limits: Limit[] = [];
  for (const row of rows) {
    let currency: Currency | undefined;
    if (row.currency_id !== null) {
      currency = currencies.get(row.currency_id) ?? (await currencyById(ex, row.currency_id));
      currencies.set(currency.id, currency);
    }
    const window = periodWindow(row.period, now);
    const used = await usedOf(ex, row.type, { userId, currencyId: row.currency_id, window, now });
    limits.push({
      id: row.id,
      type: row.type,
      period: row.period,
      amount: display(row.amount, currency),
      used: display(used, currency),
      resetsAt: window.end.toISOString(),
      ...(currency ? { currency: currency.code } : {}),
      ...(row.pending_effective_at
        ? {
            pending: {
              amount: row.pending_removal ? null : display(row.pending_amount as number, currency),
              effectiveAt: row.pending_effective_at.toISOString(),
            },
          }
        : {}),
    });
  }
  return limits;
}

/** The stored amount of a request: minutes for a session limit, else minor units of `currency`. */
function storedAmount(type: LimitType, period: LimitPeriod, amount: number, currency: Currency | null): number {
  if (type === 'session') {
    if (!Number.isInteger(amount) || amount > periodMinutes[period])
      throw ApiError.validation({ amount: ['invalid_minutes'] });
    return amount;
  }
  if (!currency) throw ApiError.badRequest('no_account', 'Open a currency account before setting a money limit');
  const minor = toMinorUnits(amount, currency.digits);
  if (minor === undefined) throw ApiError.validation({ amount: ['invalid_amount'] });
  return minor;
}

/**
 * Sets a limit. None yet, or lower or equal: applies at once (equal also cancels a pending raise or removal).
 * Higher: waits 24 hours as a pending raise (a second, different raise starts its own 24 hours).
 */
export async function setLimit(ex: Executor, userId: number, req: SetLimitRequest, now: Date): Promise<void> {
  await withTransaction(ex, async (trx) => {
    await lockPlayer(trx, userId, now);
    await settlePending(trx, userId, now);
    const existing = (await limitRows(trx, userId, [req.type])).find((r) => r.period === req.period);
    const currency =
      req.type === 'session'
        ? null
        : existing?.currency_id
          ? await currencyById(trx, existing.currency_id)
          : await activeCurrency(trx, userId);
    const amount = storedAmount(req.type, req.period, req.amount, currency);
    if (!existing) {
      await trx
        .insertInto('rg_limits')
        .values({
          user_id: userId,
          type: req.type,
          period: req.period,
          amount,
          currency_id: currency?.id ?? null,
          pending_amount: null,
          pending_effective_at: null,
          updated_at: now,
        })
        .execute();
    } else if (amount <= existing.amount) {
      await trx
        .updateTable('rg_limits')
        .set({ amount, pending_amount: null, pending_removal: false, pending_effective_at: null, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
    } else if (existing.pending_amount !== amount) {
      await trx
        .updateTable('rg_limits')
        .set({
          pending_amount: amount,
          pending_removal: false,
          pending_effective_at: new Date(now.getTime() + COOL_OFF_MS),
          updated_at: now,
        })
        .where('id', '=', existing.id)
        .execute();
    }
    await record(trx, userId, 'limit_set', { ...req, stored: amount }, now);
  });
}

/** Asks for the removal of limits (one by id, or every period of a type): they go after 24 hours. */
export async function removeLimits(
  ex: Executor,
  userId: number,
  which: { id: number } | { type: LimitType },
  now: Date,
): Promise<number> {
  return withTransaction(ex, async (trx) => {
    await lockPlayer(trx, userId, now);
    await settlePending(trx, userId, now);
    let query = trx
      .updateTable('rg_limits')
      .set({
        pending_amount: null,
        pending_removal: true,
        pending_effective_at: new Date(now.getTime() + COOL_OFF_MS),
        updated_at: now,
      })
      .where('user_id', '=', userId)
      .where('pending_removal', '=', false);
    query = 'id' in which ? query.where('id', '=', which.id) : query.where('type', '=', which.type);
    const result = await query.executeTakeFirst();
    const changed = Number(result.numUpdatedRows);
    if ('id' in which && changed === 0) {
      const known = await trx
        .selectFrom('rg_limits')
        .select('id')
        .where('id', '=', which.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!known) throw ApiError.notFound('No such limit');
    }
    await record(trx, userId, 'limit_remove', which, now);
    return changed;
  });
}
