-- Throughput (issue 17): a provider-wallet call took 7–11 round trips (the session's holder, BEGIN, the stored
-- answer, the balance lock, the round lock, the round row, ledger_post, the wallet row, COMMIT, and on a win the
-- wager and points look-ups). casino_wallet_call does the same in one statement with its plans kept between
-- calls (provider-wallet.ts keeps the signature check, the body's schema and the TypeScript hooks):
--   * the holder: the real-money session of p_token in p_currency with the player's open money account, else
--     `invalid_token` (not stored);
--   * `balance`: the balance, nothing locked or stored;
--   * bet / win / rollback: the player's balance row is locked first (every money call of a player queues there),
--     then the stored answer of p_uuid is answered if there is one (after the lock, so a copy that waited sees the
--     answer its twin committed), else the call runs and its answer is stored under p_uuid in the same statement;
--   * bet: a closed or rolled-back round answers `round_closed`; else p_verdict (the responsible-gambling check,
--     run by the caller in the same transaction before this call; 'ok' without one) refuses with its status; the
--     round row is opened and the stake posted (`casino_bet`), or `insufficient_funds` when the locked balance is
--     below it (nothing posted);
--   * win: an unknown round or one of another player answers `unknown_transaction`, a closed one `round_closed`;
--     the round closes and the win is posted (`casino_win`; 0 posts nothing). The round's stakes that stood are
--     answered (stake_minor); when they would count toward an active wagering bonus or earn loyalty points and
--     p_hooks is false, nothing is written and the status is `hooks`: the caller repeats the call with p_hooks in a
--     transaction and runs bonuses/loyalty's own code after it (provider-wallet.ts countRoundWager);
--   * rollback: the bet p_reference of the same player, else `unknown_transaction`; a closed round answers
--     `round_closed`; the round is marked rolled back and the bet refunded once (`casino_rollback`), whichever
--     rollback uuid asks; a refused or zero bet refunds nothing.
-- Ledger references `casino:<uuid>`, posted by casino_ledger_post (the first function below).
-- A casino posting between a player's money account and the `casino` system account of its currency, for a caller
-- that holds the player's balance row and has checked the funds: ledger_post's account naming, locking and
-- checks are already done there, so this writes the transaction and its two entries (player line first for a
-- stake, system line first for a payment, as ledger_post was given them). The first posting of a currency goes
-- through ledger_post, which opens the system account. The ledger's triggers apply the balances, keep player
-- balances non-negative and check the transaction balances at commit, as for every posting.
create function casino_ledger_post(
  p_kind text,
  p_reference text,
  p_at timestamptz,
  p_account bigint,
  p_currency integer,
  p_player_amount bigint
) returns bigint
language plpgsql as $$
declare
  sys bigint;
  tx bigint;
  posted record;
begin
  select a.id into sys from ledger_accounts a
    where a.kind = 'system' and a.system_code = 'casino' and a.currency_id = p_currency;
  if not found then
    if p_player_amount < 0 then
      select * into posted from ledger_post(p_kind, p_reference, p_at, array[p_account, null]::bigint[],
        array[null, 'casino']::text[], array[null, p_currency]::integer[], array[p_player_amount, -p_player_amount]);
    else
      select * into posted from ledger_post(p_kind, p_reference, p_at, array[null, p_account]::bigint[],
        array['casino', null]::text[], array[p_currency, null]::integer[], array[-p_player_amount, p_player_amount]);
    end if;
    if posted.problem is not null or posted.posted_id is null then
      raise exception 'casino posting % failed: %', p_reference, posted.problem;
    end if;
    return posted.posted_id;
  end if;
  insert into ledger_transactions (kind, reference, created_at) values (p_kind, p_reference, p_at) returning id into tx;
  if p_player_amount < 0 then
    insert into ledger_entries (transaction_id, account_id, currency_id, amount_minor, created_at)
      values (tx, p_account, p_currency, p_player_amount, p_at), (tx, sys, p_currency, -p_player_amount, p_at);
  else
    insert into ledger_entries (transaction_id, account_id, currency_id, amount_minor, created_at)
      values (tx, sys, p_currency, -p_player_amount, p_at), (tx, p_account, p_currency, p_player_amount, p_at);
  end if;
  return tx;
end;
$$;

create function casino_wallet_call(
  p_call text,
  p_uuid text,
  p_token text,
  p_currency text,
  p_round text,
  p_amount bigint,
  p_reference text,
  p_at timestamptz,
  p_verdict text,
  p_hooks boolean
) returns table (status text, balance bigint, currency text, user_id integer, currency_id integer, stake_minor bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  h record;
  bal bigint;
  prior record;
  r record;
  orig record;
  ledger bigint;
  st text;
  stake bigint := 0;
  digits integer;
  rate numeric;
begin
  select s.user_id, a.id as account_id, c.id as currency_id into h
    from casino_sessions s
    join currencies c on c.code = s.currency
    join ledger_accounts a on a.user_id = s.user_id and a.currency_id = c.id
    where s.session_token = p_token and s.demo = false and s.currency = p_currency and s.user_id is not null
      and a.kind = 'player' and a.type = 'money' and a.closed_at is null
    limit 1;
  if not found then
    return query select 'invalid_token'::text, 0::bigint, p_currency, null::integer, null::integer, 0::bigint;
    return;
  end if;
  if p_call = 'balance' then
    return query select 'ok'::text, b.balance_minor, p_currency, h.user_id, h.currency_id, 0::bigint
      from ledger_player_balances b where b.account_id = h.account_id;
    return;
  end if;
  select b.balance_minor into bal from ledger_player_balances b where b.account_id = h.account_id for update;
  if not found then
    raise exception 'no balance row for account %', h.account_id;
  end if;
  select t.status, t.balance_minor, t.currency into prior
    from casino_wallet_transactions t where t.transaction_uuid = p_uuid;
  if found then
    return query select prior.status, prior.balance_minor, prior.currency, h.user_id, h.currency_id, 0::bigint;
    return;
  end if;

  if p_call = 'bet' then
    select w.status into r from casino_wallet_rounds w where w.round = p_round for update;
    if found and r.status <> 'open' then
      st := 'round_closed';
    elsif coalesce(p_verdict, 'ok') <> 'ok' then
      st := p_verdict;
    else
      if not found then
        insert into casino_wallet_rounds (round, user_id, status, created_at) values (p_round, h.user_id, 'open', p_at)
          on conflict (round) do nothing;
      end if;
      st := 'ok';
      if p_amount > bal then
        st := 'insufficient_funds';
      elsif p_amount > 0 then
        ledger := casino_ledger_post('casino_bet', 'casino:' || p_uuid, p_at, h.account_id, h.currency_id, -p_amount);
        bal := bal - p_amount;
      end if;
    end if;

  elsif p_call = 'win' then
    select w.status, w.user_id into r from casino_wallet_rounds w where w.round = p_round for update;
    if not found or r.user_id <> h.user_id then
      st := 'unknown_transaction';
    elsif r.status <> 'open' then
      st := 'round_closed';
    else
      select coalesce(sum(t.amount_minor), 0)::bigint into stake from casino_wallet_transactions t
        where t.round = p_round and t.call = 'bet' and t.status = 'ok' and t.rolled_back = false;
      if not p_hooks and stake > 0 then
        -- bonuses/engine.ts recordWager counts it toward an active wagering bonus; loyalty/points.ts earnPoints
        -- gives rate points per major unit, whole points: either is theirs to do, in a transaction with this call.
        select c.minor_digits into digits from currencies c where c.id = h.currency_id;
        select e.points_per_unit into rate from loyalty_earn_rates e where e.product = 'casino';
        if exists (
          select 1 from player_bonuses b
          where b.user_id = h.user_id and b.currency_id = h.currency_id and b.status = 'active'
            and b.mechanic = 'wagering'
        ) or floor(stake::numeric / (10::numeric ^ coalesce(digits, 2)) * coalesce(rate, 0) + 1e-9) > 0 then
          return query select 'hooks'::text, bal, p_currency, h.user_id, h.currency_id, stake;
          return;
        end if;
      end if;
      update casino_wallet_rounds set status = 'closed' where round = p_round;
      st := 'ok';
      if p_amount > 0 then
        ledger := casino_ledger_post('casino_win', 'casino:' || p_uuid, p_at, h.account_id, h.currency_id, p_amount);
        bal := bal + p_amount;
      end if;
    end if;

  elsif p_call = 'rollback' then
    select t.* into orig from casino_wallet_transactions t where t.transaction_uuid = p_reference for update;
    if not found or orig.call <> 'bet' or orig.user_id is distinct from h.user_id then
      st := 'unknown_transaction';
    else
      select w.status into r from casino_wallet_rounds w where w.round = orig.round for update;
      if found and r.status = 'closed' then
        st := 'round_closed';
      else
        update casino_wallet_rounds set status = 'rolled_back' where round = orig.round;
        st := 'ok';
        if not orig.rolled_back and orig.status = 'ok' and orig.amount_minor > 0 then
          update casino_wallet_transactions set rolled_back = true where transaction_uuid = orig.transaction_uuid;
          ledger := casino_ledger_post('casino_rollback', 'casino:' || p_uuid, p_at, h.account_id, h.currency_id,
            orig.amount_minor);
          bal := bal + orig.amount_minor;
        end if;
      end if;
    end if;

  else
    raise exception 'unknown wallet call %', p_call;
  end if;

  insert into casino_wallet_transactions (transaction_uuid, call, round, user_id, amount_minor, currency,
    reference_transaction_uuid, status, balance_minor, ledger_transaction_id, created_at)
    values (p_uuid, p_call, p_round, h.user_id, p_amount, p_currency, p_reference, st, bal, ledger, p_at);
  return query select st, bal, p_currency, h.user_id, h.currency_id, stake;
end;
$$;
