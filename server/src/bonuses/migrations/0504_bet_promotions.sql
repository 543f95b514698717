-- Bet promotions (docs/bonuses.md "Freebets and insurance"): a freebet or an insurance is a player bonus too (it
-- lists, expires and is refused like one) but holds no money on the bonus account and is not wagered. `mechanic`
-- is derived from the offer's rules at the grant; only wagering bonuses are one-active-per-currency. `bet_id` is the
-- bet a freebet staked or an insurance covers: a promotion serves one bet (the unique index), `status` 'used' while
-- it does (a void bet gives a freebet back: 'active' again, `bet_id` cleared).
alter table player_bonuses add column mechanic text not null default 'wagering'
  check (mechanic in ('wagering', 'freebet', 'insurance'));
alter table player_bonuses add column bet_id bigint;
alter table player_bonuses drop constraint player_bonuses_status_check;
alter table player_bonuses add constraint player_bonuses_status_check
  check (status in ('active', 'used', 'completed', 'forfeited'));
drop index player_bonuses_one_active;
create unique index player_bonuses_one_active on player_bonuses (user_id, currency_id)
  where status = 'active' and mechanic = 'wagering';
create unique index player_bonuses_bet on player_bonuses (bet_id) where bet_id is not null;
create index player_bonuses_promotions on player_bonuses (user_id, currency_id) where mechanic <> 'wagering';
