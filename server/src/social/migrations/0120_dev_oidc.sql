-- The development identity provider speaks OpenID Connect: a code remembers the PKCE challenge (S256) and the
-- nonce of its authorization request, which the token endpoint checks and puts in the id_token.
alter table dev_oauth_codes add column code_challenge text;
alter table dev_oauth_codes add column nonce text;
