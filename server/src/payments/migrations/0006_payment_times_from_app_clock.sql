-- Payment requests are dated by the app's clock (server/src/clock), never by the database's now().
alter table payment_requests alter column created_at drop default;
