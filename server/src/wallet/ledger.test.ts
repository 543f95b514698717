import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, withTransaction } from '../db';
import { openTestDatabase } from '../db/test-database';
import {
  balanceOf,
  InsufficientFundsError,
  LedgerError,
  openPlayerAccount,
  postTransaction,
  postTransactionWithBalances,
  postTransfer,
  systemAccounts,
} from './ledger';
import { formatMinorUnits, toMinorUnits } from './money';
import { reconcile } from './reconcile';

let database: Database;
const house = { system: systemAccounts.house, currencyId: 1 };
// Postings carry their time from the caller's clock; a fixed one keeps the suite independent of the date.
const at = new Date(Date.UTC(2026, 10, 22, 12, 0));

/** A transaction written straight into the ledger's tables, past postTransaction's checks: [account, currency, amount]. */
function rawPosting(db: Database['db'], entries: [account: number, currency: number, amount: number][]): Promise<void> {
  return withTransaction(db, async (trx) => {
    const tx = await trx
      .insertInto('ledger_transactions')
      .values({ kind: 'raw', reference: null, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('ledger_entries')
      .values(
        entries.map(([account, currency, amount]) => ({
          transaction_id: tx.id,
          account_id: account,
          currency_id: currency,
          amount_minor: amount,
          created_at: at,
        })),
      )
      .execute();
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterEach(async () => {
  expect((await reconcile(database.db)).ok).toBe(true);
});
afterAll(async () => {
  await database.close();
}, 60_000);

describe('money amounts', () => {
  it('converts decimal text to minor units exactly', () => {
    expect(toMinorUnits('10')).toBe(1000);
    expect(toMinorUnits('0.1')).toBe(10);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits('1234567.89')).toBe(123456789);
    expect(formatMinorUnits(123456789)).toBe('1234567.89');
    expect(formatMinorUnits(5)).toBe('0.05');
  });

  it('rejects more than two decimals, signs, exponents, zero and float drift', () => {
    for (const bad of ['1.001', '-1', '1e3', '0', '0.00', '', ' ', 'abc', '1,5', '.5', 0.1 + 0.2, Number.NaN, -3]) {
      expect(toMinorUnits(bad as string | number)).toBeUndefined();
    }
  });
});

describe('ledger', () => {
  it('moves money between accounts in one balanced transaction', async () => {
    const player = await openPlayerAccount(database.db, { userId: 1, currencyId: 1 });
    await postTransfer(database.db, { from: house, to: player, amountMinor: 500, kind: 'test_credit', at });
    expect(await balanceOf(database.db, player)).toBe(500);
    await postTransfer(database.db, { from: player, to: house, amountMinor: 200, kind: 'test_debit', at });
    expect(await balanceOf(database.db, player)).toBe(300);
  });

  it('refuses to take a player account below zero, leaving the transaction usable', async () => {
    const player = await openPlayerAccount(database.db, { userId: 2, currencyId: 1 });
    await withTransaction(database.db, async (trx) => {
      await expect(
        postTransfer(trx, { from: player, to: house, amountMinor: 1, kind: 'test_debit', at }),
      ).rejects.toThrow(InsufficientFundsError);
      await postTransfer(trx, { from: house, to: player, amountMinor: 1, kind: 'test_credit', at });
    });
    expect(await balanceOf(database.db, player)).toBe(1);
  });

  it('lets system accounts go negative', async () => {
    const clearing = { system: systemAccounts.paymentsClearing, currencyId: 10 };
    const player = await openPlayerAccount(database.db, { userId: 3, currencyId: 10 });
    await postTransfer(database.db, { from: clearing, to: player, amountMinor: 700, kind: 'deposit', at });
    const row = await database.db
      .selectFrom('ledger_accounts')
      .innerJoin('ledger_balances', 'ledger_balances.account_id', 'ledger_accounts.id')
      .select('balance_minor')
      .where('system_code', '=', systemAccounts.paymentsClearing)
      .where('currency_id', '=', 10)
      .executeTakeFirstOrThrow();
    expect(row.balance_minor).toBe(-700);
  });

  it('enforces the non-negative player balance in the database itself', async () => {
    const player = await openPlayerAccount(database.db, { userId: 4, currencyId: 1 });
    const houseId = await withTransaction(database.db, async (trx) => {
      await postTransfer(trx, { from: house, to: player, amountMinor: 1, kind: 'test_credit', at });
      return (
        await trx
          .selectFrom('ledger_accounts')
          .select('id')
          .where('system_code', '=', 'house')
          .executeTakeFirstOrThrow()
      ).id;
    });
    const attempt = rawPosting(database.db, [
      [player, 1, -5],
      [houseId, 1, 5],
    ]);
    await expect(attempt).rejects.toMatchObject({ code: '23514' });
    expect(await balanceOf(database.db, player)).toBe(1);
  });

  it('rejects an unbalanced transaction at commit', async () => {
    const player = await openPlayerAccount(database.db, { userId: 5, currencyId: 1 });
    const attempt = rawPosting(database.db, [[player, 1, 100]]);
    await expect(attempt).rejects.toThrow(/does not balance/);
    expect(await balanceOf(database.db, player)).toBe(0);
    await expect(
      postTransaction(database.db, {
        kind: 'bad',
        at,
        lines: [
          { account: player, amountMinor: 5 },
          { account: house, amountMinor: 4 },
        ],
      }),
    ).rejects.toThrow(LedgerError);
  });

  it('forbids updating or deleting ledger entries and transactions', async () => {
    const player = await openPlayerAccount(database.db, { userId: 6, currencyId: 1 });
    await postTransfer(database.db, { from: house, to: player, amountMinor: 10, kind: 'test_credit', at });
    await expect(sql`update ledger_entries set amount_minor = amount_minor * 2`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_entries`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate ledger_entries cascade`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_transactions`.execute(database.db)).rejects.toThrow(/append-only/);
  });

  it('refuses entries in a currency other than the account currency', async () => {
    const rub = await openPlayerAccount(database.db, { userId: 7, currencyId: 1 });
    await expect(
      postTransaction(database.db, {
        kind: 'mixed',
        at,
        lines: [
          { account: rub, amountMinor: 5 },
          { account: { system: 'house', currencyId: 12 }, amountMinor: -5 },
        ],
      }),
    ).rejects.toThrow(LedgerError);
  });

  it('posts a reference at most once', async () => {
    const player = await openPlayerAccount(database.db, { userId: 8, currencyId: 1 });
    await postTransfer(database.db, { from: house, to: player, amountMinor: 10, kind: 'once', reference: 'r-1', at });
    await expect(
      postTransfer(database.db, { from: house, to: player, amountMinor: 10, kind: 'once', reference: 'r-1', at }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await balanceOf(database.db, player)).toBe(10);
  });

  it('keeps a system balance in shards that concurrent postings add to, never overdrawing a player', async () => {
    const bets = { system: 'test_bets_open', currencyId: 1 };
    const players = await Promise.all(
      [21, 22, 23, 24].map((userId) => openPlayerAccount(database.db, { userId, currencyId: 1 })),
    );
    for (const player of players) {
      await postTransfer(database.db, { from: house, to: player, amountMinor: 10, kind: 'test_credit', at });
    }
    // 4 players × 15 stakes of 1 against balances of 10: exactly 40 post, the rest find no money.
    const attempts = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        postTransfer(database.db, {
          from: players[i % 4] as number,
          to: bets,
          amountMinor: 1,
          kind: 'test_stake',
          at,
        }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(40);
    for (const a of attempts) if (a.status === 'rejected') expect(a.reason).toBeInstanceOf(InsufficientFundsError);
    for (const player of players) expect(await balanceOf(database.db, player)).toBe(0);
    const id = (
      await database.db
        .selectFrom('ledger_accounts')
        .select('id')
        .where('system_code', '=', bets.system)
        .executeTakeFirstOrThrow()
    ).id;
    expect(await balanceOf(database.db, id)).toBe(40);
    const shards = await database.db
      .selectFrom('ledger_system_balance_shards')
      .select('shard')
      .where('account_id', '=', id)
      .execute();
    expect(shards.length).toBeGreaterThan(1);
  });

  it('reconciles only when every balance is kept where its kind keeps it', async () => {
    const player = await openPlayerAccount(database.db, { userId: 25, currencyId: 1 });
    await withTransaction(database.db, async (trx) => {
      // A player account's balance in a system shard would escape the view; reconcile names it.
      await trx
        .insertInto('ledger_system_balance_shards')
        .values({ account_id: player, shard: 0, balance_minor: 0 })
        .execute();
      expect((await reconcile(trx)).misplacedBalances).toEqual([{ accountId: player }]);
      throw new Error('undo'); // rolls the shard back
    }).catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'undo') throw error;
    });
  });

  it('opens one account of a currency and type however many transactions open it at once', async () => {
    // Each open in a transaction of its own that stays open a moment after it, as settlements of one player do.
    const ids = await Promise.all(
      Array.from({ length: 8 }, () =>
        withTransaction(database.db, async (trx) => {
          const id = await openPlayerAccount(trx, { userId: 77, currencyId: 1, type: 'bonus' });
          await sql`select pg_sleep(0.02)`.execute(trx);
          return id;
        }),
      ),
    );
    expect(new Set(ids).size).toBe(1);
  });

  it('keeps one active account per player', async () => {
    const first = await openPlayerAccount(database.db, { userId: 9, currencyId: 1 });
    const second = await openPlayerAccount(database.db, { userId: 9, currencyId: 10, makeActive: true });
    const active = await database.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('user_id', '=', 9)
      .where('is_active', '=', true)
      .execute();
    expect(active.map((a) => a.id)).toEqual([second]);
    expect(first).not.toBe(second);
  });

  it('answers the balance a posting leaves, refuses an unknown account, opens a new system account (0563)', async () => {
    const player = await openPlayerAccount(database.db, { userId: 10, currencyId: 1 });
    await postTransfer(database.db, { from: house, to: player, amountMinor: 100, kind: 'test_credit', at });
    // Two lines on the player's account: the balance answered is after both, on each of its lines.
    const posted = await postTransactionWithBalances(database.db, {
      kind: 'two_lines',
      at,
      lines: [
        { account: player, amountMinor: -30 },
        { account: player, amountMinor: -20 },
        { account: { system: 'test_fresh_account', currencyId: 1 }, amountMinor: 50 },
      ],
    });
    expect(posted.balances.get(player)).toBe(50);
    expect(await balanceOf(database.db, player)).toBe(50);
    const fresh = await database.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('system_code', '=', 'test_fresh_account')
      .execute();
    expect(fresh).toHaveLength(1);
    await expect(
      postTransaction(database.db, {
        kind: 'unknown',
        at,
        lines: [
          { account: player, amountMinor: -5 },
          { account: 987654321, amountMinor: 5 },
        ],
      }),
    ).rejects.toThrow(/no ledger account 987654321/);
    await expect(
      postTransaction(database.db, {
        kind: 'overdraw',
        at,
        lines: [
          { account: player, amountMinor: -30 },
          { account: player, amountMinor: -30 },
          { account: house, amountMinor: 60 },
        ],
      }),
    ).rejects.toThrow(InsufficientFundsError);
    expect(await balanceOf(database.db, player)).toBe(50);
  });

  it('refuses an entry written in another currency than its account, in the database itself (0565)', async () => {
    const player = await openPlayerAccount(database.db, { userId: 11, currencyId: 1 });
    const attempt = rawPosting(database.db, [
      [player, 1, 5],
      [player, 12, -5],
    ]);
    await expect(attempt).rejects.toMatchObject({ code: '23514' });
    expect(await balanceOf(database.db, player)).toBe(0);
  });
});
