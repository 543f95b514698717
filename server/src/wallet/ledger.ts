/**
 * The ledger API other areas post through, inside their own transactions (e.g. betting debits the stake in the
 * transaction that writes the bet). Amounts are integer minor units; the database enforces balance, append-only
 * and non-negative player balances, this module adds lock ordering and a typed insufficient-funds error.
 */
import { sql } from 'kysely';
import { type Executor, type Trx, withTransaction } from '../db';
import type { LedgerAccountType } from './tables';

/** System accounts (per currency); they may go negative. */
/** The postings of the bonus engine (server/src/bonuses); only `convert` moves bonus money into a money account. */
export const bonusPostingKinds = {
  grant: 'bonus_grant',
  convert: 'bonus_convert',
  forfeit: 'bonus_forfeit',
} as const;

/**
 * The postings of bet promotions (bonuses/bet-promotions.ts): a freebet's stake comes from `promo_fund` and goes
 * back to it when its bet is void; an insurance refund is paid from it; so are a coverage refund (lost first bet,
 * first bets cashback: bonuses/coverage.ts) and a profit-pool share (bonuses/pools.ts). No other posting touches
 * `promo_fund`.
 */
export const promoPostingKinds = {
  freebetStake: 'freebet_stake',
  freebetReturn: 'freebet_return',
  insuranceRefund: 'insurance_refund',
  coverageRefund: 'coverage_refund',
  profitShare: 'profit_share',
} as const;

/**
 * The postings whose entries on a player's money account are their real-money play: sport and casino stakes and
 * what came back (settlements, refunds, cash-outs, wins, rollbacks). Their sum over a period is the player's net
 * result; minus it, their net loss (loyalty/cashback.ts) and, over every player, the house's net gaming profit
 * (bonuses/pools.ts). Bonus money and freebets post other kinds and do not count.
 */
export const realMoneyPlayPostings = [
  'bet_stake',
  'bet_settle',
  'bet_refund',
  'bet_sale',
  'casino_bet',
  'casino_win',
  'casino_rollback',
] as const;

export const systemAccounts = {
  /** Money that came in from / went out to payment providers. */
  paymentsClearing: 'payments_clearing',
  /** Withdrawals requested and not yet decided: the player's money is held here. */
  withdrawalsPending: 'withdrawals_pending',
  /** The operator's own book: stakes lost, winnings paid, bonuses granted. */
  house: 'house',
  /** The operator's advances to players (advance.ts): minus the money lent and not yet repaid. */
  advanceCredit: 'advance_credit',
  /** The operator's bonus budget (bonuses/): minus the bonuses granted and not forfeited back. */
  bonusFund: 'bonus_fund',
  /** The operator's bet-promotion budget: freebet stakes in play and insurance refunds (may go negative). */
  promoFund: 'promo_fund',
  /** Fees charged on deposits (payments/): the provider collects amount + fee, the player receives the amount. */
  paymentFees: 'payment_fees',
  /** Cashback paid as real money (loyalty/): minus what was paid. */
  loyaltyFund: 'loyalty_fund',
  /** Loyalty points (currency PTS) issued and taken back by exchanges (loyalty/): minus the points outstanding. */
  loyaltyPoints: 'loyalty_points',
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
  return (await postTransactionWithBalances(ex, posting)).id;
}

/** `postTransaction` that also answers the balance each player account it touched is left with (minor units). */
export async function postTransactionWithBalances(
  ex: Executor,
  posting: Posting,
): Promise<{ id: number; balances: Map<number, number> }> {
  if (posting.lines.length < 2) throw new LedgerError('a ledger transaction needs at least two lines');
  for (const line of posting.lines) {
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor === 0) {
      throw new LedgerError(`invalid amount ${line.amountMinor}`);
    }
  }
  // One statement (migration 0561 `ledger_post`): names the system accounts (opening a missing one), locks the
  // player balances in account id order, checks, and writes the transaction with its entries — or writes nothing
  // and names the problem. A single statement is atomic, so no transaction of its own is needed.
  const accounts = posting.lines.map((l) => (typeof l.account === 'number' ? l.account : null));
  const codes = posting.lines.map((l) => (typeof l.account === 'number' ? null : l.account.system));
  const currencies = posting.lines.map((l) => (typeof l.account === 'number' ? null : l.account.currencyId));
  const amounts = posting.lines.map((l) => l.amountMinor);
  const { rows } = await sql<{
    posted_id: number | null;
    problem: 'no_account' | 'unbalanced' | 'insufficient_funds' | null;
    problem_ref: number | null;
    problem_amount: number | null;
    balances: Array<number | string | null> | null;
  }>`select * from ledger_post(${posting.kind}, ${posting.reference ?? null}, ${posting.at}, ${accounts}::bigint[],
      ${codes}::text[], ${currencies}::integer[], ${amounts}::bigint[])`.execute(ex);
  const row = rows[0];
  if (row?.problem === 'insufficient_funds') throw new InsufficientFundsError(Number(row.problem_ref));
  if (row?.problem === 'unbalanced')
    throw new LedgerError(`posting does not balance in currency ${row.problem_ref} (sum ${row.problem_amount})`);
  if (row?.problem === 'no_account') throw new LedgerError(`no ledger account ${row.problem_ref}`);
  if (row?.posted_id == null) throw new LedgerError('the posting wrote no entries');
  const balances = new Map<number, number>();
  row.balances?.forEach((balance, i) => {
    const account = accounts[i];
    if (balance !== null && account != null) balances.set(account, Number(balance));
  });
  return { id: Number(row.posted_id), balances };
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
    const id = (await openAccountOf(trx, spec, type)) ?? (await insertPlayerAccount(trx, spec, type));
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

/**
 * Inserts the player's open account of a currency and type, or finds the one a concurrent transaction inserted
 * first: two settlements of one player can both open a bonus or money account at the same moment, and on
 * PostgreSQL the second insert would otherwise fail on the unique index and roll back its whole settlement.
 */
async function insertPlayerAccount(trx: Trx, spec: PlayerAccountSpec, type: LedgerAccountType): Promise<number> {
  const inserted = await trx
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
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'currency_id', 'type'])
        .where('kind', '=', 'player')
        .where('closed_at', 'is', null)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await openAccountOf(trx, spec, type);
  if (existing === undefined) throw new LedgerError(`no open ${type} account of player ${spec.userId}`);
  return existing;
}

async function openAccountOf(trx: Trx, spec: PlayerAccountSpec, type: LedgerAccountType): Promise<number | undefined> {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', 'player')
    .where('user_id', '=', spec.userId)
    .where('currency_id', '=', spec.currencyId)
    .where('type', '=', type)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
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
