-- Deposit methods (docs/wallet.md "Deposit methods"): which method of the site configuration a request went
-- through and of which kind, the fee charged on top of the amount (the amount is what the account receives), the
-- bank transfer's reference or the cash terminal's voucher code, and a crypto deposit's confirmations: required,
-- and when the payment was broadcast (app clock; confirmations tick from there).
alter table payment_requests add column method text not null default 'sandbox';
alter table payment_requests add column method_kind text not null default 'sandbox'
  check (method_kind in ('sandbox', 'card', 'ewallet', 'bank', 'crypto', 'terminal'));
alter table payment_requests add column fee_minor bigint not null default 0 check (fee_minor >= 0);
alter table payment_requests add column reference text;
alter table payment_requests add column confirmations_required integer check (confirmations_required > 0);
alter table payment_requests add column broadcast_at timestamptz;
create unique index payment_requests_reference on payment_requests (method_kind, reference) where reference is not null;
