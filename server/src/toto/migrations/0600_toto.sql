-- Toto (docs/promotions.md "Toto"): draws of events picked from the feed, the players' coupons, and what each
-- draw paid per currency. Money moves only by ledger postings (toto_pool, toto_jackpot, house); these rows say why.
create table toto_draws (
  id bigserial primary key,
  status text not null check (status in ('active', 'closed', 'finished', 'canceled')),
  -- The feed's games in order (ids rebuild the game: the simulator needs nothing stored).
  game_ids bigint[] not null,
  closes_at timestamptz not null,
  created_at timestamptz not null,
  -- Filled at settlement: `1`, `X`, `2` or `void` per event.
  results text[],
  settled_at timestamptz
);
create index toto_draws_status on toto_draws (status, id desc);

create table toto_coupons (
  id bigserial primary key,
  draw_id bigint not null references toto_draws (id),
  user_id bigint not null,
  account_id bigint not null references ledger_accounts (id),
  currency_id integer not null references currencies (id),
  guid text not null,
  choices text[] not null,
  lines integer not null check (lines > 0),
  stake_minor bigint not null check (stake_minor > 0),
  status text not null default 'open' check (status in ('open', 'won', 'lost')),
  hits smallint,
  prize_minor bigint,
  created_at timestamptz not null,
  unique (user_id, guid)
);
create index toto_coupons_draw on toto_coupons (draw_id);
create index toto_coupons_user on toto_coupons (user_id, id desc);

-- One row per draw and currency once settled: the pool, the house cut, the jackpot played for and left, the tiers.
create table toto_draw_pools (
  draw_id bigint not null references toto_draws (id),
  currency_id integer not null references currencies (id),
  pool_minor bigint not null,
  house_minor bigint not null,
  jackpot_before_minor bigint not null,
  jackpot_after_minor bigint not null,
  tiers jsonb not null,
  primary key (draw_id, currency_id)
);

-- At most one draw accepts coupons at a time (draws are created lazily by whichever request or sweep sees none).
create unique index toto_one_active on toto_draws ((true)) where status = 'active';
