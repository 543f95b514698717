-- Support (SPEC §2 office "support", "payment consultant", "share idea", the callback form). Times come from the
-- app clock. Attachments are kept in the database, like the verification documents: never under the web root.
create table support_threads (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  kind text not null check (kind in ('ticket', 'chat', 'payment')),
  state text not null check (state in ('draft', 'open', 'answered', 'closed')),
  subject text not null,
  -- A payment consultant request: its topic, the deposit or withdrawal it is about and what it was filled out with.
  topic text,
  payment_id bigint references payment_requests (id),
  details jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index support_threads_user on support_threads (user_id, kind, id desc);
create index support_threads_waiting on support_threads (state, updated_at) where state in ('open', 'answered');
-- At most one open chat per player.
create unique index support_threads_one_chat on support_threads (user_id) where kind = 'chat' and state <> 'closed';

create table support_messages (
  id bigint generated always as identity primary key,
  thread_id bigint not null references support_threads (id) on delete cascade,
  author text not null check (author in ('player', 'consultant')),
  body text not null,
  created_at timestamptz not null
);
create index support_messages_thread on support_messages (thread_id, id);

create table support_attachments (
  id bigint generated always as identity primary key,
  message_id bigint not null references support_messages (id) on delete cascade,
  file_name text not null,
  file_type text not null check (file_type in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size_bytes integer not null check (size_bytes > 0 and size_bytes <= 10485760),
  content bytea not null
);
create index support_attachments_message on support_attachments (message_id);

create table support_callbacks (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  phone text not null,
  reason text,
  preferred_time text not null,
  consultant boolean not null,
  comment text,
  created_at timestamptz not null
);

create table support_ideas (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  area text not null,
  body text not null,
  created_at timestamptz not null
);
