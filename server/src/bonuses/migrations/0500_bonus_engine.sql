-- The bonus engine (issue 20, docs/bonuses.md). An offer is a bonus kind (SPEC §3 numbers) with its rules as data
-- (jsonb, checked by `bonusRulesSchema` on every read); a player bonus is one grant of an offer, its money on the
-- player's bonus ledger account (type 'bonus') and its wagering progress here. The money itself moves only by
-- ledger postings: bonus_grant (bonus_fund → bonus account), bonus_stake/bonus_win, bonus_convert (bonus account →
-- money account on completion), bonus_forfeit (bonus account → bonus_fund on expiry or refusal).
create table bonus_offers (
  id bigserial primary key,
  code text not null unique,
  kind smallint not null,
  rules jsonb not null,
  active boolean not null default true,
  created_at timestamptz not null
);

create table player_bonuses (
  id bigserial primary key,
  user_id bigint not null,
  offer_id bigint not null references bonus_offers (id),
  kind smallint not null,
  currency_id integer not null references currencies (id),
  account_id bigint not null references ledger_accounts (id),
  -- What granted it, once: `deposit:<payment id>`, `promo:<code id>:<user>`, … (a second grant is refused here).
  source text not null unique,
  amount_minor bigint not null check (amount_minor > 0),
  wager_required_minor bigint not null check (wager_required_minor >= 0),
  wagered_minor bigint not null default 0 check (wagered_minor >= 0),
  status text not null default 'active' check (status in ('active', 'completed', 'forfeited')),
  closed_reason text check (closed_reason in ('wagered', 'expired', 'refused', 'emptied')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  closed_at timestamptz
);
-- One active bonus per player and currency: the bonus account's balance belongs to it alone.
create unique index player_bonuses_one_active on player_bonuses (user_id, currency_id) where status = 'active';
create index player_bonuses_due on player_bonuses (expires_at) where status = 'active';

-- Each wager counted once per bonus (a settled bet or a closed casino round), with what it added.
create table bonus_wagers (
  bonus_id bigint not null references player_bonuses (id),
  reference text not null,
  stake_minor bigint not null,
  counted_minor bigint not null,
  created_at timestamptz not null,
  primary key (bonus_id, reference)
);

-- The first-deposit offers the registration popup promises (SPEC §3: key '1st' sport, 'slot_first_deposit' casino).
insert into bonus_offers (code, kind, rules, created_at) values
  ('1st', 0, '{"trigger":"first_deposit","amount":{"percent":100,"capMinor":50000},"wagerMultiple":5,"sport":{"minOdds":1.5,"minLegs":1},"maxStakeMinor":5000,"expiryDays":30}', now()),
  ('slot_first_deposit', 1, '{"trigger":"first_deposit","amount":{"percent":100,"capMinor":50000},"wagerMultiple":30,"casino":{"contribution":{"slots":100,"instant_games":50,"crash_games":50,"table_games":10,"roulette":10,"blackjack":10,"live_casino":10}},"maxStakeMinor":1000,"expiryDays":14}', now());
