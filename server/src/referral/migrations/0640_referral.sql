-- Bring a friend (docs/promotions.md). Earnings wait on the referrer's `referral` ledger account (one per
-- currency) until the player moves them to the money account of that currency.
alter table ledger_accounts drop constraint if exists ledger_accounts_type_check;
alter table ledger_accounts add constraint ledger_accounts_type_check
  check (type in ('money', 'bonus', 'points', 'referral'));

-- One code per player, made on first use; `transfers` numbers the player's transfers (their ledger reference),
-- and the row is the lock that queues a player's accruals and transfers.
create table referral_codes (
  user_id bigint primary key,
  code text not null unique,
  transfers integer not null default 0,
  created_at timestamptz not null
);

-- Who referred whom: a player is referred at most once.
create table referrals (
  id bigserial primary key,
  referrer_id bigint not null,
  friend_id bigint not null unique,
  device_hash text,
  email_norm text,
  created_at timestamptz not null,
  removed_at timestamptz,
  check (referrer_id <> friend_id)
);
create index referrals_referrer on referrals (referrer_id, id desc);
create index referrals_device on referrals (device_hash) where device_hash is not null;
create index referrals_email on referrals (email_norm) where email_norm is not null;

-- The devices a player was seen on (the browser's device id, hashed).
create table referral_devices (
  user_id bigint not null,
  device_hash text not null,
  primary key (user_id, device_hash)
);
create index referral_devices_hash on referral_devices (device_hash);

-- Each earning once: `source` is `bet:<id>` or `first-deposit`; its ledger posting shares the reference.
create table referral_earnings (
  referral_id bigint not null references referrals (id),
  source text not null,
  currency_id integer not null references currencies (id),
  amount_minor bigint not null check (amount_minor > 0),
  transaction_id bigint not null,
  created_at timestamptz not null,
  primary key (referral_id, source)
);
