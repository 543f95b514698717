-- Bets are dated by the app's clock (server/src/clock), the one the history window, the daily limit and cash-out
-- compare against; the database's now() disagreed with it whenever the clock was moved.
alter table bets alter column created_at drop default;
alter table bet_coupons alter column created_at drop default;
