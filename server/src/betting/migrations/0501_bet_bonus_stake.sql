-- Bonus money in a stake (bonuses/stakes.ts): real money first, the active bonus covers the rest. The bet keeps
-- which bonus paid and how much of the paid amount (stake + stake tax), so settlement shares the return the same way.
alter table bets add column bonus_id bigint references player_bonuses (id);
alter table bets add column bonus_paid_minor bigint not null default 0 check (bonus_paid_minor >= 0);
