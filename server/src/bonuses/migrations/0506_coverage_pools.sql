-- The last three bonus kinds (docs/bonuses.md "Lost first bet and first bets cashback", "Distribution of profits").
-- Two more mechanics read from the offer's rules: 'coverage' (rules `coverage`: the first N real-money bets settled
-- after the grant are covered; when the N-th is counted, `percent` of their net loss up to the cap is refunded) and
-- 'pool' (rules `pool`: the player takes part in a share of the house's net gaming profit, paid pro rata to
-- turnover when the operator closes the period). `paid_minor` is what the grant paid when it closed (a coverage
-- refund, a pool share). New close reasons: 'covered' (its N bets counted), 'paid' (a pool share paid),
-- 'not_qualified' (a pool closed with the player's turnover under the minimum).
alter table player_bonuses drop constraint player_bonuses_mechanic_check;
alter table player_bonuses add constraint player_bonuses_mechanic_check
  check (mechanic in ('wagering', 'freebet', 'insurance', 'boost', 'coverage', 'pool'));
alter table player_bonuses drop constraint player_bonuses_closed_reason_check;
alter table player_bonuses add constraint player_bonuses_closed_reason_check
  check (closed_reason in ('wagered', 'expired', 'refused', 'emptied', 'covered', 'paid', 'not_qualified'));
alter table player_bonuses add column paid_minor bigint not null default 0 check (paid_minor >= 0);

-- The bets a coverage bonus counted: each bet once, for one bonus (the player's oldest active coverage bonus of the
-- bet's currency), with its real-money stake and what came back to the money account. Written under the bonus
-- row's lock in the bet's settlement, so N is never exceeded however many bets settle at once.
create table bonus_covered_bets (
  bonus_id bigint not null references player_bonuses (id),
  bet_id bigint not null unique,
  stake_minor bigint not null check (stake_minor >= 0),
  return_minor bigint not null check (return_minor >= 0),
  created_at timestamptz not null,
  primary key (bonus_id, bet_id)
);

-- A closed period of a profit pool (kind 9): [starts_at, ends_at) in one currency, the house's net gaming profit
-- over it, the pool (the offer's percent of a positive profit, up to its cap), the qualifying turnover and what was
-- paid. One row per offer, currency and end; the next period starts where the last one ended.
create table profit_pools (
  id bigserial primary key,
  offer_id bigint not null references bonus_offers (id),
  currency_id integer not null references currencies (id),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  profit_minor bigint not null,
  pool_minor bigint not null check (pool_minor >= 0),
  turnover_minor bigint not null check (turnover_minor >= 0),
  players integer not null,
  paid_minor bigint not null check (paid_minor >= 0 and paid_minor <= pool_minor),
  closed_at timestamptz not null,
  unique (offer_id, currency_id, ends_at)
);
