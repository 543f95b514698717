import type { Generated } from 'kysely';

export type LedgerAccountKind = 'player' | 'system';
export type LedgerAccountType = 'money' | 'bonus' | 'points' | 'referral';

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: LedgerAccountKind;
  user_id: number | null;
  system_code: string | null;
  currency_id: number;
  type: Generated<LedgerAccountType>;
  name: Generated<string>;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
  closed_at: Date | null;
}

/** The view of every account's balance (a system account's summed from its shards); read-only. */
export interface LedgerBalancesTable {
  account_id: number;
  kind: LedgerAccountKind;
  balance_minor: number;
}

/** A player account's balance: one row, locked by every posting to it, never below zero. */
export interface LedgerPlayerBalancesTable {
  account_id: number;
  kind: 'player';
  balance_minor: Generated<number>;
}

/** A system account's balance in shards (migration 0012): no row every posting of a currency must wait for. */
export interface LedgerSystemBalanceShardsTable {
  account_id: number;
  shard: number;
  balance_minor: number;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  kind: string;
  reference: string | null;
  created_at: Date;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  currency_id: number;
  amount_minor: number;
  created_at: Date;
}

export interface AdvanceDebtsTable {
  account_id: number;
  currency_id: number;
  debt_minor: Generated<number>;
  updated_at: Generated<Date>;
}

declare module '../db' {
  interface Tables {
    advance_debts: AdvanceDebtsTable;
    ledger_accounts: LedgerAccountsTable;
    ledger_balances: LedgerBalancesTable;
    ledger_player_balances: LedgerPlayerBalancesTable;
    ledger_system_balance_shards: LedgerSystemBalanceShardsTable;
    ledger_transactions: LedgerTransactionsTable;
    ledger_entries: LedgerEntriesTable;
  }
}
