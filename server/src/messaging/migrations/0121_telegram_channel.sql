-- Codes may also go by Telegram (SPEC §7 "telegram code variants"): in development the outbox is the sandbox
-- messenger, as it is the SMS gateway.
alter table outbox_messages drop constraint if exists outbox_messages_channel_check;
alter table outbox_messages add constraint outbox_messages_channel_check check (channel in ('sms', 'email', 'telegram'));
