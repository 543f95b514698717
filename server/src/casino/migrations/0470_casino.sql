-- Casino (CONTRACTS §6): provably fair seeds per owner ('u:<user id>' or 'v:<visit id>' for guests), game
-- sessions (one-time launch tokens), rounds, the provider wallet's transactions and rounds, crash rounds, favourites.
create table casino_seeds (
  owner text primary key,
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  nonce integer not null default 0,
  demo_balance_minor bigint not null default 100000 check (demo_balance_minor >= 0),
  updated_at timestamptz not null
);

create table casino_revealed_seeds (
  server_seed_hash text primary key,
  server_seed text not null,
  revealed_at timestamptz not null
);

create table casino_sessions (
  id bigserial primary key,
  launch_token_hash text not null unique,
  session_token text unique,
  owner text not null,
  user_id integer references users (id),
  game_id integer not null,
  currency text not null,
  demo boolean not null,
  created_at timestamptz not null,
  opened_at timestamptz
);

create table casino_rounds (
  id bigserial primary key,
  owner text not null,
  user_id integer references users (id),
  game text not null,
  game_id integer not null,
  demo boolean not null,
  currency text not null,
  stake_minor bigint not null,
  payout_minor bigint not null default 0,
  multiplier double precision not null default 0,
  status text not null default 'open' check (status in ('open', 'closed', 'rolled_back')),
  params jsonb not null,
  state jsonb not null,
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  nonce integer not null,
  crash_round_id bigint,
  -- bumped by every step of a multi-step round: a step applies only to the state it was computed from
  steps integer not null default 0,
  created_at timestamptz not null,
  closed_at timestamptz
);
create index casino_rounds_owner on casino_rounds (owner, id desc);
create index casino_rounds_open_crash on casino_rounds (crash_round_id) where status = 'open';
create index casino_rounds_wins on casino_rounds (closed_at desc) where demo = false and payout_minor > 0;

create table casino_wallet_rounds (
  round text primary key,
  user_id integer not null references users (id),
  status text not null check (status in ('open', 'closed', 'rolled_back')),
  created_at timestamptz not null
);

create table casino_wallet_transactions (
  transaction_uuid text primary key,
  call text not null,
  round text not null,
  user_id integer references users (id),
  amount_minor bigint not null,
  currency text not null,
  reference_transaction_uuid text,
  status text not null,
  balance_minor bigint not null,
  ledger_transaction_id bigint references ledger_transactions (id),
  rolled_back boolean not null default false,
  created_at timestamptz not null
);
create index casino_wallet_transactions_round on casino_wallet_transactions (round);

create table casino_crash_rounds (
  id bigint primary key,
  server_seed text not null,
  server_seed_hash text not null,
  crash_point double precision not null,
  betting_at timestamptz not null,
  launch_at timestamptz not null,
  crash_at timestamptz not null,
  ends_at timestamptz not null
);

create table casino_favourites (
  user_id integer not null references users (id),
  game_id integer not null,
  created_at timestamptz not null,
  primary key (user_id, game_id)
);
