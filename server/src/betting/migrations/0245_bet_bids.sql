-- Bid (VIP) bets and power bets (bids.ts, docs/feed-and-betting.md "Bid bets"): a single above the automatic limit
-- waiting for a trader. Its stake is held in the `bet_bids_held` system account (posting `bid_hold`; not a `bet_` kind, so a hold is no wager for the limits) from the
-- bid until it is accepted (released and staked in the placement's own transaction), rejected, declined or expired
-- (released: `bid_release`). `expires_at` is the trader's time while pending, the player's while countered.
create table bet_bids (
  id bigserial primary key,
  user_id bigint not null,
  account_id bigint not null,
  currency_id integer not null,
  bet_guid text not null,
  game_id bigint not null,
  outcome_type integer not null,
  param double precision not null,
  label text not null,
  stake_minor bigint not null check (stake_minor > 0),
  coef double precision not null check (coef > 1),
  counter_stake_minor bigint check (counter_stake_minor > 0),
  counter_coef double precision check (counter_coef > 1),
  is_power_bet boolean not null default false,
  check_cf smallint not null default 0,
  status text not null check (status in ('pending', 'countered', 'accepted', 'rejected', 'declined', 'expired')),
  expires_at timestamptz not null,
  created_at timestamptz not null,
  decided_at timestamptz,
  bet_id bigint references bets (id),
  unique (user_id, bet_guid)
);
create index bet_bids_open on bet_bids (expires_at) where status in ('pending', 'countered');
create index bet_bids_user on bet_bids (user_id, id desc);
