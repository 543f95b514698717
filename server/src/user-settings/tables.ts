import type { Generated } from 'kysely';

export interface UserSettingsTable {
  user_id: number;
  setting_id: number;
  value: string;
  updated_at: Generated<Date>;
}

declare module '../db' {
  interface Tables {
    user_settings: UserSettingsTable;
  }
}
