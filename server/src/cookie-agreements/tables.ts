import type { Generated } from 'kysely';

export interface CookieAgreementsTable {
  id: Generated<number>;
  user_id: number;
  level: number;
  user_agent: string;
  created_at: Date;
}

declare module '../db' {
  interface Tables {
    cookie_agreements: CookieAgreementsTable;
  }
}
