import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, withTransaction } from '.';
import { listMigrations } from './migrate';
import { openTestDatabase } from './test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  await database.close();
}, 60_000);

describe('database', () => {
  it('lists migrations in version order with unique versions', () => {
    const versions = listMigrations().map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('records every applied migration', async () => {
    const applied = await sql<{ version: number }>`select version from schema_migrations order by version`.execute(
      database.db,
    );
    expect(applied.rows.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
  });

  it('returns bigint and count as numbers on every driver', async () => {
    const row = await sql<{
      big: number;
      n: number;
    }>`select 9007199254740991::int8 as big, count(*) as n from currencies`.execute(database.db);
    expect(row.rows[0]).toEqual({ big: 9007199254740991, n: expect.any(Number) });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await sql`create table tx_probe (v int)`.execute(database.db);
    await withTransaction(database.db, async (trx) => {
      await sql`insert into tx_probe values (1)`.execute(trx);
    });
    await expect(
      withTransaction(database.db, async (trx) => {
        await sql`insert into tx_probe values (2)`.execute(trx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await sql<{ v: number }>`select v from tx_probe`.execute(database.db);
    expect(rows.rows).toEqual([{ v: 1 }]);
  });

  it('runs nested withTransaction calls inside the outer transaction', async () => {
    await sql`create table nest_probe (v int)`.execute(database.db);
    await expect(
      withTransaction(database.db, async (outer) => {
        await withTransaction(outer, async (inner) => {
          await sql`insert into nest_probe values (1)`.execute(inner);
        });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect((await sql`select * from nest_probe`.execute(database.db)).rows).toEqual([]);
  });

  it('isolates concurrent transactions', async () => {
    await sql`create table counter_probe (n int not null)`.execute(database.db);
    await sql`insert into counter_probe values (0)`.execute(database.db);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        withTransaction(database.db, async (trx) => {
          const current = await sql<{ n: number }>`select n from counter_probe for update`.execute(trx);
          await sql`update counter_probe set n = ${(current.rows[0]?.n ?? 0) + 1}`.execute(trx);
        }),
      ),
    );
    expect((await sql<{ n: number }>`select n from counter_probe`.execute(database.db)).rows[0]?.n).toBe(20);
  });

  it('answers ping while open', async () => {
    expect(await database.ping()).toBe(true);
  });
});
