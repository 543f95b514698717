/** The advance on offer to a player (SPEC GetAvance), also the ceiling an advance bet may borrow up to. */
import { sql } from 'kysely';
import type { Db, Trx } from '../db';
import { advanceDebt, toMajorNumber } from '../wallet';
import type { BetBook } from './book';
import type { AdvanceQuote } from './records';

/**
 * The advance on offer, in minor units. It is secured by the player's own money in open bets: at most half of
 * (open stakes − debt) may be owed in all, so the advance is that minus the debt already owed. Money lent for a
 * bet is not security for more (a loop of advance bets cannot lend past half the player's own stakes).
 */
export async function advanceQuoteMinor(ex: Db | Trx, accountId: number, debt: number, excludeBetId?: number) {
  let q = ex
    .selectFrom('bets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stake_minor'), sql<number>`0`).as('total'))
    .where('account_id', '=', accountId)
    .where('status', '=', 'open');
  if (excludeBetId !== undefined) q = q.where('id', '<>', excludeBetId);
  const open = Number((await q.executeTakeFirst())?.total ?? 0);
  return Math.max(0, Math.floor((open - debt) / 2) - debt);
}

/** GetAvance: the advance on offer for the player's active account, its balance and its outstanding debt. */
export async function advanceQuote(db: Db, book: BetBook, userId: number): Promise<AdvanceQuote> {
  const account = await book.account(userId);
  const debt = await advanceDebt(db, account.id);
  return {
    avance: toMajorNumber(await advanceQuoteMinor(db, account.id, debt), account.digits),
    balance: toMajorNumber(await book.balanceMinor(db, account.id), account.digits),
    debt: toMajorNumber(debt, account.digits),
  };
}
