-- Bet builder (docs/feed-and-betting.md "Bet builder"): a builder bet (bets.vid = 3) keeps the model parameters it
-- was priced from and the margin, so settlement re-prices the legs left when some are void exactly as at placement.
create table bet_builders (
  bet_id bigint primary key references bets (id) on delete cascade,
  params jsonb not null,
  margin double precision not null check (margin >= 0 and margin < 1),
  fair_p double precision not null check (fair_p > 0 and fair_p <= 1)
);

-- vid 3: a bet builder bet (0 single, 1 express, 2 system as before).
alter table bets drop constraint bets_vid_check;
alter table bets add constraint bets_vid_check check (vid in (0, 1, 2, 3));
