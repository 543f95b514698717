-- Throughput (issue 19): each ledger entry ran ledger_apply_entry (0012) on its own — a read of its account and
-- an update of the player's balance or an upsert of a system shard, two statements and a PL/pgSQL call per
-- line. The same work once per INSERT statement, over the rows it inserted: the currency check, the player
-- balances (one update per account, with the account's change in that statement) and the system shards. The
-- guarantees are 0002's and 0012's: an entry in another currency than its account's is refused (23514), a player
-- balance never goes below zero (player_balance_not_negative, checked on the update), every transaction balances
-- at commit (ledger_entries_balanced, unchanged), and the statement writes all of it or nothing.
create function ledger_apply_entries() returns trigger language plpgsql as $$
declare
  bad record;
begin
  select n.currency_id as entry_currency, n.account_id, a.currency_id as account_currency into bad
    from new_entries n left join ledger_accounts a on a.id = n.account_id
    where a.currency_id is distinct from n.currency_id
    order by n.id limit 1;
  if found then
    raise exception 'entry currency % differs from account % currency %', bad.entry_currency, bad.account_id,
      bad.account_currency using errcode = '23514';
  end if;
  update ledger_player_balances b set balance_minor = b.balance_minor + v.change
    from (select n.account_id, sum(n.amount_minor)::bigint as change from new_entries n group by n.account_id) v
    where b.account_id = v.account_id;
  insert into ledger_system_balance_shards as s (account_id, shard, balance_minor)
    select n.account_id, (n.transaction_id % 16)::smallint, sum(n.amount_minor)::bigint
    from new_entries n join ledger_accounts a on a.id = n.account_id
    where a.kind = 'system'
    group by n.account_id, n.transaction_id % 16
    on conflict (account_id, shard) do update set balance_minor = s.balance_minor + excluded.balance_minor;
  return null;
end;
$$;

drop trigger ledger_entries_apply on ledger_entries;
create trigger ledger_entries_apply after insert on ledger_entries
  referencing new table as new_entries
  for each statement execute function ledger_apply_entries();
drop function ledger_apply_entry();
