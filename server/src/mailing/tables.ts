import type { Generated } from 'kysely';

export interface MailingPreferencesTable {
  user_id: number;
  email: Generated<boolean>;
  sms: Generated<boolean>;
  updated_at: Date;
}

declare module '../db' {
  interface Tables {
    mailing_preferences: MailingPreferencesTable;
  }
}
