-- Game subscriptions (docs/feed-and-betting.md "Game subscriptions"): which events of a game a player follows,
-- as a bit set (1 << event type: 1 start, 2 goal, 3 card, 4 end), and the notices sent for them. A notice's
-- words are made when it is read, in the reader's language. Rows of a game go when it ends.
create table game_subscriptions (
  user_id bigint not null references users (id) on delete cascade,
  game_id bigint not null,
  events smallint not null,
  created_at timestamptz not null,
  primary key (user_id, game_id)
);
create index game_subscriptions_game on game_subscriptions (game_id);

create table game_notices (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  game_id bigint not null,
  event smallint not null,
  home_score integer,
  away_score integer,
  -- A card: 1 home, 2 away; red or yellow.
  team smallint,
  red boolean,
  created_at timestamptz not null
);
create index game_notices_user on game_notices (user_id, id desc);
