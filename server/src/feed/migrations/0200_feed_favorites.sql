-- Favourite games of a player (GET Favorite, POST/DELETE Favorite/Games, POST Favorite/migrate/Games).
create table feed_favorites (
  user_id bigint not null,
  game_id bigint not null,
  created_at timestamptz not null default now(),
  primary key (user_id, game_id)
);
