-- The last authenticator time step accepted per player, so a code cannot be used twice (RFC 6238 §5.2).
alter table users add column totp_last_step bigint;
