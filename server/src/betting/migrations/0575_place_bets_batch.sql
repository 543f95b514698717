-- Throughput (issue 19): several plain bets per statement. On PGlite, one connection runs every statement in
-- turn and a call's fixed cost (the round trip, the protocol, starting and committing its transaction) is most of
-- a plain bet's database time; so the plain bets, and the account reads before them, that arrive while one call
-- runs go together in the next (betting/plain-batch.ts, db/coalescer.ts): one `place_bets` call carrying N items.
--
-- An item is either a lookup (`bet_account_and_guid`: the player's money account and the bet under a GUID) or a
-- placement (`place_bet`, 0562/0564, with the same arguments). Each placement runs in a block of its own (a
-- subtransaction): one refused — SQLSTATE BF001 (insufficient funds) or BF002 (the general path answers it), or
-- any other error — is rolled back alone and answers its SQLSTATE and message, and the others go on; a refusal
-- place_bet answers as a row (market_limit, player_limit, duplicate, general) writes nothing, as before. Every
-- item answers in its own row(s), tagged with its `n`. The statement commits all the placements that succeeded
-- together, or none (then each item is run again on its own by the caller): a bet is acknowledged only after
-- that commit, so a crash before it loses only bets nobody was told of.
--
-- Items run in the order given: the caller puts placements in balance-account order.
create type place_bet_item as (
  n integer,
  op text,
  user_id bigint,
  guid text,
  account bigint,
  currency integer,
  hash text,
  vid smallint,
  system_size smallint,
  stake bigint,
  tax bigint,
  coef double precision,
  potential bigint,
  status text,
  auto_coef double precision,
  drop_on_score boolean,
  score text,
  coupon_code text,
  at timestamptz,
  boost double precision,
  games bigint[],
  types integer[],
  params double precision[],
  coefs double precision[],
  market_types integer[],
  market_of integer[],
  since timestamptz,
  digits integer,
  paid_major double precision,
  market_limit double precision,
  day_limit double precision,
  paid bigint,
  open_code text,
  tax_code text,
  session_gap_ms bigint
);

create function place_bets(p_items jsonb)
returns table (n integer, problem text, problem_index integer, problem_amount bigint, bet jsonb, balance bigint,
  account_ref bigint, account_currency integer, minor_digits integer, code text, error_code text, error_message text)
language plpgsql as $$
declare
  r place_bet_item;
  a record;
begin
  for r in select * from jsonb_populate_recordset(null::place_bet_item, p_items) loop
    n := r.n;
    problem := null; problem_index := null; problem_amount := null; bet := null; balance := null;
    account_ref := null; account_currency := null; minor_digits := null; code := null;
    error_code := null; error_message := null;
    if r.op = 'lookup' then
      -- No row when the player has no active money account.
      for a in select * from bet_account_and_guid(r.user_id, r.guid) loop
        account_ref := a.account_ref;
        account_currency := a.account_currency;
        minor_digits := a.minor_digits;
        code := a.code;
        bet := a.bet;
        return next;
      end loop;
    else
      begin
        select * into a from place_bet(r.user_id, r.account, r.currency, r.guid, r.hash, r.vid, r.system_size,
          r.stake, r.tax, r.coef, r.potential, r.status, r.auto_coef, r.drop_on_score, r.score, r.coupon_code, r.at,
          r.boost, r.games, r.types, r.params, r.coefs, r.market_types, r.market_of, r.since, r.digits,
          r.paid_major, r.market_limit, r.day_limit, r.paid, r.open_code, r.tax_code, r.session_gap_ms);
        problem := a.problem;
        problem_index := a.problem_index;
        problem_amount := a.problem_amount;
        bet := a.bet;
        balance := a.balance;
      exception when others then
        error_code := sqlstate;
        error_message := sqlerrm;
      end;
      return next;
    end if;
  end loop;
end;
$$;
