/** Deposits and withdrawals: the request lifecycle and its ledger postings, each in one transaction. */
import { randomInt } from 'node:crypto';
import type { PaymentMethodKind } from '@betframe/sdk/payments';
import type { Db, Executor, Trx } from '../db';
import { withTransaction } from '../db';
import { assertMayDeposit } from '../limits';
import {
  InsufficientFundsError,
  lockAdvanceDebt,
  postTransaction,
  postTransfer,
  repayAdvance,
  systemAccounts,
  toMajorNumber,
} from '../wallet';
import type { PaymentOutcome } from './provider';
import type { PaymentDirection, PaymentStatus } from './tables';

export class PaymentError extends Error {
  constructor(
    readonly code: 'no_account' | 'insufficient_funds' | 'not_found' | 'already_decided',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

interface AccountChoice {
  userId: number;
  /** When it happens, from the app's clock (server/src/clock). */
  at: Date;
  /** The player's account; their active account when omitted. */
  accountId?: number;
}

async function playerMoneyAccount(ex: Executor, choice: AccountChoice) {
  let query = ex
    .selectFrom('ledger_accounts')
    .select(['id', 'currency_id'])
    .where('kind', '=', 'player')
    .where('user_id', '=', choice.userId)
    .where('type', '=', 'money')
    .where('closed_at', 'is', null);
  query =
    choice.accountId !== undefined ? query.where('id', '=', choice.accountId) : query.where('is_active', '=', true);
  const account = await query.executeTakeFirst();
  if (!account) throw new PaymentError('no_account', 'No such account');
  return account;
}

/**
 * The bonus side of a deposit (bonuses/, wired by the composition root): what becomes of the player's bonus choice
 * at recharge, and the grant when the deposit is approved (in its transaction, after the deposit's posting).
 */
export interface DepositBonusHook {
  /** The choice as it is kept with the request (null: none); refuses by throwing. */
  choose(ex: Executor, input: { userId: number; choice: string | undefined; partner: number }): Promise<string | null>;
  approved(trx: Trx, request: ApprovedDeposit): Promise<void>;
}

export interface ApprovedDeposit {
  id: number;
  userId: number;
  currencyId: number;
  amountMinor: number;
  bonusChoice: string | null;
  at: Date;
}

/** The deposit method a request goes through (payments/methods.ts resolves it from the site configuration). */
export interface DepositMethod {
  id: string;
  kind: PaymentMethodKind;
  /** Charged on top of the amount (the account receives the amount). */
  feeMinor: number;
  /** Crypto: confirmations to wait for. */
  confirmations?: number;
}

/** A bank transfer's reference: the payment id and four letters, so a mistyped one is caught. */
const bankReference = (id: number) =>
  `BF${id}-${Array.from({ length: 4 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(24)]).join('')}`;
/** A cash terminal's voucher code: twelve random digits (the code alone pays the voucher in). */
const voucherCode = () => Array.from({ length: 12 }, () => String(randomInt(10))).join('');

export async function createDeposit(
  db: Executor,
  input: AccountChoice & {
    amountMinor: number;
    provider: string;
    bonusChoice?: string | null;
    method?: DepositMethod;
  },
) {
  return withTransaction(db, async (trx) => {
    const account = await playerMoneyAccount(trx, input);
    // Responsible gambling (limits/): refused during a time-out or exclusion and past a deposit limit; the
    // player's lock there queues parallel deposits, so together they never pass the limit. Every method alike.
    await assertMayDeposit(trx, {
      userId: input.userId,
      currencyId: account.currency_id,
      amountMinor: input.amountMinor,
      at: input.at,
    });
    const method = input.method;
    const request = await trx
      .insertInto('payment_requests')
      .values({
        user_id: input.userId,
        account_id: account.id,
        currency_id: account.currency_id,
        direction: 'deposit',
        amount_minor: input.amountMinor,
        provider: input.provider,
        created_at: input.at,
        decided_at: null,
        bonus_choice: input.bonusChoice ?? null,
        ...(method
          ? {
              method: method.id,
              method_kind: method.kind,
              fee_minor: method.feeMinor,
              confirmations_required: method.kind === 'crypto' ? (method.confirmations ?? 3) : null,
            }
          : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (method?.kind !== 'bank' && method?.kind !== 'terminal') return request;
    return trx
      .updateTable('payment_requests')
      .set({ reference: method.kind === 'bank' ? bankReference(request.id) : voucherCode() })
      .where('id', '=', request.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * The one gate of every decision on a request: a conditional update from pending to `status`. The row comes back
 * to exactly one caller however many race; the others get `null` and whether the request exists at all (for the
 * player's own requests, only among theirs).
 */
async function leavePending(
  trx: Trx,
  match: { id: number; direction: PaymentDirection; userId?: number },
  status: PaymentStatus,
  at: Date,
) {
  let update = trx
    .updateTable('payment_requests')
    .set({ status, decided_at: at })
    .where('id', '=', match.id)
    .where('direction', '=', match.direction)
    .where('status', '=', 'pending');
  if (match.userId !== undefined) update = update.where('user_id', '=', match.userId);
  const request = await update.returningAll().executeTakeFirst();
  if (request) return { request, existing: undefined };
  let lookup = trx
    .selectFrom('payment_requests')
    .select('status')
    .where('id', '=', match.id)
    .where('direction', '=', match.direction);
  if (match.userId !== undefined) lookup = lookup.where('user_id', '=', match.userId);
  return { request: undefined, existing: await lookup.executeTakeFirst() };
}

/** Applies a provider's decision on a deposit; a decision on an already decided deposit changes nothing. */
export async function decideDeposit(
  db: Executor,
  paymentId: number,
  outcome: PaymentOutcome,
  at: Date,
  bonus?: Pick<DepositBonusHook, 'approved'>,
): Promise<PaymentStatus> {
  return withTransaction(db, async (trx) => {
    const { request, existing } = await leavePending(trx, { id: paymentId, direction: 'deposit' }, outcome, at);
    if (!request) {
      if (!existing) throw new PaymentError('not_found', 'No such payment');
      return existing.status;
    }
    if (outcome === 'approved') {
      // A deposit repays the player's advance debt first (wallet/advance.ts; the debt is locked before the ledger).
      const account = { id: request.account_id, currencyId: request.currency_id };
      await lockAdvanceDebt(trx, account);
      // The provider collected amount + fee: the account receives the amount, the fee is the operator's.
      const clearing = { system: systemAccounts.paymentsClearing, currencyId: request.currency_id };
      const fee = Number(request.fee_minor);
      await postTransaction(trx, {
        kind: 'deposit',
        reference: `payment:${request.id}`,
        at,
        lines: [
          { account: clearing, amountMinor: -(request.amount_minor + fee) },
          { account: request.account_id, amountMinor: request.amount_minor },
          ...(fee > 0
            ? [{ account: { system: systemAccounts.paymentFees, currencyId: request.currency_id }, amountMinor: fee }]
            : []),
        ],
      });
      await repayAdvance(trx, {
        accountId: account.id,
        currencyId: account.currencyId,
        creditedMinor: request.amount_minor,
        reference: `payment:${request.id}`,
        at,
      });
      await bonus?.approved(trx, {
        id: request.id,
        userId: request.user_id,
        currencyId: request.currency_id,
        amountMinor: request.amount_minor,
        bonusChoice: request.bonus_choice,
        at,
      });
    }
    return outcome;
  });
}

/**
 * A check a withdrawal must pass before anything is held (verification's KYC threshold): it runs in the
 * request's transaction, after the account is known, and refuses by throwing.
 */
export type WithdrawalGate = (
  trx: Trx,
  request: { userId: number; accountId: number; currencyId: number; amountMinor: number; at: Date },
) => Promise<void>;

/** A withdrawal request: the amount is held (player → withdrawals pending) until an operator decides. */
export async function requestWithdrawal(
  db: Db,
  input: AccountChoice & { amountMinor: number; provider: string; gate?: WithdrawalGate },
) {
  return withTransaction(db, async (trx) => {
    const account = await playerMoneyAccount(trx, input);
    await input.gate?.(trx, {
      userId: input.userId,
      accountId: account.id,
      currencyId: account.currency_id,
      amountMinor: input.amountMinor,
      at: input.at,
    });
    const request = await trx
      .insertInto('payment_requests')
      .values({
        user_id: input.userId,
        account_id: account.id,
        currency_id: account.currency_id,
        direction: 'withdrawal',
        amount_minor: input.amountMinor,
        provider: input.provider,
        created_at: input.at,
        decided_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    try {
      await postTransfer(trx, {
        from: account.id,
        to: { system: systemAccounts.withdrawalsPending, currencyId: account.currency_id },
        amountMinor: input.amountMinor,
        kind: 'withdrawal_hold',
        reference: `payment:${request.id}`,
        at: input.at,
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new PaymentError('insufficient_funds', 'Not enough money on the account');
      }
      throw error;
    }
    return request;
  });
}

/** The operator's decision: approved pays the held amount out, declined returns it to the player. */
export async function decideWithdrawal(db: Db, paymentId: number, outcome: PaymentOutcome, at: Date): Promise<void> {
  await withTransaction(db, async (trx) => {
    const { request } = await leavePending(trx, { id: paymentId, direction: 'withdrawal' }, outcome, at);
    if (!request) throw new PaymentError('already_decided', 'No pending withdrawal with this id');
    const hold = { system: systemAccounts.withdrawalsPending, currencyId: request.currency_id };
    await postTransfer(trx, {
      from: hold,
      to:
        outcome === 'approved'
          ? { system: systemAccounts.paymentsClearing, currencyId: request.currency_id }
          : request.account_id,
      amountMinor: request.amount_minor,
      kind: outcome === 'approved' ? 'withdrawal' : 'withdrawal_return',
      reference: `payment:${request.id}`,
      at,
    });
  });
}

/**
 * The player cancels their own pending withdrawal: the held amount goes back to the account exactly once. The
 * conditional update is the gate (of two simultaneous cancels, or a cancel racing the operator, one finds the
 * row no longer pending), and the return shares the decline's (kind, reference), so the ledger itself refuses a
 * second return of the same request.
 */
export async function cancelWithdrawal(db: Db, input: { userId: number; paymentId: number; at: Date }): Promise<void> {
  await withTransaction(db, async (trx) => {
    const { request, existing } = await leavePending(
      trx,
      { id: input.paymentId, direction: 'withdrawal', userId: input.userId },
      'cancelled',
      input.at,
    );
    if (!request) {
      if (!existing) throw new PaymentError('not_found', 'No such withdrawal request');
      throw new PaymentError('already_decided', 'The request is no longer pending');
    }
    await postTransfer(trx, {
      from: { system: systemAccounts.withdrawalsPending, currencyId: request.currency_id },
      to: request.account_id,
      amountMinor: request.amount_minor,
      kind: 'withdrawal_return',
      reference: `payment:${request.id}`,
      at: input.at,
    });
  });
}

export const historyPageSize = 50;
/** Decided requests older than this are the archive (`is_include_archive`). */
export const archiveAfterDays = 30;

export interface PaymentRecord {
  id: number;
  direction: PaymentDirection;
  status: PaymentStatus;
  amountMinor: number;
  currencyId: number;
  accountId: number;
  createdAt: string;
  decidedAt: string | null;
}

export async function paymentHistory(
  db: Db,
  input: { userId: number; includeArchive: boolean; pageNumber: number; onlyPending?: boolean; now: Date },
) {
  let query = db.selectFrom('payment_requests').where('user_id', '=', input.userId);
  if (input.onlyPending) query = query.where('status', '=', 'pending');
  if (!input.includeArchive) {
    const cutoff = new Date(input.now.getTime() - archiveAfterDays * 86_400_000);
    query = query.where((eb) => eb.or([eb('decided_at', 'is', null), eb('decided_at', '>=', cutoff)]));
  }
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(historyPageSize)
    .offset((input.pageNumber - 1) * historyPageSize)
    .execute();
  const items: PaymentRecord[] = rows.map((r) => ({
    id: r.id,
    direction: r.direction,
    status: r.status,
    amountMinor: r.amount_minor,
    currencyId: r.currency_id,
    accountId: r.account_id,
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at ? r.decided_at.toISOString() : null,
  }));
  return {
    items,
    pageNumber: input.pageNumber,
    pageSize: historyPageSize,
    total: Number(total.n),
    pages: Math.ceil(Number(total.n) / historyPageSize),
  };
}

export interface VirtualMovement {
  /** The ledger entry. */
  id: number;
  /** What moved it: the ledger transaction's kind (`demo_grant`, `bonus_award` …). */
  kind: string;
  /** Signed: positive credits the account. */
  amountMinor: number;
  /** `amountMinor` in major units of the account's currency. */
  amount: number;
  currencyId: number;
  accountId: number;
  createdAt: string;
}

/**
 * Payment history of the player's virtual accounts (points and bonus accounts, SPEC §7 "virtual account"):
 * they never go through a payment provider, so their history is the ledger's movements on them, newest first.
 */
export async function virtualAccountHistory(db: Db, input: { userId: number; accountId?: number; pageNumber: number }) {
  let accounts = db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', 'player')
    .where('user_id', '=', input.userId)
    .where('type', '<>', 'money');
  if (input.accountId !== undefined) accounts = accounts.where('id', '=', input.accountId);
  const ids = (await accounts.execute()).map((a) => a.id);
  if (input.accountId !== undefined && ids.length === 0) throw new PaymentError('not_found', 'No such virtual account');
  if (ids.length === 0)
    return { items: [], pageNumber: input.pageNumber, pageSize: historyPageSize, total: 0, pages: 0 };
  const query = db.selectFrom('ledger_entries').where('ledger_entries.account_id', 'in', ids);
  const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await query
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .innerJoin('currencies', 'currencies.id', 'ledger_entries.currency_id')
    .select([
      'currencies.minor_digits',
      'ledger_entries.id',
      'ledger_transactions.kind',
      'ledger_entries.amount_minor',
      'ledger_entries.currency_id',
      'ledger_entries.account_id',
      'ledger_entries.created_at',
    ])
    .orderBy('ledger_entries.id', 'desc')
    .limit(historyPageSize)
    .offset((input.pageNumber - 1) * historyPageSize)
    .execute();
  const items: VirtualMovement[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amountMinor: Number(r.amount_minor),
    amount: toMajorNumber(Number(r.amount_minor), r.minor_digits),
    currencyId: r.currency_id,
    accountId: r.account_id,
    createdAt: r.created_at.toISOString(),
  }));
  return {
    items,
    pageNumber: input.pageNumber,
    pageSize: historyPageSize,
    total,
    pages: Math.ceil(total / historyPageSize),
  };
}
