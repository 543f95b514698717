import type { LimitPeriod, LimitType } from '@betframe/sdk/limits';
import type { Generated } from 'kysely';

export interface RgLimitsTable {
  id: Generated<number>;
  user_id: number;
  type: LimitType;
  period: LimitPeriod;
  amount: number;
  currency_id: number | null;
  pending_amount: number | null;
  pending_removal: Generated<boolean>;
  pending_effective_at: Date | null;
  updated_at: Date;
}

export interface RgPlayersTable {
  user_id: number;
  timeout_until: Date | null;
  excluded_until: Date | null;
  excluded_permanent: Generated<boolean>;
  exclusion_reason_id: number | null;
  blocked_at: Date | null;
  reality_check_minutes: number | null;
  reality_next_at: Date | null;
  updated_at: Date;
}

export interface RgPlaySessionsTable {
  id: Generated<number>;
  user_id: number;
  started_at: Date;
  last_active_at: Date;
  ended_at: Date | null;
}

export interface RgLogTable {
  id: Generated<number>;
  user_id: number;
  action: string;
  detail: string;
  at: Date;
}

declare module '../db' {
  interface Tables {
    rg_limits: RgLimitsTable;
    rg_players: RgPlayersTable;
    rg_play_sessions: RgPlaySessionsTable;
    rg_log: RgLogTable;
  }
}
