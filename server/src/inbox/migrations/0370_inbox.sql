-- The player's inbox of operator messages (SPEC §2 office "messages"): one row per recipient, a segment send
-- fanned out at send time so read and delete are per player. Times come from the app clock.
create table inbox_messages (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  subject text not null,
  body text not null,
  -- 'player', 'all' or 'country:<id>': whom the operator addressed.
  audience text not null,
  created_at timestamptz not null,
  read_at timestamptz,
  deleted_at timestamptz
);
create index inbox_messages_user on inbox_messages (user_id, id desc) where deleted_at is null;
