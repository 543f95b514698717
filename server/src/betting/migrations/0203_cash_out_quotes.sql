-- Cash-out quotes: an offer for an open bet the player may sell at, for exactly its amount, until it expires.
-- `stake_minor` is the bet's stake when quoted (a partial sale since makes the quote stale); `used_at` and
-- `paid_minor` record the sale made at it, so a repeat of that sale answers the same instead of selling twice.
create table cash_out_quotes (
  id text primary key,
  bet_id bigint not null references bets (id),
  user_id bigint not null,
  stake_minor bigint not null,
  amount_minor bigint not null,
  expires_at timestamptz not null,
  created_at timestamptz not null,
  used_at timestamptz,
  paid_minor bigint
);
create index cash_out_quotes_bet on cash_out_quotes (bet_id);
