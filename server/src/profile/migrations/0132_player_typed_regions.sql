-- The region or state a player types in the account edit when their country has no regions list (docs/office.md
-- "Regions and cities"); the city/town stays in player_profiles.city for every country. A table of its own, not a
-- column of player_profiles: this version sorts before 0372, which creates that table.
create table player_typed_regions (
  user_id bigint primary key references users (id) on delete cascade,
  region text not null,
  updated_at timestamptz not null
);
