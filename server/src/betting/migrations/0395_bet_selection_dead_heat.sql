-- Dead heat (a top scorer shared by k players, feed/top-scorer.ts): how many competitors share the place a won
-- selection backed; settlement pays the selection at its odds / dead_heat (sdk deadHeatOdds). 1: no dead heat.
alter table bet_selections add column dead_heat smallint not null default 1 check (dead_heat >= 1);
