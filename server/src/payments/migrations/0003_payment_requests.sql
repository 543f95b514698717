-- Deposits and withdrawals through a payment provider. Money moves only through the ledger; this table is the
-- request's lifecycle: pending → approved | declined.
create table payment_requests (
  id bigserial primary key,
  user_id bigint not null,
  account_id bigint not null references ledger_accounts (id),
  currency_id integer not null references currencies (id),
  direction text not null check (direction in ('deposit', 'withdrawal')),
  amount_minor bigint not null check (amount_minor > 0),
  status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
  provider text not null,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  check ((status = 'pending') = (decided_at is null))
);
create index payment_requests_user on payment_requests (user_id, id desc);
create index payment_requests_pending on payment_requests (direction, id) where status = 'pending';
