-- System accounts (bets_open, house, payments_clearing, …) take part in most postings of their currency: one locked
-- running-balance row each made every bet wait for the previous bet's commit (a hot row). A system account may go
-- negative, so nothing needs its balance while posting: its balance is now kept in 16 shard rows, the shard chosen
-- by the transaction id, so concurrent postings add to different rows. Player accounts keep one locked, checked
-- balance row each (ledger_player_balances, CHECK >= 0). `ledger_balances` becomes a view with every account's
-- balance (a system account's is the sum of its shards), so readers and reconcile() see the same shape as before.
alter table ledger_balances rename to ledger_player_balances;

create table ledger_system_balance_shards (
  account_id bigint not null references ledger_accounts (id),
  shard smallint not null check (shard >= 0 and shard < 16),
  balance_minor bigint not null,
  primary key (account_id, shard)
);

insert into ledger_system_balance_shards (account_id, shard, balance_minor)
  select account_id, 0, balance_minor from ledger_player_balances where kind = 'system';
delete from ledger_player_balances where kind = 'system';
alter table ledger_player_balances add constraint ledger_player_balances_player check (kind = 'player');

create view ledger_balances as
  select account_id, kind, balance_minor from ledger_player_balances
  union all
  select a.id as account_id, a.kind, coalesce(sum(s.balance_minor), 0)::bigint as balance_minor
  from ledger_accounts a left join ledger_system_balance_shards s on s.account_id = a.id
  where a.kind = 'system'
  group by a.id, a.kind;

create or replace function ledger_open_balance() returns trigger language plpgsql as $$
begin
  if new.kind = 'player' then
    insert into ledger_player_balances (account_id, kind) values (new.id, new.kind);
  end if;
  return new;
end;
$$;

create or replace function ledger_apply_entry() returns trigger language plpgsql as $$
declare
  account record;
begin
  select currency_id, kind into account from ledger_accounts where id = new.account_id;
  if account.currency_id is distinct from new.currency_id then
    raise exception 'entry currency % differs from account % currency %', new.currency_id, new.account_id,
      account.currency_id using errcode = '23514';
  end if;
  if account.kind = 'player' then
    update ledger_player_balances set balance_minor = balance_minor + new.amount_minor
      where account_id = new.account_id;
  else
    insert into ledger_system_balance_shards as s (account_id, shard, balance_minor)
      values (new.account_id, new.transaction_id % 16, new.amount_minor)
      on conflict (account_id, shard) do update set balance_minor = s.balance_minor + excluded.balance_minor;
  end if;
  return new;
end;
$$;
