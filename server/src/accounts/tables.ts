import type { RegistrationType } from '@betframe/sdk/account';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string | null;
  email_confirmed: Generated<boolean>;
  phone: string | null;
  phone_confirmed: Generated<boolean>;
  password_hash: string;
  name: string | null;
  surname: ColumnType<string | null, string | null | undefined, string | null>;
  /** `YYYY-MM-DD` (read back as text, see the date type parser in db). */
  birth_date: ColumnType<string | Date | null, string | null | undefined, string | null>;
  country_id: number;
  currency_id: number;
  registration_type: RegistrationType;
  status: ColumnType<'active' | 'pending_activation' | 'blocked', 'active' | 'pending_activation' | undefined>;
  promo_code: string | null;
  agreed_rules_at: NullableTimestamp;
  agreed_politics_at: NullableTimestamp;
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  totp_pending_secret: string | null;
  totp_disable_hash: string | null;
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  secure_question_id: number | null;
  secure_question_custom: string | null;
  secure_answer_hash: string | null;
  created_at: Generated<Date>;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ended_at: NullableTimestamp;
  end_reason: string | null;
  ip: string;
  user_agent: string;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  purpose: string;
  target: string;
  user_id: number | null;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface AccountFlowsTable {
  id: string;
  user_id: number;
  kind: string;
  step: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface LoginFailuresTable {
  key: string;
  failed_at: Timestamp;
}

export interface AuthSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface SocialIdentitiesTable {
  provider: string;
  subject: string;
  user_id: number;
  created_at: Generated<Date>;
}

export interface SocialStatesTable {
  id: string;
  provider: string;
  params: ColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

declare module '../db' {
  interface Tables {
    users: UsersTable;
    sessions: SessionsTable;
    one_time_codes: OneTimeCodesTable;
    account_flows: AccountFlowsTable;
    login_failures: LoginFailuresTable;
    auth_secrets: AuthSecretsTable;
    social_identities: SocialIdentitiesTable;
    social_states: SocialStatesTable;
  }
}
