-- Ledger postings are dated by the app's clock (server/src/clock), never by the database's now(): a posting
-- without its time is a bug, so the column has no default to fall back on.
alter table ledger_transactions alter column created_at drop default;
alter table ledger_entries alter column created_at drop default;
