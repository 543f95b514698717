import type { ColumnType, Generated } from 'kysely';

/** One player per bank identity (migration 0130). */
export interface BankIdentitiesTable {
  country: string;
  personal_id: string;
  user_id: number;
  created_at: ColumnType<Date, Date, Date>;
}

export type PayAndPlayStatus = 'started' | 'completed' | 'refused' | 'cancelled';

/** A payment started at the bank by a pay-and-play registration (migration 0130). */
export interface PayAndPlayAttemptsTable {
  id: Generated<number>;
  amount_minor: number;
  currency_id: number;
  country_id: number;
  promo_code: string | null;
  return_to: string | null;
  status: Generated<PayAndPlayStatus>;
  refusal: string | null;
  bank_reference: string | null;
  user_id: number | null;
  payment_id: number | null;
  created_at: ColumnType<Date, Date, Date>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

declare module '../db' {
  interface Tables {
    bank_identities: BankIdentitiesTable;
    pay_and_play_attempts: PayAndPlayAttemptsTable;
  }
}
