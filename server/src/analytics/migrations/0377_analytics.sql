-- Analytics (CONTRACTS §9): sessions, events, A/B exposures and session-recording frames as the browser reports
-- them. Client times stay in the client's milliseconds (client_*_ms); received_at is the app clock's.
create table analytics_sessions (
  id text primary key,
  visitor text not null,
  client_created_ms bigint not null,
  client_updated_ms bigint not null,
  is_recording boolean not null,
  received_at timestamptz not null,
  ended_at timestamptz
);
create table analytics_events (
  id bigserial primary key,
  session_id text not null references analytics_sessions (id),
  visitor text not null,
  code text not null,
  client_ms bigint not null,
  received_at timestamptz not null,
  i1 bigint, i2 bigint, i3 bigint,
  f1 double precision, f2 double precision, f3 double precision,
  s1 text, s2 text, s3 text
);
create index analytics_events_code on analytics_events (code, received_at);
create index analytics_events_session on analytics_events (session_id);
create table analytics_exposures (
  session_id text not null,
  visitor text not null,
  experiment text not null,
  variant text not null,
  client_ms bigint not null,
  received_at timestamptz not null,
  primary key (session_id, experiment)
);
create table analytics_vision (
  id bigserial primary key,
  session_id text not null,
  visitor text not null,
  frames jsonb not null,
  received_at timestamptz not null
);
