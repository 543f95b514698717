-- A bet staked with a freebet or insured (bonuses/, docs/bonuses.md "Freebets and insurance"): the player bonus it
-- used and, for a freebet, the stake the freebet paid (no real or bonus money staked; a won bet pays the winnings
-- without the stake). A freebet bet is not offered for cash-out.
-- (No foreign key: this migration runs before the bonus engine's tables exist; player_bonuses.bet_id points back.)
alter table bets add column promo_bonus_id bigint;
alter table bets add column freebet_minor bigint not null default 0 check (freebet_minor >= 0);
