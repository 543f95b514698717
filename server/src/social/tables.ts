import type { ColumnType } from 'kysely';

export interface DevOauthCodesTable {
  code_hash: string;
  provider: string;
  client_id: string;
  redirect_uri: string;
  subject: string;
  email: string | null;
  name: string | null;
  code_challenge: string | null;
  nonce: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module '../db' {
  interface Tables {
    dev_oauth_codes: DevOauthCodesTable;
  }
}
