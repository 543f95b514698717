/**
 * Proves the ledger: every stored balance equals the sum of its account's entries (a player account's locked row;
 * a system account's shards, summed by the `ledger_balances` view), every balance is kept where its kind keeps it, every transaction balances
 * per currency, no player balance is negative, and advances add up: each account's recorded debt equals its
 * `advance_lend` minus `advance_repay` entries, and per currency the debts equal minus the `advance_credit` balance;
 * bonus money (bonus accounts, `bonus_fund`) moves only by the bonus engine's postings and bet-promotion money
 * (`promo_fund`) only by the freebet and insurance postings (`bonusLeaks`).
 */
import { sql } from 'kysely';
import type { Executor } from '../db';
import { bonusPostingKinds, promoPostingKinds, systemAccounts } from './ledger';

export interface ReconcileReport {
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  balanceMismatches: Array<{ accountId: number; stored: number; fromEntries: number }>;
  /** A player account without its balance row, or with system shards (which the view would not count). */
  misplacedBalances: Array<{ accountId: number }>;
  unbalancedTransactions: Array<{ transactionId: number; currencyId: number; sum: number }>;
  negativePlayerAccounts: Array<{ accountId: number; balance: number }>;
  advanceMismatches: Array<{ accountId: number; recorded: number; fromEntries: number }>;
  advanceCreditMismatches: Array<{ currencyId: number; debts: number; creditBalance: number }>;
  /**
   * Bonus money that left the bonus rules: a transaction taking from a bonus account and paying a money account
   * other than `bonus_convert`, or one touching `bonus_fund` other than `bonus_grant` / `bonus_forfeit`; one
   * touching `promo_fund` other than `freebet_stake` / `freebet_return` / `insurance_refund` / `coverage_refund` /
   * `profit_share`, or a freebet posting
   * touching a player account (a freebet stakes no player money and its return goes back to the fund).
   */
  bonusLeaks: Array<{ transactionId: number; kind: string }>;
}

export async function reconcile(ex: Executor): Promise<ReconcileReport> {
  const mismatches = await sql<{ account_id: number; stored: number; from_entries: number }>`
    select b.account_id, b.balance_minor as stored, coalesce(e.total, 0)::int8 as from_entries
    from ledger_balances b
    left join (select account_id, sum(amount_minor) as total from ledger_entries group by account_id) e
      on e.account_id = b.account_id
    where b.balance_minor <> coalesce(e.total, 0)`.execute(ex);
  const misplaced = await sql<{ account_id: number }>`
    select a.id as account_id from ledger_accounts a
    where a.kind = 'player' and (
      not exists (select 1 from ledger_player_balances p where p.account_id = a.id)
      or exists (select 1 from ledger_system_balance_shards s where s.account_id = a.id))
    union
    select p.account_id from ledger_player_balances p join ledger_accounts a on a.id = p.account_id
    where a.kind <> 'player'`.execute(ex);
  const unbalanced = await sql<{ transaction_id: number; currency_id: number; total: number }>`
    select transaction_id, currency_id, sum(amount_minor)::int8 as total
    from ledger_entries group by transaction_id, currency_id having sum(amount_minor) <> 0`.execute(ex);
  const negative = await sql<{ account_id: number; balance_minor: number }>`
    select account_id, balance_minor from ledger_balances where kind = 'player' and balance_minor < 0`.execute(ex);
  const advance = await sql<{ account_id: number; recorded: number; from_entries: number }>`
    with lent as (
      select e.account_id, sum(e.amount_minor) as total
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      join ledger_accounts a on a.id = e.account_id
      where t.kind in ('advance_lend', 'advance_repay') and a.kind = 'player'
      group by e.account_id)
    select coalesce(d.account_id, l.account_id) as account_id, coalesce(d.debt_minor, 0)::int8 as recorded,
           coalesce(l.total, 0)::int8 as from_entries
    from advance_debts d full join lent l on l.account_id = d.account_id
    where coalesce(d.debt_minor, 0) <> coalesce(l.total, 0)`.execute(ex);
  const credit = await sql<{ currency_id: number; debts: number; credit_balance: number }>`
    with debts as (select currency_id, sum(debt_minor) as total from advance_debts group by currency_id),
    credit as (
      select a.currency_id, b.balance_minor from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.kind = 'system' and a.system_code = 'advance_credit')
    select coalesce(d.currency_id, c.currency_id) as currency_id, coalesce(d.total, 0)::int8 as debts,
           coalesce(c.balance_minor, 0)::int8 as credit_balance
    from debts d full join credit c on c.currency_id = d.currency_id
    where coalesce(d.total, 0) <> -coalesce(c.balance_minor, 0)`.execute(ex);
  const leaks = await sql<{ transaction_id: number; kind: string }>`
    select t.id as transaction_id, t.kind from ledger_transactions t
    where (t.kind <> ${bonusPostingKinds.convert}
        and exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
                    where e.transaction_id = t.id and a.type = 'bonus' and a.kind = 'player' and e.amount_minor < 0)
        and exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
                    where e.transaction_id = t.id and a.type = 'money' and a.kind = 'player' and e.amount_minor > 0))
       or (t.kind not in (${bonusPostingKinds.grant}, ${bonusPostingKinds.forfeit})
        and exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
                    where e.transaction_id = t.id and a.kind = 'system' and a.system_code = ${systemAccounts.bonusFund}))
       or (t.kind not in (${promoPostingKinds.freebetStake}, ${promoPostingKinds.freebetReturn},
                          ${promoPostingKinds.insuranceRefund}, ${promoPostingKinds.coverageRefund},
                          ${promoPostingKinds.profitShare})
        and exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
                    where e.transaction_id = t.id and a.kind = 'system' and a.system_code = ${systemAccounts.promoFund}))
       or (t.kind in (${promoPostingKinds.freebetStake}, ${promoPostingKinds.freebetReturn})
        and exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
                    where e.transaction_id = t.id and a.kind = 'player'))`.execute(ex);
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
    misplacedBalances: misplaced.rows.map((r) => ({ accountId: r.account_id })),
    unbalancedTransactions: unbalanced.rows.map((r) => ({
      transactionId: r.transaction_id,
      currencyId: r.currency_id,
      sum: r.total,
    })),
    negativePlayerAccounts: negative.rows.map((r) => ({ accountId: r.account_id, balance: r.balance_minor })),
    advanceMismatches: advance.rows.map((r) => ({
      accountId: r.account_id,
      recorded: r.recorded,
      fromEntries: r.from_entries,
    })),
    advanceCreditMismatches: credit.rows.map((r) => ({
      currencyId: r.currency_id,
      debts: r.debts,
      creditBalance: r.credit_balance,
    })),
    bonusLeaks: leaks.rows.map((r) => ({ transactionId: r.transaction_id, kind: r.kind })),
  };
  report.ok =
    report.balanceMismatches.length === 0 &&
    report.misplacedBalances.length === 0 &&
    report.unbalancedTransactions.length === 0 &&
    report.negativePlayerAccounts.length === 0 &&
    report.advanceMismatches.length === 0 &&
    report.advanceCreditMismatches.length === 0 &&
    report.bonusLeaks.length === 0;
  return report;
}
