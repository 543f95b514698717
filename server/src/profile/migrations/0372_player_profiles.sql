-- The personal fields a player edits in the office beyond those registration keeps on users (SPEC §7 "save
-- account fields"), and the hash of the player's PIN code ("new pin code"). Times come from the app clock.
create table player_profiles (
  user_id bigint primary key references users (id) on delete cascade,
  address text,
  city text,
  postcode text,
  pin_hash text,
  pin_issued_at timestamptz,
  updated_at timestamptz not null
);
