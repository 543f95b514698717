-- The wallet: a double-entry ledger in integer minor units.
--  * ledger_entries and ledger_transactions are append-only (UPDATE/DELETE/TRUNCATE raise).
--  * every transaction balances per currency (deferred constraint trigger, checked at COMMIT).
--  * ledger_balances is maintained by trigger; a player account can never go below zero (CHECK).
--  * system accounts (payments clearing, withdrawal holds, house, …) may go negative.

-- Points are a currency of their own, in whole units.
insert into currencies (id, code, symbol, name, minor_digits, crypto) values (9999, 'PTS', 'pts', 'Loyalty points', 0, false);

create table ledger_accounts (
  id bigserial primary key,
  kind text not null check (kind in ('player', 'system')),
  user_id bigint,
  system_code text,
  currency_id integer not null references currencies (id),
  type text not null default 'money' check (type in ('money', 'bonus', 'points')),
  name text not null default '',
  is_active boolean not null default false,
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  check ((kind = 'player') = (user_id is not null)),
  check ((kind = 'system') = (system_code is not null)),
  check (not is_active or closed_at is null)
);
create unique index ledger_accounts_system_code on ledger_accounts (system_code, currency_id) where kind = 'system';
create unique index ledger_accounts_one_active on ledger_accounts (user_id) where is_active;
create unique index ledger_accounts_player_currency on ledger_accounts (user_id, currency_id, type)
  where kind = 'player' and closed_at is null;

create table ledger_balances (
  account_id bigint primary key references ledger_accounts (id),
  kind text not null,
  balance_minor bigint not null default 0,
  constraint player_balance_not_negative check (kind <> 'player' or balance_minor >= 0)
);

create table ledger_transactions (
  id bigserial primary key,
  kind text not null check (kind ~ '^[a-z][a-z0-9_.-]{0,63}$'),
  reference text,
  created_at timestamptz not null default now()
);
-- A reference makes a posting idempotent: the same (kind, reference) cannot post twice.
create unique index ledger_transactions_reference on ledger_transactions (kind, reference) where reference is not null;

create table ledger_entries (
  id bigserial primary key,
  transaction_id bigint not null references ledger_transactions (id),
  account_id bigint not null references ledger_accounts (id),
  currency_id integer not null references currencies (id),
  amount_minor bigint not null check (amount_minor <> 0),
  created_at timestamptz not null default now()
);
create index ledger_entries_account on ledger_entries (account_id, id);
create index ledger_entries_transaction on ledger_entries (transaction_id);

create function ledger_forbid_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows are append-only (% on %)', tg_op, tg_table_name using errcode = 'P0001';
end;
$$;

create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_forbid_change();
create trigger ledger_entries_no_truncate before truncate on ledger_entries
  for each statement execute function ledger_forbid_change();
create trigger ledger_transactions_append_only before update or delete on ledger_transactions
  for each row execute function ledger_forbid_change();
create trigger ledger_transactions_no_truncate before truncate on ledger_transactions
  for each statement execute function ledger_forbid_change();

create function ledger_open_balance() returns trigger language plpgsql as $$
begin
  insert into ledger_balances (account_id, kind) values (new.id, new.kind);
  return new;
end;
$$;
create trigger ledger_accounts_open_balance after insert on ledger_accounts
  for each row execute function ledger_open_balance();

create function ledger_apply_entry() returns trigger language plpgsql as $$
declare
  account_currency integer;
begin
  select currency_id into account_currency from ledger_accounts where id = new.account_id;
  if account_currency is distinct from new.currency_id then
    raise exception 'entry currency % differs from account % currency %', new.currency_id, new.account_id, account_currency
      using errcode = '23514';
  end if;
  update ledger_balances set balance_minor = balance_minor + new.amount_minor where account_id = new.account_id;
  return new;
end;
$$;
create trigger ledger_entries_apply before insert on ledger_entries
  for each row execute function ledger_apply_entry();

create function ledger_check_balanced() returns trigger language plpgsql as $$
declare
  unbalanced record;
begin
  select currency_id, sum(amount_minor) as total into unbalanced
    from ledger_entries where transaction_id = new.transaction_id
    group by currency_id having sum(amount_minor) <> 0 limit 1;
  if found then
    raise exception 'ledger transaction % does not balance in currency % (sum %)',
      new.transaction_id, unbalanced.currency_id, unbalanced.total using errcode = '23514';
  end if;
  return null;
end;
$$;
create constraint trigger ledger_entries_balanced after insert on ledger_entries
  deferrable initially deferred for each row execute function ledger_check_balanced();
