-- Throughput (issue 19): ledger_post (0561) ran eight statements a posting — a lookup per system account, the
-- lock, three checks (unknown account, unbalanced, insufficient funds), the transaction, its entries and a reread
-- of the balances it leaves. The same work in four: the system accounts by code in one read (the loop of 0561
-- only when one is still to be opened), the lock as before (player balances in account id order), the three
-- checks and the balances after the posting in one read of the locked rows, and the transaction with its entries
-- in one statement. Signature, answers and order of the checks are 0561's; the triggers of 0002/0012 still apply
-- each entry to its balance (a player's never below zero) and check every transaction balances at commit.
create or replace function ledger_post(
  p_kind text,
  p_reference text,
  p_at timestamptz,
  p_accounts bigint[],
  p_codes text[],
  p_currencies integer[],
  p_amounts bigint[]
) returns table (posted_id bigint, problem text, problem_ref bigint, problem_amount bigint, balances bigint[])
language plpgsql as $$
declare
  ids bigint[];
  unresolved boolean;
  found_id bigint;
  missing boolean;
  missing_id bigint;
  unbalanced bigint[];
  short_id bigint;
  after bigint[];
  tx bigint;
begin
  -- System accounts by code and currency.
  select array_agg(coalesce(v.id, a.id) order by v.n), coalesce(bool_or(v.id is null and a.id is null), false)
    into ids, unresolved
    from unnest(p_accounts, p_codes, p_currencies) with ordinality as v (id, code, currency, n)
    left join ledger_accounts a
      on v.id is null and a.kind = 'system' and a.system_code = v.code and a.currency_id = v.currency;
  if unresolved then
    -- A system account not opened yet (once per code and currency, ever).
    ids := p_accounts;
    for i in 1 .. coalesce(array_length(p_amounts, 1), 0) loop
      if ids[i] is null then
        select a.id into found_id from ledger_accounts a
          where a.kind = 'system' and a.system_code = p_codes[i] and a.currency_id = p_currencies[i];
        if found_id is null then
          insert into ledger_accounts (kind, system_code, currency_id, name, closed_at, user_id)
            values ('system', p_codes[i], p_currencies[i], p_codes[i], null, null)
            on conflict (system_code, currency_id) where kind = 'system' do nothing;
          select a.id into found_id from ledger_accounts a
            where a.kind = 'system' and a.system_code = p_codes[i] and a.currency_id = p_currencies[i];
        end if;
        ids[i] := found_id;
        found_id := null;
      end if;
    end loop;
  end if;
  -- Player balances locked in account id order (no deadlocks between concurrent postings); system accounts are
  -- not locked (their balances are shards that postings add to without waiting).
  perform 1 from ledger_player_balances b where b.account_id = any (ids) order by b.account_id for update;
  -- The checks in 0561's order, and each line's player balance after the posting (null for a system account):
  -- the rows are locked, so it is the balance as read plus the account's change.
  with v as (
    select u.id, u.amount, u.n, a.id as known, a.currency_id, b.balance_minor
    from unnest(ids, p_amounts) with ordinality as u (id, amount, n)
    left join ledger_accounts a on a.id = u.id
    left join ledger_player_balances b on b.account_id = u.id
  ), c as (
    select v.id, sum(v.amount)::bigint as change, min(v.balance_minor) as balance_minor from v group by v.id
  )
  select exists (select 1 from v where v.known is null),
    (select v.id from v where v.known is null order by v.n limit 1),
    (select array[g.currency_id::bigint, g.total] from (select v.currency_id, sum(v.amount)::bigint as total
      from v where v.known is not null group by v.currency_id having sum(v.amount) <> 0 order by v.currency_id
      limit 1) g),
    (select c.id from c where c.balance_minor + c.change < 0 order by c.id limit 1),
    (select array_agg(v.balance_minor + c.change order by v.n) from v join c on c.id is not distinct from v.id)
    into missing, missing_id, unbalanced, short_id, after;
  if missing then
    return query select null::bigint, 'no_account'::text, missing_id, null::bigint, null::bigint[];
    return;
  end if;
  if unbalanced is not null then
    return query select null::bigint, 'unbalanced'::text, unbalanced[1], unbalanced[2], null::bigint[];
    return;
  end if;
  if short_id is not null then
    return query select null::bigint, 'insufficient_funds'::text, short_id, null::bigint, null::bigint[];
    return;
  end if;
  with t as (
    insert into ledger_transactions (kind, reference, created_at) values (p_kind, p_reference, p_at) returning id
  ), e as (
    insert into ledger_entries (transaction_id, account_id, currency_id, amount_minor, created_at)
      select t.id, v.id, a.currency_id, v.amount, p_at
      from t cross join unnest(ids, p_amounts) with ordinality as v (id, amount, n)
      join ledger_accounts a on a.id = v.id
      order by v.n
  )
  select t.id into tx from t;
  return query select tx, null::text, null::bigint, null::bigint, after;
end;
$$;
