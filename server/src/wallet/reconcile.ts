/**
 * Proves the ledger: every stored balance equals the sum of its account's entries, every transaction balances
 * per currency, and no player balance is negative.
 */
import { sql } from 'kysely';
import type { Executor } from '../db';

export interface ReconcileReport {
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  balanceMismatches: Array<{ accountId: number; stored: number; fromEntries: number }>;
  unbalancedTransactions: Array<{ transactionId: number; currencyId: number; sum: number }>;
  negativePlayerAccounts: Array<{ accountId: number; balance: number }>;
}

export async function reconcile(ex: Executor): Promise<ReconcileReport> {
  const mismatches = await sql<{ account_id: number; stored: number; from_entries: number }>`
    select b.account_id, b.balance_minor as stored, coalesce(e.total, 0)::int8 as from_entries
    from ledger_balances b
    left join (select account_id, sum(amount_minor) as total from ledger_entries group by account_id) e
      on e.account_id = b.account_id
    where b.balance_minor <> coalesce(e.total, 0)`.execute(ex);
  const unbalanced = await sql<{ transaction_id: number; currency_id: number; total: number }>`
    select transaction_id, currency_id, sum(amount_minor)::int8 as total
    from ledger_entries group by transaction_id, currency_id having sum(amount_minor) <> 0`.execute(ex);
  const negative = await sql<{ account_id: number; balance_minor: number }>`
    select account_id, balance_minor from ledger_balances where kind = 'player' and balance_minor < 0`.execute(ex);
  const counts = await sql<{ accounts: number; transactions: number; entries: number }>`
    select (select count(*) from ledger_accounts) as accounts,
           (select count(*) from ledger_transactions) as transactions,
           (select count(*) from ledger_entries) as entries`.execute(ex);
  const count = counts.rows[0] ?? { accounts: 0, transactions: 0, entries: 0 };
  const report: ReconcileReport = {
    ok: false,
    accounts: count.accounts,
    transactions: count.transactions,
    entries: count.entries,
    balanceMismatches: mismatches.rows.map((r) => ({
      accountId: r.account_id,
      stored: r.stored,
      fromEntries: r.from_entries,
    })),
    unbalancedTransactions: unbalanced.rows.map((r) => ({
      transactionId: r.transaction_id,
      currencyId: r.currency_id,
      sum: r.total,
    })),
    negativePlayerAccounts: negative.rows.map((r) => ({ accountId: r.account_id, balance: r.balance_minor })),
  };
  report.ok =
    report.balanceMismatches.length === 0 &&
    report.unbalancedTransactions.length === 0 &&
    report.negativePlayerAccounts.length === 0;
  return report;
}
