-- Bets (SPEC §3 "Bets", §7 LiveBet). Money in integer minor units of the bet's currency. One row per bet; a
-- MakeBetWebMulti call makes one row per single, its GUID suffixed with the event's index.
create table bets (
  id bigserial primary key,
  user_id bigint not null,
  account_id bigint not null references ledger_accounts (id),
  currency_id integer not null references currencies (id),
  -- Idempotency: the client's GUID, unique per player; the request's canonical hash tells a repeat from a clash.
  bet_guid text not null,
  request_hash text not null,
  vid smallint not null check (vid in (0, 1, 2)),
  system_size smallint,
  stake_minor bigint not null check (stake_minor >= 0),
  stake_tax_minor bigint not null default 0,
  coef double precision not null,
  potential_win_minor bigint not null,
  status text not null check (status in ('open', 'won', 'lost', 'refund', 'sold', 'pending', 'dropped')),
  payout_minor bigint,
  payout_tax_minor bigint not null default 0,
  sold_minor bigint not null default 0,
  auto_bet_coef double precision,
  drop_on_score_change boolean not null default false,
  score_at_placement text,
  coupon_code text,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (user_id, bet_guid)
);
create index bets_user_created on bets (user_id, created_at desc);
create index bets_unsettled on bets (status) where status in ('open', 'pending');

create table bet_selections (
  bet_id bigint not null references bets (id),
  idx smallint not null,
  game_id bigint not null,
  outcome_type integer not null,
  param double precision not null,
  coef double precision not null,
  result text check (result in ('win', 'loss', 'refund', 'half-win', 'half-loss')),
  primary key (bet_id, idx)
);
create index bet_selections_open_game on bet_selections (game_id) where result is null;

-- SaveCoupon: a short code that restores the coupon.
create table bet_coupons (
  code text primary key,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
