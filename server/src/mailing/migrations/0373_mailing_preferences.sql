-- The player's mailing preferences (SPEC §2 settings "mailing", "email subscription"): promotional mailings by
-- e-mail and by SMS, both off until the player opts in. The unsubscribe link of every e-mail turns e-mail off.
create table mailing_preferences (
  user_id bigint primary key references users (id) on delete cascade,
  email boolean not null default false,
  sms boolean not null default false,
  updated_at timestamptz not null
);
