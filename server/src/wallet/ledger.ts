/**
 * The ledger API other areas post through, inside their own transactions (e.g. betting debits the stake in the
 * transaction that writes the bet). Amounts are integer minor units; the database enforces balance, append-only
 * and non-negative player balances, this module adds lock ordering and a typed insufficient-funds error.
 */
import { sql } from 'kysely';
import { type Executor, type Trx, withTransaction } from '../db';
import type { LedgerAccountType } from './tables';

/** System accounts (per currency); they may go negative. */
export const systemAccounts = {
  /** Money that came in from / went out to payment providers. */
  paymentsClearing: 'payments_clearing',
  /** Withdrawals requested and not yet decided: the player's money is held here. */
  withdrawalsPending: 'withdrawals_pending',
  /** The operator's own book: stakes lost, winnings paid, bonuses granted. */
  house: 'house',
  /** The operator's advances to players (advance.ts): minus the money lent and not yet repaid. */
  advanceCredit: 'advance_credit',
} as const;

/** An account by id, or a system account by code and currency. */
export type AccountRef = number | { system: string; currencyId: number };

export class InsufficientFundsError extends Error {
  constructor(readonly accountId: number) {
    super(`insufficient funds on account ${accountId}`);
    this.name = 'InsufficientFundsError';
  }
}

export class LedgerError extends Error {
  override name = 'LedgerError';
}

export async function systemAccountId(ex: Executor, code: string, currencyId: number): Promise<number> {
  const found = await ex
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', 'system')
    .where('system_code', '=', code)
    .where('currency_id', '=', currencyId)
    .executeTakeFirst();
  if (found) return found.id;
  await ex
    .insertInto('ledger_accounts')
    .values({ kind: 'system', system_code: code, currency_id: currencyId, name: code, closed_at: null, user_id: null })
    .onConflict((oc) => oc.columns(['system_code', 'currency_id']).where('kind', '=', 'system').doNothing())
    .execute();
  const created = await ex
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', 'system')
    .where('system_code', '=', code)
    .where('currency_id', '=', currencyId)
    .executeTakeFirstOrThrow();
  return created.id;
}

async function resolveAccount(ex: Executor, ref: AccountRef): Promise<number> {
  return typeof ref === 'number' ? ref : systemAccountId(ex, ref.system, ref.currencyId);
}

export interface PostingLine {
  account: AccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amountMinor: number;
}

export interface Posting {
  kind: string;
  /** Idempotency key: a second posting with the same kind and reference fails with a unique violation. */
  reference?: string;
  lines: PostingLine[];
  /** When it happened, from the app's clock (server/src/clock). */
  at: Date;
}

/**
 * Posts one balanced ledger transaction; returns its id. Throws `InsufficientFundsError` (before writing, so
 * the caller's transaction stays usable) when a player account would go below zero.
 */
export async function postTransaction(ex: Executor, posting: Posting): Promise<number> {
  if (posting.lines.length < 2) throw new LedgerError('a ledger transaction needs at least two lines');
  for (const line of posting.lines) {
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor === 0) {
      throw new LedgerError(`invalid amount ${line.amountMinor}`);
    }
  }
  return withTransaction(ex, async (trx) => {
    const lines = await Promise.all(
      posting.lines.map(async (line) => ({
        accountId: await resolveAccount(trx, line.account),
        amount: line.amountMinor,
      })),
    );
    const ids = [...new Set(lines.map((l) => l.accountId))].sort((a, b) => a - b);
    // Lock every touched balance in id order (no deadlocks between concurrent postings), then check funds.
    const locked = await sql<{ account_id: number; kind: string; balance_minor: number; currency_id: number }>`
      select b.account_id, b.kind, b.balance_minor, a.currency_id
      from ledger_balances b join ledger_accounts a on a.id = b.account_id
      where b.account_id in (${sql.join(ids)}) order by b.account_id for update of b`.execute(trx);
    const byId = new Map(locked.rows.map((r) => [r.account_id, r]));
    const net = new Map<number, number>();
    for (const line of lines) net.set(line.accountId, (net.get(line.accountId) ?? 0) + line.amount);
    const totals = new Map<number, number>();
    for (const line of lines) {
      const account = byId.get(line.accountId);
      if (!account) throw new LedgerError(`no ledger account ${line.accountId}`);
      totals.set(account.currency_id, (totals.get(account.currency_id) ?? 0) + line.amount);
    }
    for (const [currency, total] of totals) {
      if (total !== 0) throw new LedgerError(`posting does not balance in currency ${currency} (sum ${total})`);
    }
    for (const [accountId, change] of net) {
      const account = byId.get(accountId);
      if (account?.kind === 'player' && account.balance_minor + change < 0) throw new InsufficientFundsError(accountId);
    }
    const tx = await trx
      .insertInto('ledger_transactions')
      .values({ kind: posting.kind, reference: posting.reference ?? null, created_at: posting.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('ledger_entries')
      .values(
        lines.map((line) => ({
          transaction_id: tx.id,
          account_id: line.accountId,
          currency_id: (byId.get(line.accountId) as { currency_id: number }).currency_id,
          amount_minor: line.amount,
          created_at: posting.at,
        })),
      )
      .execute();
    return tx.id;
  });
}

export interface Transfer {
  from: AccountRef;
  to: AccountRef;
  /** Positive minor units moved from `from` to `to`. */
  amountMinor: number;
  kind: string;
  reference?: string;
  /** When it happened, from the app's clock (server/src/clock). */
  at: Date;
}

/** Moves money between two accounts of the same currency in one balanced transaction. */
export function postTransfer(ex: Executor, transfer: Transfer): Promise<number> {
  if (!Number.isSafeInteger(transfer.amountMinor) || transfer.amountMinor <= 0) {
    return Promise.reject(new LedgerError(`transfer amount must be a positive integer, got ${transfer.amountMinor}`));
  }
  return postTransaction(ex, {
    kind: transfer.kind,
    ...(transfer.reference !== undefined ? { reference: transfer.reference } : {}),
    at: transfer.at,
    lines: [
      { account: transfer.from, amountMinor: -transfer.amountMinor },
      { account: transfer.to, amountMinor: transfer.amountMinor },
    ],
  });
}

export async function balanceOf(ex: Executor, accountId: number): Promise<number> {
  const row = await ex
    .selectFrom('ledger_balances')
    .select('balance_minor')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw new LedgerError(`no ledger account ${accountId}`);
  return row.balance_minor;
}

export interface PlayerAccountSpec {
  userId: number;
  currencyId: number;
  type?: LedgerAccountType;
  /** Make it the active account (the previous active one is deactivated). Default: when the player has none. */
  makeActive?: boolean;
  name?: string;
}

/** Opens a player account (or returns the open one of that currency and type). */
export async function openPlayerAccount(ex: Executor, spec: PlayerAccountSpec): Promise<number> {
  return withTransaction(ex, async (trx) => {
    const type = spec.type ?? 'money';
    const existing = await trx
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', 'player')
      .where('user_id', '=', spec.userId)
      .where('currency_id', '=', spec.currencyId)
      .where('type', '=', type)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    const id =
      existing?.id ??
      (
        await trx
          .insertInto('ledger_accounts')
          .values({
            kind: 'player',
            user_id: spec.userId,
            currency_id: spec.currencyId,
            type,
            name: spec.name ?? '',
            closed_at: null,
            system_code: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    if (type !== 'money') return id;
    const active = await trx
      .selectFrom('ledger_accounts')
      .select('id')
      .where('user_id', '=', spec.userId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (spec.makeActive || !active) await setActiveAccount(trx, spec.userId, id);
    return id;
  });
}

/** Makes `accountId` the player's active account; false when it is not an open money account of theirs. */
export async function setActiveAccount(ex: Executor, userId: number, accountId: number): Promise<boolean> {
  return withTransaction(ex, async (trx) => {
    const target = await trx
      .selectFrom('ledger_accounts')
      .select('id')
      .where('id', '=', accountId)
      .where('user_id', '=', userId)
      .where('type', '=', 'money')
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (!target) return false;
    await trx.updateTable('ledger_accounts').set({ is_active: false }).where('user_id', '=', userId).execute();
    await trx.updateTable('ledger_accounts').set({ is_active: true }).where('id', '=', accountId).execute();
    return true;
  });
}

/** The registration hook of the accounts area: the player's first money account, active. */
export async function openFirstAccount(trx: Trx, player: { userId: number; currencyId: number }): Promise<void> {
  await openPlayerAccount(trx, { userId: player.userId, currencyId: player.currencyId, makeActive: true });
}
