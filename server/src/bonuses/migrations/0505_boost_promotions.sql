-- Boosts (docs/bonuses.md "Freebets and insurance"): a boost is a bet promotion like a freebet or an insurance —
-- chosen in the slip, serving one bet — whose grant's `mechanic` is 'boost' (rules.ts `mechanicOf`).
alter table player_bonuses drop constraint player_bonuses_mechanic_check;
alter table player_bonuses add constraint player_bonuses_mechanic_check
  check (mechanic in ('wagering', 'freebet', 'insurance', 'boost'));
