-- Shared coupons (putbetscommon): a code holds until expires_at; SaveCoupon's codes keep none (null).
alter table bet_coupons add column expires_at timestamptz;
