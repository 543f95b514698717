/**
 * Advances on the ledger: a player whose stake exceeds the balance may borrow the shortfall from the operator's
 * `advance_credit` account (per currency, may go negative: minus the money lent out), within a quote the betting
 * area computes. The debt is repaid first from any money later credited to the account — bet winnings, refunds,
 * cash-outs, deposits — as a separate `advance_repay` posting in the same database transaction as the credit.
 *
 * Lock order, to stay free of deadlocks: a caller that may lend or repay takes the debt row first
 * (`lockAdvanceDebt`), then posts to the ledger (which locks balances in account-id order).
 */
import { sql } from 'kysely';
import type { Executor, Trx } from '../db';
import { postTransfer, systemAccounts } from './ledger';
import './tables';

export const advancePostingKinds = { lend: 'advance_lend', repay: 'advance_repay' } as const;

/** Locks the account's debt row (creating it when `create`) and returns the outstanding debt in minor units. */
export async function lockAdvanceDebt(
  trx: Trx,
  account: { id: number; currencyId: number },
  { create = false } = {},
): Promise<number> {
  if (create) {
    await trx
      .insertInto('advance_debts')
      .values({ account_id: account.id, currency_id: account.currencyId })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
  }
  const row = await trx
    .selectFrom('advance_debts')
    .select('debt_minor')
    .where('account_id', '=', account.id)
    .forUpdate()
    .executeTakeFirst();
  return Number(row?.debt_minor ?? 0);
}

/** The outstanding debt of an account (no lock). */
export async function advanceDebt(ex: Executor, accountId: number): Promise<number> {
  const row = await ex
    .selectFrom('advance_debts')
    .select('debt_minor')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.debt_minor ?? 0);
}

/** Lends `amountMinor` to the account (advance_credit → player) and adds it to the debt; lock the debt first. */
export async function lendAdvance(
  trx: Trx,
  loan: { accountId: number; currencyId: number; amountMinor: number; reference: string; at: Date },
): Promise<void> {
  await lockAdvanceDebt(trx, { id: loan.accountId, currencyId: loan.currencyId }, { create: true });
  await postTransfer(trx, {
    from: { system: systemAccounts.advanceCredit, currencyId: loan.currencyId },
    to: loan.accountId,
    amountMinor: loan.amountMinor,
    kind: advancePostingKinds.lend,
    reference: loan.reference,
    at: loan.at,
  });
  await trx
    .updateTable('advance_debts')
    .set({ debt_minor: sql`debt_minor + ${loan.amountMinor}`, updated_at: loan.at })
    .where('account_id', '=', loan.accountId)
    .execute();
}

/**
 * After `creditedMinor` was credited to the account in this transaction: repays the debt from it (at most the
 * debt, at most the credit) and returns the amount repaid. Call `lockAdvanceDebt` before the credit's posting.
 */
export async function repayAdvance(
  trx: Trx,
  credit: { accountId: number; currencyId: number; creditedMinor: number; reference: string; at: Date },
): Promise<number> {
  if (credit.creditedMinor <= 0) return 0;
  const debt = await lockAdvanceDebt(trx, { id: credit.accountId, currencyId: credit.currencyId });
  const amount = Math.min(debt, credit.creditedMinor);
  if (amount <= 0) return 0;
  await postTransfer(trx, {
    from: credit.accountId,
    to: { system: systemAccounts.advanceCredit, currencyId: credit.currencyId },
    amountMinor: amount,
    kind: advancePostingKinds.repay,
    reference: credit.reference,
    at: credit.at,
  });
  await trx
    .updateTable('advance_debts')
    .set({ debt_minor: sql`debt_minor - ${amount}`, updated_at: credit.at })
    .where('account_id', '=', credit.accountId)
    .execute();
  return amount;
}
