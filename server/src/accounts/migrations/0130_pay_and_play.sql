-- Pay-and-play registration (SPEC §2): a deposit through the bank first, the account from the identity it returns.
alter table users drop constraint if exists users_registration_type_check;
alter table users add constraint users_registration_type_check
  check (registration_type in ('fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'short_reg', 'full_v1_reg',
    'pay_and_play_reg'));

-- One player per bank identity (the bank's country and the person's id there): the same person never gets two.
create table bank_identities (
  country text not null,
  personal_id text not null,
  user_id integer not null references users(id),
  created_at timestamptz not null,
  primary key (country, personal_id)
);

-- A started payment at the bank; the bank's callback decides it once (its reference is unique).
create table pay_and_play_attempts (
  id serial primary key,
  amount_minor bigint not null check (amount_minor > 0),
  currency_id integer not null,
  country_id integer not null,
  promo_code text,
  return_to text,
  status text not null default 'started'
    check (status in ('started', 'completed', 'refused', 'cancelled')),
  refusal text,
  bank_reference text unique,
  user_id integer references users(id),
  payment_id integer,
  created_at timestamptz not null,
  decided_at timestamptz
);
