import type { Generated } from 'kysely';

export interface AnalyticsSessionsTable {
  id: string;
  visitor: string;
  client_created_ms: number;
  client_updated_ms: number;
  is_recording: boolean;
  received_at: Date;
  ended_at: Date | null;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  session_id: string;
  visitor: string;
  code: string;
  client_ms: number;
  received_at: Date;
  i1: number | null;
  i2: number | null;
  i3: number | null;
  f1: number | null;
  f2: number | null;
  f3: number | null;
  s1: string | null;
  s2: string | null;
  s3: string | null;
}

export interface AnalyticsExposuresTable {
  session_id: string;
  visitor: string;
  experiment: string;
  variant: string;
  client_ms: number;
  received_at: Date;
}

export interface AnalyticsVisionTable {
  id: Generated<number>;
  session_id: string;
  visitor: string;
  frames: string;
  received_at: Date;
}

declare module '../db' {
  interface Tables {
    analytics_sessions: AnalyticsSessionsTable;
    analytics_events: AnalyticsEventsTable;
    analytics_exposures: AnalyticsExposuresTable;
    analytics_vision: AnalyticsVisionTable;
  }
}
