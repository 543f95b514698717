-- One feed world for every server process on this database (server/src/feed/one-world.ts).
-- The world is a pure function of FEED_SEED and the app clock; the one thing processes must share is the
-- development fast-forward offset. The writer (elected with an advisory lock) names itself here each second.
create table feed_world (
  id smallint primary key check (id = 1),
  offset_ms bigint not null default 0 check (offset_ms >= 0),
  writer text,
  writer_since timestamptz,
  heartbeat_at timestamptz
);
insert into feed_world (id) values (1) on conflict do nothing;

-- Games that stopped taking bets, as the writer saw them (status 2 settled, 3 finished, 4 cancelled): bet
-- acceptance on every process refuses these, whatever its own clock says.
create table feed_game_states (
  game_id bigint primary key,
  status smallint not null check (status in (2, 3, 4)),
  recorded_at timestamptz not null
);
create index feed_game_states_recorded_at on feed_game_states (recorded_at);
