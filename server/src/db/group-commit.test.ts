import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, pgErrorCode, pgErrorCodes } from '.';
import { enableGroupCommit, groupCommitStats, transact } from './group-commit';

// Group commit is PGlite's (one connection); this suite always runs on an embedded, in-memory database, and
// turns it on (the product leaves it off: docs/operations.md "Group commit").
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  enableGroupCommit(database.db);
  await sql`create table gc_rows (v int primary key)`.execute(database.db);
  // Checked at COMMIT, like the ledger's balanced-transaction trigger.
  await sql`create table gc_deferred (v int unique deferrable initially deferred)`.execute(database.db);
}, 120_000);
afterAll(async () => {
  await database.close();
}, 60_000);

const values = async (table: 'gc_rows' | 'gc_deferred') =>
  (await sql<{ v: number }>`select v from ${sql.table(table)} order by v`.execute(database.db)).rows.map((r) => r.v);

const insert = (table: 'gc_rows' | 'gc_deferred', v: number) =>
  transact(database.db, async (trx) => {
    await sql`insert into ${sql.table(table)} (v) values (${v})`.execute(trx);
    return v;
  });

describe('group commit (PGlite)', () => {
  it('runs concurrent operations in shared commits, each answered with its own result', async () => {
    const before = { ...(groupCommitStats(database.db) ?? { commits: 0, operations: 0 }) };
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => insert('gc_rows', i + 1)));
    expect(results).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await values('gc_rows')).toEqual(results);
    const after = groupCommitStats(database.db);
    expect(after && after.operations - before.operations).toBe(40);
    // The first operation starts alone; what queued meanwhile shares the next commits (at most 32 a commit).
    expect(after && after.commits - before.commits).toBeLessThan(40);
  });

  it('rolls back only the operation that fails, by a thrown error or a database error', async () => {
    await sql`delete from gc_rows`.execute(database.db);
    const thrown = transact(database.db, async (trx) => {
      await sql`insert into gc_rows (v) values (100)`.execute(trx);
      throw new Error('refused after writing');
    });
    const duplicate = transact(database.db, async (trx) => {
      await sql`insert into gc_rows (v) values (101)`.execute(trx);
      await sql`insert into gc_rows (v) values (101)`.execute(trx);
    });
    const settled = await Promise.allSettled([insert('gc_rows', 1), thrown, duplicate, insert('gc_rows', 2)]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toEqual(new Error('refused after writing'));
    expect(pgErrorCode((settled[2] as PromiseRejectedResult).reason)).toBe(pgErrorCodes.uniqueViolation);
    expect(await values('gc_rows')).toEqual([1, 2]);
  });

  it('retries each operation alone when the shared COMMIT fails on a deferred constraint', async () => {
    const settled = await Promise.allSettled([5, 6, 5, 7].map((v) => insert('gc_deferred', v)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(pgErrorCode((settled[2] as PromiseRejectedResult).reason)).toBe(pgErrorCodes.uniqueViolation);
    expect(await values('gc_deferred')).toEqual([5, 6, 7]);
  });

  it('runs inside the caller’s transaction when given one', async () => {
    await sql`delete from gc_rows`.execute(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await transact(trx, async (inner) => {
          await sql`insert into gc_rows (v) values (9)`.execute(inner);
        });
        throw new Error('outer rolls back');
      }),
    ).rejects.toThrow('outer rolls back');
    expect(await values('gc_rows')).toEqual([]);
  });
});
