-- Throughput (issue 17): on PGlite a statement's fixed cost (its protocol round, its transaction and commit) was
-- most of a wallet call: the call itself is small. casino_wallet_calls runs N wallet calls (bet, win, rollback,
-- balance) in one statement, in array order, each exactly as casino_wallet_call (0566) runs it alone — the same
-- rules, stored answers and postings — and each inside its own subtransaction: a call that raises (an error no
-- rule answers) is rolled back alone, writes nothing, and is answered with its SQLSTATE and message in `error`
-- (the caller then runs it alone to get its own outcome); the others stand. Refusals (insufficient_funds,
-- round_closed, …) are answers, not errors, stored as casino_wallet_call stores them. Two calls with one
-- transaction_uuid in one batch run one after the other, so the second answers what the first stored (one
-- posting). A win that has hooks to run answers `hooks` and writes nothing, as alone. provider-wallet.ts sends
-- batches on PGlite only (one connection: no other transaction interleaves); on PostgreSQL each call is its own
-- statement, so no batch holds two players' balance locks at once.
create function casino_wallet_calls(
  p_calls text[],
  p_uuids text[],
  p_tokens text[],
  p_currencies text[],
  p_rounds text[],
  p_amounts bigint[],
  p_references text[],
  p_ats timestamptz[]
) returns table (
  ord integer,
  status text,
  balance bigint,
  currency text,
  user_id integer,
  currency_id integer,
  stake_minor bigint,
  error text
)
language plpgsql as $$
#variable_conflict use_column
declare
  r record;
  i integer;
begin
  for i in 1 .. coalesce(array_length(p_calls, 1), 0) loop
    begin
      select * into r from casino_wallet_call(p_calls[i], p_uuids[i], p_tokens[i], p_currencies[i], p_rounds[i],
        p_amounts[i], p_references[i], p_ats[i], 'ok', false);
      return query select i, r.status, r.balance, r.currency, r.user_id, r.currency_id, r.stake_minor, null::text;
    exception when others then
      return query select i, null::text, null::bigint, p_currencies[i], null::integer, null::integer, null::bigint,
        sqlstate || ' ' || sqlerrm;
    end;
  end loop;
end;
$$;
