import type { Generated } from 'kysely';

export type PaymentDirection = 'deposit' | 'withdrawal';
export type PaymentStatus = 'pending' | 'approved' | 'declined' | 'cancelled';

export interface PaymentRequestsTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  currency_id: number;
  direction: PaymentDirection;
  amount_minor: number;
  status: Generated<PaymentStatus>;
  provider: string;
  created_at: Date;
  decided_at: Date | null;
  /** The first-deposit bonus the player chose with this deposit (migration 0502), null for none. */
  bonus_choice: Generated<string | null>;
}

declare module '../db' {
  interface Tables {
    payment_requests: PaymentRequestsTable;
  }
}
