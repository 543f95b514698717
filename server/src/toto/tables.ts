import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<number, number, number>;
type Json = ColumnType<unknown, string, string>;

export type TotoDrawStatus = 'active' | 'closed' | 'finished' | 'canceled';

export interface TotoDrawsTable {
  id: Generated<number>;
  status: TotoDrawStatus;
  game_ids: ColumnType<number[], number[], number[]>;
  closes_at: Date;
  created_at: Date;
  results: string[] | null;
  settled_at: Date | null;
}

export interface TotoCouponsTable {
  id: Generated<number>;
  draw_id: Int8;
  user_id: Int8;
  account_id: Int8;
  currency_id: number;
  guid: string;
  choices: string[];
  lines: number;
  stake_minor: Int8;
  status: Generated<'open' | 'won' | 'lost'>;
  hits: number | null;
  prize_minor: Int8 | null;
  created_at: Date;
}

export interface TotoDrawPoolsTable {
  draw_id: Int8;
  currency_id: number;
  pool_minor: Int8;
  house_minor: Int8;
  jackpot_before_minor: Int8;
  jackpot_after_minor: Int8;
  tiers: Json;
}

declare module '../db' {
  interface Tables {
    toto_draws: TotoDrawsTable;
    toto_coupons: TotoCouponsTable;
    toto_draw_pools: TotoDrawPoolsTable;
  }
}
