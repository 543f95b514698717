import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<number, number, number>;
type Numeric = ColumnType<string, number, number>;

export type CashbackLevelCode = 'regular' | 'vip' | 'premium';
export type CashbackPaidAs = 'money' | 'bonus';

export interface CashbackLevelsTable {
  code: CashbackLevelCode;
  min_points: Int8;
  percent: Numeric;
  min_loss_minor: Int8;
  cap_minor: Int8;
  pay_as: CashbackPaidAs;
  offer_code: string | null;
}

export interface CashbackPayoutsTable {
  id: Generated<number>;
  user_id: Int8;
  account_id: Int8;
  currency_id: number;
  week_start: Date;
  level: CashbackLevelCode;
  loss_minor: Int8;
  amount_minor: Int8;
  paid_as: CashbackPaidAs;
  bonus_id: Int8 | null;
  created_at: Date;
}

export interface LoyaltyEarnRatesTable {
  product: 'sport' | 'casino';
  points_per_unit: Numeric;
}

export interface LoyaltyRewardsTable {
  id: Generated<number>;
  code: string;
  offer_code: string;
  points_cost: Int8;
  active: Generated<boolean>;
}

export interface LoyaltyExchangesTable {
  id: Generated<number>;
  user_id: Int8;
  reward_id: Int8;
  points: Int8;
  bonus_id: Int8;
  created_at: Date;
}

export type PromoStoreKind = 'bonus' | 'freebet' | 'merchandise';
export type PromoPurchaseStatus = 'granted' | 'ordered' | 'delivered' | 'cancelled';

export interface PromoStoreItemsTable {
  id: Generated<number>;
  code: string;
  name: ColumnType<Record<string, string>, string, string>;
  kind: PromoStoreKind;
  offer_code: string | null;
  price_points: Int8;
  stock: Int8 | null;
  per_player_limit: number | null;
  active: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface PromoStorePurchasesTable {
  id: Generated<number>;
  user_id: Int8;
  item_id: Int8;
  request_id: string;
  points: Int8;
  bonus_id: Int8 | null;
  status: PromoPurchaseStatus;
  created_at: Date;
}

declare module '../db' {
  interface Tables {
    cashback_levels: CashbackLevelsTable;
    cashback_payouts: CashbackPayoutsTable;
    loyalty_earn_rates: LoyaltyEarnRatesTable;
    loyalty_rewards: LoyaltyRewardsTable;
    loyalty_exchanges: LoyaltyExchangesTable;
    promo_store_items: PromoStoreItemsTable;
    promo_store_purchases: PromoStorePurchasesTable;
  }
}
