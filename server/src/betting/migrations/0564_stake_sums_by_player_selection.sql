-- Throughput (issue 19): the per-market stake-limit sums read every open bet of the player and its selections
-- (a nested loop that grew with the player's open bets: about 1 ms of PGlite's CPU a bet at 130 open bets). A
-- selection now carries its bet's player, so the sums are one indexed read of the player's selections on the
-- game. user_id is written by both placement paths (place_bet here, placement.ts) and is not null, so a selection
-- written without it fails instead of escaping the limits.
alter table bet_selections add column user_id bigint;
update bet_selections s set user_id = b.user_id from bets b where b.id = s.bet_id;
alter table bet_selections alter column user_id set not null;
create index bet_selections_user_game on bet_selections (user_id, game_id);

-- place_bet (0562) with the market sums read over that index, and the selections written with their
-- player; everything else — order, locks, answers, SQLSTATEs — as in 0562.
create or replace function place_bet(
  p_user bigint,
  p_account bigint,
  p_currency integer,
  p_guid text,
  p_hash text,
  p_vid smallint,
  p_system_size smallint,
  p_stake bigint,
  p_tax bigint,
  p_coef double precision,
  p_potential bigint,
  p_status text,
  p_auto_coef double precision,
  p_drop boolean,
  p_score text,
  p_coupon_code text,
  p_at timestamptz,
  p_boost double precision,
  -- The selections, one element each.
  p_games bigint[],
  p_types integer[],
  p_params double precision[],
  p_coefs double precision[],
  -- The outcome types of each selection's market, flattened: p_market_types[i] belongs to selection
  -- p_market_of[i] (1-based).
  p_market_types integer[],
  p_market_of integer[],
  -- The stake limits, in major units as placement.ts compares them (double precision, as JavaScript numbers).
  p_since timestamptz,
  p_digits integer,
  p_paid_major double precision,
  p_market_limit double precision,
  p_day_limit double precision,
  -- The stake's posting: what the player pays (stake + tax), the system accounts' codes.
  p_paid bigint,
  p_open_code text,
  p_tax_code text,
  p_session_gap_ms bigint
) returns table (problem text, problem_index integer, problem_amount bigint, bet jsonb, balance bigint)
language plpgsql as $$
declare
  staked bigint;
  scale double precision := 10::double precision ^ p_digits;
  b bets;
  p rg_players;
  posted record;
  accounts bigint[];
  codes text[];
  currencies integer[];
  amounts bigint[];
begin
  -- The stake limits (placement.ts checkLimits): per market among open bets, in the coupon's order, from the
  -- player's selections on the game (bet_selections_user_game), each bet's stake read by its key — a join let the
  -- planner scan every open bet of every player (bets_unsettled) while the tables' statistics were young — then
  -- the day.
  for i in 1 .. coalesce(array_length(p_games, 1), 0) loop
    select coalesce(sum((select x.stake_minor from bets x where x.id = s.bet_id and x.status in ('open', 'pending'))), 0)
      into staked
      from bet_selections s
      where s.user_id = p_user and s.game_id = p_games[i]
        and s.outcome_type in (select t.type from unnest(p_market_types, p_market_of) as t (type, of) where t.of = i);
    if staked::double precision / scale + p_paid_major > p_market_limit then
      return query select 'market_limit'::text, i, staked, null::jsonb, null::bigint;
      return;
    end if;
  end loop;
  select coalesce(sum(x.stake_minor), 0) into staked from bets x where x.user_id = p_user and x.created_at >= p_since;
  if staked::double precision / scale + p_paid_major > p_day_limit then
    return query select 'player_limit'::text, null::integer, staked, null::jsonb, null::bigint;
    return;
  end if;
  -- A bonus being wagered (bonuses/stakes.ts activeBonusOf) may cap the stake and pay part of it: general path.
  if exists (select 1 from player_bonuses pb where pb.user_id = p_user and pb.currency_id = p_currency
      and pb.status = 'active' and pb.mechanic = 'wagering') then
    return query select 'general'::text, null::integer, null::bigint, null::jsonb, null::bigint;
    return;
  end if;
  -- The bet and its selections; a concurrent or earlier bet with this GUID wins (nothing written here).
  insert into bets (user_id, account_id, currency_id, bet_guid, request_hash, vid, system_size, stake_minor,
      stake_tax_minor, coef, potential_win_minor, status, payout_minor, auto_bet_coef, drop_on_score_change,
      score_at_placement, coupon_code, created_at, settled_at, boost_percent)
    values (p_user, p_account, p_currency, p_guid, p_hash, p_vid, p_system_size, p_stake, p_tax, p_coef,
      p_potential, p_status, null, p_auto_coef, p_drop, p_score, p_coupon_code, p_at, null, p_boost)
    on conflict (user_id, bet_guid) do nothing
    returning * into b;
  if b.id is null then
    return query select 'duplicate'::text, null::integer, null::bigint, null::jsonb, null::bigint;
    return;
  end if;
  insert into bet_selections (bet_id, idx, game_id, outcome_type, param, coef, result, user_id)
    select b.id, (v.n - 1)::smallint, v.game, v.type, v.param, v.coef, null, p_user
    from unnest(p_games, p_types, p_params, p_coefs) with ordinality as v (game, type, param, coef, n);
  -- Responsible gambling (limits/guard.ts), before any ledger lock: the player's row locked, due limit changes
  -- applied; a player with limits or in a closed state goes the general way, which answers the refusal.
  select * into p from rg_lock_for_money(p_user, p_at);
  if p.blocked_at is not null or p.excluded_permanent or p.excluded_until > p_at or p.timeout_until > p_at
      or exists (select 1 from rg_limits l where l.user_id = p_user and l.type in ('wager', 'loss', 'session')) then
    raise exception 'place_bet: the general path answers this player' using errcode = 'BF002';
  end if;
  perform 1 from rg_touch_play_session(p_user, p_at, p_session_gap_ms);
  -- The stake's posting (wallet/ledger.ts postTransaction): the stake to bets_open, the player pays stake + tax.
  accounts := array[null, p_account]::bigint[];
  codes := array[p_open_code, null]::text[];
  currencies := array[p_currency, null]::integer[];
  amounts := array[p_stake, -p_paid]::bigint[];
  if p_tax > 0 then
    accounts := accounts || null::bigint;
    codes := codes || p_tax_code;
    currencies := currencies || p_currency;
    amounts := amounts || p_tax;
  end if;
  select * into posted
    from ledger_post('bet_stake', 'bet:' || b.id || ':stake', p_at, accounts, codes, currencies, amounts);
  if posted.problem = 'insufficient_funds' then
    raise exception 'place_bet: insufficient funds on account %', posted.problem_ref using errcode = 'BF001';
  elsif posted.problem is not null then
    raise exception 'place_bet: ledger_post answered % (%)', posted.problem, posted.problem_ref;
  end if;
  return query select null::text, null::integer, null::bigint, to_jsonb(b), posted.balances[2];
end;
$$;

