-- Web push (docs/pwa.md): each browser's push subscription of a signed-in player (its endpoint, the keys RFC 8291
-- encrypts to, the language its notifications are written in), and the development server's VAPID key pair,
-- made on first need where the environment gives none.
create table web_push_subscriptions (
  endpoint text primary key,
  user_id bigint not null references users (id) on delete cascade,
  p256dh text not null,
  auth text not null,
  lang text not null,
  created_at timestamptz not null
);
create index web_push_subscriptions_user on web_push_subscriptions (user_id);

create table web_push_vapid (
  id smallint primary key check (id = 1),
  public_key text not null,
  private_key text not null
);
