-- Player settings (SPEC §3 "User settings: setting id and value", §7 GET settings / POST savesetting).
-- Ids and value rules live in @betframe/sdk/user-settings; the value is kept as text and read through them.
create table user_settings (
  user_id bigint not null,
  setting_id integer not null check (setting_id > 0),
  value text not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, setting_id)
);
