import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<number, number, number>;
type Json = ColumnType<unknown, string, string>;

export type PlayerBonusStatus = 'active' | 'used' | 'completed' | 'forfeited';
export type BonusCloseReason = 'wagered' | 'expired' | 'refused' | 'emptied' | 'covered' | 'paid' | 'not_qualified';
export type BonusMechanicName = 'wagering' | 'freebet' | 'insurance' | 'boost' | 'coverage' | 'pool';

export interface BonusOffersTable {
  id: Generated<number>;
  code: string;
  kind: number;
  rules: Json;
  active: Generated<boolean>;
  created_at: Date;
}

export interface PlayerBonusesTable {
  id: Generated<number>;
  user_id: Int8;
  offer_id: Int8;
  kind: number;
  currency_id: number;
  account_id: Int8;
  source: string;
  amount_minor: Int8;
  wager_required_minor: Int8;
  wagered_minor: Generated<number>;
  status: Generated<PlayerBonusStatus>;
  closed_reason: BonusCloseReason | null;
  created_at: Date;
  expires_at: Date;
  closed_at: Date | null;
  /** Migration 0504: how the grant works (from the offer's rules) and the bet a freebet or insurance serves. */
  mechanic: Generated<BonusMechanicName>;
  bet_id: Generated<number | null>;
  /** Migration 0506: what a coverage refund or a pool share paid when it closed. */
  paid_minor: Generated<number>;
}

/** Migration 0506: the bets a coverage bonus counted (each bet once). */
export interface BonusCoveredBetsTable {
  bonus_id: Int8;
  bet_id: Int8;
  stake_minor: Int8;
  return_minor: Int8;
  created_at: Date;
}

/** Migration 0506: a closed profit-pool period. */
export interface ProfitPoolsTable {
  id: Generated<number>;
  offer_id: Int8;
  currency_id: number;
  starts_at: Date;
  ends_at: Date;
  profit_minor: Int8;
  pool_minor: Int8;
  turnover_minor: Int8;
  players: number;
  paid_minor: Int8;
  closed_at: Date;
}

export interface BonusWagersTable {
  bonus_id: Int8;
  reference: string;
  stake_minor: Int8;
  counted_minor: Int8;
  created_at: Date;
}

export interface PromoCodesTable {
  id: Generated<number>;
  code: string;
  offer_id: Int8;
  max_uses: number | null;
  per_player: Generated<number>;
  starts_at: Date;
  ends_at: Date | null;
  countries: number[] | null;
  partners: number[] | null;
  uses: Generated<number>;
  created_at: Date;
}

export interface PromoActivationsTable {
  id: Generated<number>;
  code_id: Int8;
  user_id: Int8;
  bonus_id: Int8;
  created_at: Date;
}

declare module '../db' {
  interface Tables {
    bonus_offers: BonusOffersTable;
    player_bonuses: PlayerBonusesTable;
    bonus_wagers: BonusWagersTable;
    promo_codes: PromoCodesTable;
    promo_activations: PromoActivationsTable;
    bonus_covered_bets: BonusCoveredBetsTable;
    profit_pools: ProfitPoolsTable;
  }
}
