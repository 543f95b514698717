-- SPEC §7 `disallow-sports`: the sports a player does not want offered, per feed (line before the match, live).
create table player_disallowed_sports (
  user_id bigint not null references users (id) on delete cascade,
  feed text not null check (feed in ('line', 'live')),
  sport_id integer not null check (sport_id > 0),
  primary key (user_id, feed, sport_id)
);
