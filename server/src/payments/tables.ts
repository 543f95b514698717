import type { Generated } from 'kysely';

export type PaymentDirection = 'deposit' | 'withdrawal';
export type PaymentStatus = 'pending' | 'approved' | 'declined' | 'cancelled';
/** `sandbox`: a request made without a method (the plain approve/decline checkout; withdrawals). */
export type PaymentMethodKindColumn = 'sandbox' | 'card' | 'ewallet' | 'bank' | 'crypto' | 'terminal';

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
  /** The site configuration's method id (migration 0540). */
  method: Generated<string>;
  method_kind: Generated<PaymentMethodKindColumn>;
  /** Charged on top of `amount_minor`, which is what the account receives. */
  fee_minor: Generated<number>;
  /** A bank transfer's reference or a cash terminal's voucher code. */
  reference: string | null;
  confirmations_required: number | null;
  /** When a crypto payment was broadcast (app clock); confirmations count from here. */
  broadcast_at: Date | null;
}

declare module '../db' {
  interface Tables {
    payment_requests: PaymentRequestsTable;
  }
}
