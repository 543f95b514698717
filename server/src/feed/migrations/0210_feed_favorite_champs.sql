-- Favourite championships of a player (POST/DELETE Favorite/Champs, POST Favorite/migrate/Champs; listed by GET Favorite).
create table feed_favorite_champs (
  user_id bigint not null,
  champ_id bigint not null,
  created_at timestamptz not null default now(),
  primary key (user_id, champ_id)
);
