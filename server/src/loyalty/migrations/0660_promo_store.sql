-- The promo store (issue 21, docs/promotions.md "Promo store"): items bought with loyalty points. A `bonus` or
-- `freebet` item grants its offer (`offer_code`, resolved at purchase: an item whose offer is missing or inactive is
-- not sold); a `merchandise` item is recorded for the operator to deliver (purchase status `ordered`).
-- `stock` null = unlimited; `per_player_limit` null = no limit. Names per site language (ru, en, kk, ar).
create table promo_store_items (
  id bigserial primary key,
  code text not null unique,
  name jsonb not null,
  kind text not null check (kind in ('bonus', 'freebet', 'merchandise')),
  offer_code text,
  price_points bigint not null check (price_points > 0),
  stock bigint check (stock >= 0),
  per_player_limit integer check (per_player_limit > 0),
  active boolean not null default true,
  sort_order integer not null default 0,
  check ((kind = 'merchandise') = (offer_code is null))
);

-- One row per purchase; `request_id` makes a repeated click the same purchase (unique per player).
create table promo_store_purchases (
  id bigserial primary key,
  user_id bigint not null,
  item_id bigint not null references promo_store_items (id),
  request_id text not null,
  points bigint not null check (points > 0),
  bonus_id bigint references player_bonuses (id),
  status text not null check (status in ('granted', 'ordered', 'delivered', 'cancelled')),
  created_at timestamptz not null,
  unique (user_id, request_id)
);
create index promo_store_purchases_player on promo_store_purchases (user_id, item_id);

insert into promo_store_items (code, name, kind, offer_code, price_points, stock, per_player_limit, sort_order) values
  ('freebet_10', '{"ru":"Фрибет 10","en":"Freebet 10","kk":"Фрибет 10","ar":"رهان مجاني 10"}', 'freebet', 'demo-freebet', 300, null, 3, 1),
  ('sport_bonus_5', '{"ru":"Спортивный бонус 5","en":"Sport bonus 5","kk":"Спорт бонусы 5","ar":"مكافأة رياضية 5"}', 'bonus', 'points_sport_5', 500, null, 2, 2),
  ('casino_bonus_10', '{"ru":"Бонус казино 10","en":"Casino bonus 10","kk":"Казино бонусы 10","ar":"مكافأة الكازينو 10"}', 'bonus', 'points_casino_10', 800, null, 2, 3),
  ('tshirt', '{"ru":"Футболка Betframe","en":"Betframe T-shirt","kk":"Betframe футболкасы","ar":"قميص Betframe"}', 'merchandise', null, 2000, 50, 1, 4),
  ('sticker', '{"ru":"Наклейка Betframe","en":"Betframe sticker","kk":"Betframe жапсырмасы","ar":"ملصق Betframe"}', 'merchandise', null, 100, 1000, 1, 5);
