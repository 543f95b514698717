-- Throughput (issue 19): a posting took two round trips (lock the player balances and name the system accounts,
-- then write the transaction and its entries) and three when a system account was new. ledger_post does the same
-- in one statement, with its plans kept between calls, and answers the player balances it leaves. Nothing is written when it reports a problem, so the
-- caller's transaction stays usable (ledger.ts turns the problem into InsufficientFundsError or LedgerError);
-- the triggers of 0002/0012 still apply the balances and check every transaction balances at commit.
create function ledger_post(
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
  ids bigint[] := p_accounts;
  found_id bigint;
  bad record;
  tx bigint;
begin
  -- System accounts by code and currency, opened when missing (once per code and currency, ever).
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
  -- Player balances locked in account id order (no deadlocks between concurrent postings); system accounts are
  -- not locked (their balances are shards that postings add to without waiting).
  perform 1 from ledger_player_balances b where b.account_id = any (ids) order by b.account_id for update;
  select v.id into bad from unnest(ids) as v (id) left join ledger_accounts a on a.id = v.id
    where a.id is null limit 1;
  if found then
    return query select null::bigint, 'no_account'::text, bad.id, null::bigint, null::bigint[];
    return;
  end if;
  select a.currency_id, sum(v.amount)::bigint as total into bad
    from unnest(ids, p_amounts) as v (id, amount) join ledger_accounts a on a.id = v.id
    group by a.currency_id having sum(v.amount) <> 0 order by a.currency_id limit 1;
  if found then
    return query select null::bigint, 'unbalanced'::text, bad.currency_id::bigint, bad.total, null::bigint[];
    return;
  end if;
  select v.id into bad
    from (select u.id, sum(u.amount) as change from unnest(ids, p_amounts) as u (id, amount) group by u.id) v
    join ledger_player_balances b on b.account_id = v.id
    where b.balance_minor + v.change < 0 order by v.id limit 1;
  if found then
    return query select null::bigint, 'insufficient_funds'::text, bad.id, null::bigint, null::bigint[];
    return;
  end if;
  insert into ledger_transactions (kind, reference, created_at) values (p_kind, p_reference, p_at) returning id into tx;
  insert into ledger_entries (transaction_id, account_id, currency_id, amount_minor, created_at)
    select tx, v.id, a.currency_id, v.amount, p_at
    from unnest(ids, p_amounts) with ordinality as v (id, amount, n) join ledger_accounts a on a.id = v.id
    order by v.n;
  -- Each line's player balance after the posting (null for a system account): the caller answers with it
  -- instead of reading it again.
  return query select tx, null::text, null::bigint, null::bigint,
    (select array_agg(b.balance_minor order by v.n)
      from unnest(ids) with ordinality as v (id, n) left join ledger_player_balances b on b.account_id = v.id);
end;
$$;
