-- Throughput (issue 17): the studio's seeds step of N rounds in one statement on PGlite (seeds.ts, coalesced by
-- coalesce.ts): for each owner in array order, the next nonce (as takeNonce's `update … returning`, so two rounds
-- of one owner in one batch get consecutive nonces) and the round's id reserved from casino_rounds' sequence —
-- the round row is written once, closed, after its stake stands (rounds.ts `settle`), and the wallet's round
-- `bf-<id>` is named before. An owner without seeds yet returns no row (the caller makes them and takes alone).
create function casino_take_nonces(p_owners text[], p_at timestamptz)
returns table (ord integer, server_seed text, server_seed_hash text, client_seed text, nonce integer, round_id bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  i integer;
  r record;
begin
  for i in 1 .. coalesce(array_length(p_owners, 1), 0) loop
    update casino_seeds s set nonce = s.nonce + 1, updated_at = p_at where s.owner = p_owners[i]
      returning s.server_seed, s.server_seed_hash, s.client_seed, s.nonce into r;
    if found then
      return query select i, r.server_seed, r.server_seed_hash, r.client_seed, r.nonce,
        nextval('casino_rounds_id_seq');
    end if;
  end loop;
end;
$$;
