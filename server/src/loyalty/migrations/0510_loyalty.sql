-- Cashback and loyalty points (issue 20, docs/bonuses.md "Cashback", "Loyalty points").
--
-- Cashback levels as data (SPEC §2 office: cashback, VIP cashback, premium cashback): a player's level is the
-- highest whose `min_points` their lifetime earned points reach; each level gives `percent` of the week's net loss
-- (real-money sport and casino stakes minus returns) when it reaches `min_loss_minor`, up to `cap_minor`, paid as
-- real money (`money`, posting `cashback` from the `loyalty_fund` system account) or as a bonus of `offer_code`
-- (an offer whose amount is 100 % of the base: the cashback itself). Amounts are minor units of the loss's currency.
create table cashback_levels (
  code text primary key check (code in ('regular', 'vip', 'premium')),
  min_points bigint not null check (min_points >= 0),
  percent numeric(5, 2) not null check (percent > 0 and percent <= 100),
  min_loss_minor bigint not null check (min_loss_minor >= 0),
  cap_minor bigint not null check (cap_minor > 0),
  pay_as text not null check (pay_as in ('money', 'bonus')),
  offer_code text references bonus_offers (code),
  check (pay_as = 'money' or offer_code is not null)
);

-- Each week of each money account is paid once (the unique key; a second or concurrent run inserts nothing).
create table cashback_payouts (
  id bigserial primary key,
  user_id bigint not null,
  account_id bigint not null references ledger_accounts (id),
  currency_id integer not null references currencies (id),
  week_start timestamptz not null,
  level text not null,
  loss_minor bigint not null check (loss_minor > 0),
  amount_minor bigint not null check (amount_minor > 0),
  paid_as text not null check (paid_as in ('money', 'bonus')),
  bonus_id bigint references player_bonuses (id),
  created_at timestamptz not null,
  unique (account_id, week_start)
);
create index cashback_payouts_player on cashback_payouts (user_id, week_start desc);

-- Points are ledger money of their own currency (PTS, id 9999, no minor digits) on the player's `points` account:
-- earned per settled stake (`points_earn` from the `loyalty_points` system account), spent by exchanges
-- (`points_exchange` back to it). What a stake earns: `points_per_unit` points per major unit of the stake.
create table loyalty_earn_rates (
  product text primary key check (product in ('sport', 'casino')),
  points_per_unit numeric(8, 4) not null check (points_per_unit >= 0)
);

-- What points buy: a bonus offer for `points_cost` points (the offer's fixed amount in the player's currency).
create table loyalty_rewards (
  id bigserial primary key,
  code text not null unique,
  offer_code text not null references bonus_offers (code),
  points_cost bigint not null check (points_cost > 0),
  active boolean not null default true
);

create table loyalty_exchanges (
  id bigserial primary key,
  user_id bigint not null,
  reward_id bigint not null references loyalty_rewards (id),
  points bigint not null check (points > 0),
  bonus_id bigint not null references player_bonuses (id),
  created_at timestamptz not null
);
create index loyalty_exchanges_player on loyalty_exchanges (user_id, created_at desc);

insert into bonus_offers (code, kind, rules, created_at) values
  ('cashback_bonus', 0, '{"trigger":"manual","amount":{"percent":100,"capMinor":100000000},"wagerMultiple":3,"sport":{"minOdds":1.5,"minLegs":1},"expiryDays":7}', now()),
  ('points_sport_5', 0, '{"trigger":"manual","amount":{"fixedMinor":500},"wagerMultiple":3,"sport":{"minOdds":1.5,"minLegs":1},"expiryDays":14}', now()),
  ('points_casino_10', 1, '{"trigger":"manual","amount":{"fixedMinor":1000},"wagerMultiple":20,"casino":{"contribution":{"slots":100,"instant_games":50,"crash_games":50}},"expiryDays":14}', now());

insert into cashback_levels (code, min_points, percent, min_loss_minor, cap_minor, pay_as, offer_code) values
  ('regular', 0, 5, 1000, 10000, 'money', null),
  ('vip', 1000, 10, 1000, 50000, 'money', null),
  ('premium', 5000, 15, 500, 200000, 'bonus', 'cashback_bonus');

insert into loyalty_earn_rates (product, points_per_unit) values ('sport', 1), ('casino', 0.5);

insert into loyalty_rewards (code, offer_code, points_cost) values
  ('sport_bonus_5', 'points_sport_5', 500),
  ('casino_bonus_10', 'points_casino_10', 800);
