-- Express boost (docs/promotions.md "Express boost"): the percent an express qualified for at placement (0: none)
-- and what it added to the payout at settlement (inside the bet_settle posting, paid by the house).
alter table bets add column boost_percent double precision not null default 0 check (boost_percent between 0 and 100);
alter table bets add column boost_minor bigint not null default 0 check (boost_minor >= 0);
