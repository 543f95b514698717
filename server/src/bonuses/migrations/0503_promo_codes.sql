-- Promo codes (docs/bonuses.md "Promo codes"): an operator's code grants a bonus offer, within limits — all uses,
-- uses per player, a date window, countries (dictionary ids), partners. Activations are counted under the code's
-- row lock, so simultaneous activations never pass a limit.
create table promo_codes (
  id bigserial primary key,
  code text not null unique check (code = upper(code) and code ~ '^[A-Z0-9_-]{3,32}$'),
  offer_id bigint not null references bonus_offers (id),
  max_uses integer check (max_uses > 0),
  per_player integer not null default 1 check (per_player > 0),
  starts_at timestamptz not null,
  ends_at timestamptz,
  countries integer[],
  partners integer[],
  uses integer not null default 0 check (uses >= 0),
  created_at timestamptz not null
);

create table promo_activations (
  id bigserial primary key,
  code_id bigint not null references promo_codes (id),
  user_id bigint not null,
  bonus_id bigint not null references player_bonuses (id),
  created_at timestamptz not null
);
create index promo_activations_player on promo_activations (user_id, created_at desc);
