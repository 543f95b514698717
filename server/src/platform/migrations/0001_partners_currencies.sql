-- Partners (ref_id, group_id) and the currencies accounts are held in. Reference data, seeded with the demo set.
create table partners (
  ref_id integer primary key,
  group_id integer not null default 1,
  name text not null,
  created_at timestamptz not null default now()
);

create table currencies (
  id integer primary key,
  code text not null unique check (code ~ '^[A-Z0-9]{3,6}$'),
  symbol text not null,
  name text not null,
  -- digits after the decimal point: amounts are stored as integers of 10^-minor_digits
  minor_digits smallint not null default 2 check (minor_digits between 0 and 8),
  crypto boolean not null default false
);

insert into currencies (id, code, symbol, name, minor_digits, crypto) values
  (1, 'RUB', '₽', 'Russian ruble', 2, false),
  (10, 'USD', '$', 'US dollar', 2, false),
  (12, 'EUR', '€', 'Euro', 2, false),
  (4, 'KZT', '₸', 'Kazakhstani tenge', 2, false);

insert into partners (ref_id, group_id, name) values (1, 1, 'Betframe demo partner');
