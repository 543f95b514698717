-- SPEC §7 `POST cookie agreement log`: each cookie choice a signed-in player made (SPEC §3 levels 0–3), with when
-- and from which browser, so the office can show the player what they agreed to.
create table cookie_agreements (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  level smallint not null check (level between 0 and 3),
  user_agent text not null default '',
  created_at timestamptz not null
);
create index cookie_agreements_user on cookie_agreements (user_id, id desc);
