import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ReferralCodesTable {
  user_id: number;
  code: string;
  transfers: Generated<number>;
  created_at: Timestamp;
}

export interface ReferralsTable {
  id: Generated<number>;
  referrer_id: number;
  friend_id: number;
  device_hash: string | null;
  email_norm: string | null;
  created_at: Timestamp;
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ReferralDevicesTable {
  user_id: number;
  device_hash: string;
}

export interface ReferralEarningsTable {
  referral_id: number;
  source: string;
  currency_id: number;
  amount_minor: ColumnType<number, number, number>;
  transaction_id: number;
  created_at: Timestamp;
}

declare module '../db' {
  interface Tables {
    referral_codes: ReferralCodesTable;
    referrals: ReferralsTable;
    referral_devices: ReferralDevicesTable;
    referral_earnings: ReferralEarningsTable;
  }
}
