-- The player's region, chosen from the regions list of their country (SPEC §7 "GET regions"; ids fixed in
-- server/src/profile/regions-kz.ts). The city stays text: the list offers towns, a village is typed.
alter table player_profiles add column region_id integer;
