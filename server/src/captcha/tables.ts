import type { ColumnType, Generated } from 'kysely';

export interface CaptchaChallengesTable {
  id: string;
  answer: number;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  token_hash: string | null;
  token_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  token_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module '../db' {
  interface Tables {
    captcha_challenges: CaptchaChallengesTable;
  }
}
