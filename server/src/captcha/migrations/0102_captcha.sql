-- The built-in development captcha: a challenge, then once solved a one-time token.
create table captcha_challenges (
  id text primary key,
  answer integer not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  token_hash text unique,
  token_expires_at timestamptz,
  token_used_at timestamptz
);
create index captcha_challenges_expiry on captcha_challenges (expires_at);
