-- Tournaments (docs/promotions.md "Tournaments"): an operator's period, qualifying rules, scoring and prize table as
-- data; players opt in; each qualifying settled bet or closed casino round scores once (its reference is the key
-- of tournament_scores); at the end the table is paid once (paid_at is set under the tournament's row lock, and
-- each prize's ledger posting or bonus grant has its own unique reference).
create table tournaments (
  id bigserial primary key,
  code text not null unique check (code ~ '^[a-z0-9_-]{3,40}$'),
  name text not null check (length(name) between 1 and 120),
  product text not null check (product in ('sport', 'casino')),
  currency_id integer not null references currencies (id),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- { scoring, sportIds, minOdds, gameIds, categoryIds } (rules.ts, checked on every read)
  rules jsonb not null,
  -- [{ place, kind: 'money', amountMinor } | { place, kind: 'bonus', offerCode, baseMinor }]
  prizes jsonb not null,
  paid_at timestamptz,
  created_at timestamptz not null,
  check (ends_at > starts_at)
);
create index tournaments_due on tournaments (ends_at) where paid_at is null;

create table tournament_entries (
  tournament_id bigint not null references tournaments (id),
  user_id bigint not null,
  joined_at timestamptz not null,
  -- Scoring units: minor units of the tournament's currency (stake, winnings) or the multiplier × 100.
  points bigint not null default 0,
  -- When the player reached their points (the tie-break: earlier ranks higher).
  reached_at timestamptz,
  primary key (tournament_id, user_id)
);
create index tournament_entries_board on tournament_entries (tournament_id, points desc, reached_at, joined_at, user_id);
create index tournament_entries_player on tournament_entries (user_id);

create table tournament_scores (
  tournament_id bigint not null references tournaments (id),
  -- bet:<id> or casino-round:<round>
  reference text not null,
  user_id bigint not null,
  points bigint not null check (points >= 0),
  scored_at timestamptz not null,
  primary key (tournament_id, reference)
);

create table tournament_prizes (
  tournament_id bigint not null references tournaments (id),
  place integer not null check (place > 0),
  user_id bigint not null,
  kind text not null check (kind in ('money', 'bonus')),
  amount_minor bigint,
  offer_code text,
  bonus_id bigint,
  status text not null check (status in ('paid', 'not_granted')),
  paid_at timestamptz not null,
  primary key (tournament_id, place)
);
create index tournament_prizes_player on tournament_prizes (user_id);
