-- Verification (KYC): the player's identity documents, their files, electronic identity sessions (smart-ID,
-- mobile-ID, face), and the appeals of visitors from restricted countries. Times come from the app clock.
create table verification_documents (
  id bigserial primary key,
  user_id bigint not null,
  type text not null check (type in ('passport', 'id_card', 'driving_licence', 'proof_of_address', 'payment_method')),
  state text not null default 'uploaded' check (state in ('uploaded', 'pending', 'approved', 'rejected')),
  file_name text not null,
  file_type text not null check (file_type in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size_bytes integer not null check (size_bytes > 0 and size_bytes <= 10485760),
  fields jsonb not null default '{}',
  reason text,
  uploaded_at timestamptz not null,
  submitted_at timestamptz,
  decided_at timestamptz,
  check ((state in ('approved', 'rejected')) = (decided_at is not null)),
  check (state <> 'rejected' or reason is not null)
);
create index verification_documents_user on verification_documents (user_id, id desc);
create index verification_documents_pending on verification_documents (id) where state = 'pending';

-- The file itself, in the database rather than on a disk: every server of one PostgreSQL sees the same files, no
-- web root can serve them, and the embedded database keeps them under DATA_DIR.
create table verification_files (
  document_id bigint primary key references verification_documents (id) on delete cascade,
  content bytea not null
);

create table identity_sessions (
  id text primary key,
  user_id bigint not null,
  method text not null check (method in ('smart_id', 'mobile_id', 'face')),
  status text not null default 'pending' check (status in ('pending', 'complete', 'failed', 'expired')),
  personal_code text,
  phone text,
  verification_code text,
  flow_id text,
  reason text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  decided_at timestamptz
);
create index identity_sessions_user on identity_sessions (user_id, created_at desc);
create index identity_sessions_pending on identity_sessions (created_at) where status = 'pending';

create table geo_appeals (
  id bigserial primary key,
  country text,
  name text not null,
  email text not null,
  message text not null,
  address text not null,
  created_at timestamptz not null
);
create index geo_appeals_address on geo_appeals (address, created_at);
