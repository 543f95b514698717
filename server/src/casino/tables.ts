import type { ColumnType, Generated } from 'kysely';

type Json = ColumnType<unknown, string, string>;
type Int8 = ColumnType<number, number, number>;

export interface CasinoSeedsTable {
  owner: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  demo_balance_minor: Generated<number>;
  updated_at: Date;
}

export interface CasinoRevealedSeedsTable {
  server_seed_hash: string;
  server_seed: string;
  revealed_at: Date;
}

export interface CasinoSessionsTable {
  id: Generated<number>;
  launch_token_hash: string;
  session_token: string | null;
  owner: string;
  user_id: number | null;
  game_id: number;
  currency: string;
  demo: boolean;
  created_at: Date;
  opened_at: Date | null;
}

export type CasinoRoundStatus = 'open' | 'closed' | 'rolled_back';

export interface CasinoRoundsTable {
  id: Generated<number>;
  owner: string;
  user_id: number | null;
  game: string;
  game_id: number;
  demo: boolean;
  currency: string;
  stake_minor: Int8;
  payout_minor: Generated<number>;
  multiplier: Generated<number>;
  status: Generated<CasinoRoundStatus>;
  params: Json;
  state: Json;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  crash_round_id: number | null;
  steps: Generated<number>;
  created_at: Date;
  closed_at: Date | null;
}

export interface CasinoWalletRoundsTable {
  round: string;
  user_id: number;
  status: CasinoRoundStatus;
  created_at: Date;
}

export interface CasinoWalletTransactionsTable {
  transaction_uuid: string;
  call: string;
  round: string;
  user_id: number | null;
  amount_minor: Int8;
  currency: string;
  reference_transaction_uuid: string | null;
  status: string;
  balance_minor: Int8;
  ledger_transaction_id: number | null;
  rolled_back: Generated<boolean>;
  created_at: Date;
}

export interface CasinoCrashRoundsTable {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  crash_point: number;
  betting_at: Date;
  launch_at: Date;
  crash_at: Date;
  ends_at: Date;
}

export interface CasinoFavouritesTable {
  user_id: number;
  game_id: number;
  created_at: Date;
}

declare module '../db' {
  interface Tables {
    casino_seeds: CasinoSeedsTable;
    casino_revealed_seeds: CasinoRevealedSeedsTable;
    casino_sessions: CasinoSessionsTable;
    casino_rounds: CasinoRoundsTable;
    casino_wallet_rounds: CasinoWalletRoundsTable;
    casino_wallet_transactions: CasinoWalletTransactionsTable;
    casino_crash_rounds: CasinoCrashRoundsTable;
    casino_favourites: CasinoFavouritesTable;
  }
}
