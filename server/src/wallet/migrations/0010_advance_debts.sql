-- Advances (SPEC §7 GetAvance, MakeBetWeb avanceBet): money the operator lends a player whose stake exceeds the
-- balance. The loan itself is ledger postings (`advance_lend`: advance_credit → player; `advance_repay`: player →
-- advance_credit); this row is the player account's outstanding debt, kept in the same transactions and locked
-- (FOR UPDATE) before any ledger balance, so concurrent advance bets of one account are serialised.
-- reconcile() proves: debt = the account's advance_lend/advance_repay entries, and per currency the debts sum to
-- minus the advance_credit balance.
create table advance_debts (
  account_id bigint primary key references ledger_accounts (id),
  currency_id integer not null references currencies (id),
  debt_minor bigint not null default 0 check (debt_minor >= 0),
  updated_at timestamptz not null default now()
);
