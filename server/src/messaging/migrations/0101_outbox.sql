-- Messages handed to the development sender (SMS and e-mail), read at /dev/outbox.
create table outbox_messages (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text not null default '',
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_messages_recipient on outbox_messages (recipient, id);
