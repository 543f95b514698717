/**
 * A deposit's state as the player and the sandbox pages see it: its status, method, fee and — for crypto — the
 * confirmations, which tick on the app clock (one block a minute from the moment the payment was broadcast).
 */
import type { Db } from '../db';
import type { PaymentMethodKindColumn } from './tables';

/** The sandbox chain's block time on the app clock. */
export const blockMs = 60_000;

export interface DepositView {
  id: number;
  userId: number;
  status: 'pending' | 'approved' | 'declined' | 'cancelled';
  method: string;
  kind: PaymentMethodKindColumn;
  amountMinor: number;
  feeMinor: number;
  currencyIso: string;
  minorDigits: number;
  reference: string | null;
  confirmationsRequired: number | null;
  broadcastAt: Date | null;
  /** The first-deposit bonus kept with the request (docs/bonuses.md), null without one. */
  bonusChoice: string | null;
}

export async function depositView(db: Db, paymentId: number): Promise<DepositView | undefined> {
  const row = await db
    .selectFrom('payment_requests')
    .innerJoin('currencies', 'currencies.id', 'payment_requests.currency_id')
    .select([
      'payment_requests.id',
      'payment_requests.user_id',
      'payment_requests.status',
      'payment_requests.method',
      'payment_requests.method_kind',
      'payment_requests.amount_minor',
      'payment_requests.fee_minor',
      'payment_requests.reference',
      'payment_requests.confirmations_required',
      'payment_requests.broadcast_at',
      'payment_requests.bonus_choice',
      'currencies.code',
      'currencies.minor_digits',
    ])
    .where('payment_requests.id', '=', paymentId)
    .where('payment_requests.direction', '=', 'deposit')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status,
    method: row.method,
    kind: row.method_kind,
    amountMinor: Number(row.amount_minor),
    feeMinor: Number(row.fee_minor),
    currencyIso: row.code,
    minorDigits: row.minor_digits,
    reference: row.reference,
    confirmationsRequired: row.confirmations_required,
    broadcastAt: row.broadcast_at,
    bonusChoice: row.bonus_choice,
  };
}

/** Blocks mined on top of a broadcast payment by `now` (0 before it is broadcast). */
export const confirmationsOf = (view: DepositView, now: Date) =>
  view.broadcastAt ? Math.max(0, Math.floor((now.getTime() - view.broadcastAt.getTime()) / blockMs)) : 0;

/** The sandbox wallet broadcasts a pending crypto payment; a second broadcast changes nothing. */
export async function broadcastCrypto(db: Db, paymentId: number, at: Date): Promise<void> {
  await db
    .updateTable('payment_requests')
    .set({ broadcast_at: at })
    .where('id', '=', paymentId)
    .where('method_kind', '=', 'crypto')
    .where('status', '=', 'pending')
    .where('broadcast_at', 'is', null)
    .execute();
}

/** The pending deposit of a kind with this reference (a bank transfer's reference, a terminal's voucher code). */
export async function pendingByReference(db: Db, kind: 'bank' | 'terminal', reference: string) {
  const row = await db
    .selectFrom('payment_requests')
    .select(['id', 'status'])
    .where('method_kind', '=', kind)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row;
}
