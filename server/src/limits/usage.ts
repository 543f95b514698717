/**
 * What a player used of a limit, read from the records themselves (never a counter that could drift): deposits
 * from payment requests, stakes and returns from the ledger, play time from play sessions.
 *
 * Gambling in the ledger: a posting whose kind starts with `bet_` (sports: stake, settlement, refund, sale) or
 * `casino_` (casino rounds through the provider wallet). Its debits on the player's money accounts are stakes,
 * its credits returns. Loss = stakes − returns (not below 0).
 */
import type { LimitType } from '@betframe/sdk/limits';
import { sql } from 'kysely';
import type { Executor } from '../db';
import type { PeriodWindow } from './periods';
import '../payments/tables';
import '../wallet/tables';
import './tables';

export const gamblingKindPrefixes = ['bet_', 'casino_'] as const;

export interface UsageQuery {
  userId: number;
  /** Money limits count movements in this currency; null for session limits. */
  currencyId: number | null;
  window: PeriodWindow;
  /** The clock's now: an open play session counts up to its last activity, never past now. */
  now: Date;
}

/** Minor units staked and returned in gambling postings on the player's money accounts since `from`. */
export async function gamblingFlows(
  ex: Executor,
  q: { userId: number; currencyId: number; from: Date; to: Date },
): Promise<{ staked: number; returned: number }> {
  const row = await ex
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select([
      sql<string>`coalesce(sum(case when e.amount_minor < 0 then -e.amount_minor else 0 end), 0)`.as('staked'),
      sql<string>`coalesce(sum(case when e.amount_minor > 0 then e.amount_minor else 0 end), 0)`.as('returned'),
    ])
    .where('a.kind', '=', 'player')
    .where('a.user_id', '=', q.userId)
    .where('a.type', '=', 'money')
    .where('e.currency_id', '=', q.currencyId)
    .where('e.created_at', '>=', q.from)
    .where('e.created_at', '<', q.to)
    .where((eb) => eb.or(gamblingKindPrefixes.map((p) => eb('t.kind', 'like', `${p.replace('_', '\\_')}%`))))
    .executeTakeFirstOrThrow();
  return { staked: Number(row.staked), returned: Number(row.returned) };
}

async function depositedMinor(ex: Executor, q: UsageQuery & { currencyId: number }): Promise<number> {
  // A pending deposit counts: the request reserves its part of the limit until the provider declines it.
  const row = await ex
    .selectFrom('payment_requests')
    .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('total'))
    .where('user_id', '=', q.userId)
    .where('direction', '=', 'deposit')
    .where('status', 'in', ['pending', 'approved'])
    .where('currency_id', '=', q.currencyId)
    .where('created_at', '>=', q.window.start)
    .where('created_at', '<', q.window.end)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Whole minutes of play inside the window. */
export async function playedMinutes(ex: Executor, q: UsageQuery): Promise<number> {
  const sessions = await ex
    .selectFrom('rg_play_sessions')
    .select(['started_at', 'last_active_at'])
    .where('user_id', '=', q.userId)
    .where('last_active_at', '>=', q.window.start)
    .where('started_at', '<', q.window.end)
    .execute();
  let ms = 0;
  for (const s of sessions) {
    const from = Math.max(s.started_at.getTime(), q.window.start.getTime());
    const to = Math.min(s.last_active_at.getTime(), q.window.end.getTime(), q.now.getTime());
    if (to > from) ms += to - from;
  }
  return Math.floor(ms / 60_000);
}

/** Used amount of a limit in its own unit (minor units, or minutes for session). */
export async function usedOf(ex: Executor, type: LimitType, q: UsageQuery): Promise<number> {
  if (type === 'session') return playedMinutes(ex, q);
  if (q.currencyId === null) return 0;
  if (type === 'deposit') return depositedMinor(ex, { ...q, currencyId: q.currencyId });
  const flows = await gamblingFlows(ex, {
    userId: q.userId,
    currencyId: q.currencyId,
    from: q.window.start,
    to: q.window.end,
  });
  return type === 'wager' ? flows.staked : Math.max(0, flows.staked - flows.returned);
}
