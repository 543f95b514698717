-- Authorisation codes of the built-in development OAuth 2 identity provider.
create table dev_oauth_codes (
  code_hash text primary key,
  provider text not null,
  client_id text not null,
  redirect_uri text not null,
  subject text not null,
  email text,
  name text,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
