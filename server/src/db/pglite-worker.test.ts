import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, PGliteWorkerError, pgErrorCode, pgliteWorkerChosen, withTransaction } from '.';

// Opening a fresh PGlite (initdb in WebAssembly) takes tens of seconds on a loaded 2-core machine.
const OPENS = 120_000;

// The same database in this thread and in a worker thread: every answer must be the same.
let inProcess: Database;
let worker: Database;
beforeAll(async () => {
  [inProcess, worker] = await Promise.all([
    openDatabase({ kind: 'pglite', worker: false }),
    openDatabase({ kind: 'pglite', worker: true }),
  ]);
  for (const database of [inProcess, worker]) {
    await sql`create table probe (id int primary key, note text not null)`.execute(database.db);
    await sql`create table counter (n int not null)`.execute(database.db);
    await sql`insert into counter values (0)`.execute(database.db);
  }
}, 120_000);
afterAll(async () => {
  await Promise.all([inProcess?.close(), worker?.close()]);
}, 60_000);

const both = () => [
  ['in process', inProcess],
  ['worker', worker],
];

describe('PGlite in a worker thread', () => {
  it('opens in memory in this thread unless asked, and says which', () => {
    expect(inProcess.worker).toBeUndefined();
    expect(worker.worker).toBeDefined();
  });

  it('answers every value type exactly as PGlite in this thread does', async () => {
    const bytes = Buffer.from([0, 1, 2, 254, 255]);
    const at = new Date('2026-01-02T03:04:05.678Z');
    const query = (db: Database['db']) =>
      sql<Record<string, unknown>>`select
        9007199254740991::int8 as big, ${12345678901234n}::int8 as big_param, count(*) as n,
        12.3400::numeric as num, 7::int4 as i, 1.5::float8 as f, 'ä ✓'::text as t, true as b, null::text as nothing,
        ${at}::timestamptz as at, '2026-05-06'::date as day, ${bytes}::bytea as bytes, '\\x00ff'::bytea as lit_bytes,
        ${JSON.stringify({ a: [1, 'x', null], b: { c: true } })}::jsonb as doc, '{"k": 1}'::json as plain_json,
        array[1, 2, 3]::int[] as ints, array['a', null]::text[] as texts, 'NaN'::float8 as nan
        from probe`.execute(db);
    const [here, there] = await Promise.all([query(inProcess.db), query(worker.db)]);
    expect(there.rows).toEqual(here.rows);
    const row = there.rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({ big: 9007199254740991, big_param: 12345678901234, n: 0, num: '12.3400', i: 7 });
    expect(row.at).toBeInstanceOf(Date);
    expect((row.at as Date).toISOString()).toBe(at.toISOString());
    expect(row.bytes).toBeInstanceOf(Uint8Array);
    expect([...(row.bytes as Uint8Array)]).toEqual([...bytes]);
    expect(row.doc).toEqual({ a: [1, 'x', null], b: { c: true } });
    expect(row.texts).toEqual(['a', null]);
    expect(Number.isNaN(row.nan)).toBe(true);
  });

  it('counts the rows a write changed and runs a script of several statements', async () => {
    for (const [, database] of both() as Array<[string, Database]>) {
      const inserted = await database.db
        .insertInto('probe' as never)
        .values([
          { id: 1, note: 'a' },
          { id: 2, note: 'b' },
        ] as never)
        .executeTakeFirst();
      expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
      const script = await sql<{ n: number }>`update probe set note = 'c'; select count(*) as n from probe`.execute(
        database.db,
      );
      expect(script.rows).toEqual([{ n: 2 }]);
      await sql`delete from probe`.execute(database.db);
    }
  });

  it('keeps a database error’s class, SQLSTATE and fields, and the connection usable after it', async () => {
    await sql`insert into probe values (1, 'x')`.execute(worker.db);
    const duplicate = await sql`insert into probe values (${1}, ${'y'})`.execute(worker.db).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(messages.DatabaseError);
    expect(duplicate).toMatchObject({
      code: '23505',
      constraint: 'probe_pkey',
      table: 'probe',
      detail: 'Key (id)=(1) already exists.',
      severity: 'ERROR',
    });
    expect(pgErrorCode(duplicate)).toBe('23505');
    // A SQLSTATE of the application's own (the wallet's BF001 = insufficient funds) with its detail.
    const raised =
      await sql`do $$ begin raise exception using errcode = 'BF001', message = 'short', detail = 'd1'; end $$`
        .execute(worker.db)
        .catch((e: unknown) => e);
    expect(raised).toMatchObject({ code: 'BF001', message: 'short', detail: 'd1' });
    const syntax = await sql`selec 1`.execute(worker.db).catch((e: unknown) => e);
    expect(pgErrorCode(syntax)).toBe('42601');
    expect((await sql<{ n: number }>`select count(*) as n from probe`.execute(worker.db)).rows).toEqual([{ n: 1 }]);
    await sql`delete from probe`.execute(worker.db);
  });

  it('rolls back a transaction that throws and commits one that resolves', async () => {
    const failed = await withTransaction(worker.db, async (trx) => {
      await sql`insert into probe values (10, 'gone')`.execute(trx);
      await sql`insert into probe values (10, 'duplicate')`.execute(trx);
    }).catch((e: unknown) => e);
    expect(pgErrorCode(failed)).toBe('23505');
    await withTransaction(worker.db, async (trx) => {
      await sql`insert into probe values (11, 'kept')`.execute(trx);
    });
    const rows = await sql<{ id: number }>`select id from probe order by id`.execute(worker.db);
    expect(rows.rows).toEqual([{ id: 11 }]);
    await sql`delete from probe`.execute(worker.db);
  });

  it('answers concurrent queries each with its own result and serialises concurrent transactions', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sql<{ v: number }>`select ${i}::int as v`.execute(worker.db)),
    );
    expect(answers.map((a) => a.rows[0]?.v)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    await Promise.all(
      Array.from({ length: 20 }, () =>
        withTransaction(worker.db, async (trx) => {
          const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
          await sql`update counter set n = ${(rows[0]?.n ?? 0) + 1}`.execute(trx);
        }),
      ),
    );
    expect((await sql<{ n: number }>`select n from counter`.execute(worker.db)).rows).toEqual([{ n: 20 }]);
  });

  it(
    'dumps a data directory that the other mode loads',
    async () => {
      await sql`insert into probe values (42, 'dumped')`.execute(worker.db);
      const dump = await worker.dumpDataDir?.();
      await sql`delete from probe`.execute(worker.db);
      expect(dump).toBeInstanceOf(Blob);
      const loaded = await openDatabase({ kind: 'pglite', worker: false, loadDataDir: dump as Blob });
      try {
        expect((await sql`select id, note from probe`.execute(loaded.db)).rows).toEqual([{ id: 42, note: 'dumped' }]);
      } finally {
        await loaded.close();
      }
    },
    OPENS,
  );
});

describe('PGlite worker lifecycle', () => {
  it('chooses the worker by the option, else BETFRAME_PGLITE_WORKER, else for a data folder', () => {
    const saved = process.env.BETFRAME_PGLITE_WORKER;
    try {
      delete process.env.BETFRAME_PGLITE_WORKER;
      expect(pgliteWorkerChosen({ kind: 'pglite', dataDir: '/x' })).toBe(false);
      expect(pgliteWorkerChosen({ kind: 'pglite' })).toBe(false);
      process.env.BETFRAME_PGLITE_WORKER = '0';
      expect(pgliteWorkerChosen({ kind: 'pglite', dataDir: '/x' })).toBe(false);
      expect(pgliteWorkerChosen({ kind: 'pglite', worker: true })).toBe(true);
      process.env.BETFRAME_PGLITE_WORKER = '1';
      expect(pgliteWorkerChosen({ kind: 'pglite' })).toBe(true);
      expect(pgliteWorkerChosen({ kind: 'pglite', dataDir: '/x', worker: false })).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.BETFRAME_PGLITE_WORKER;
      else process.env.BETFRAME_PGLITE_WORKER = saved;
    }
  });

  it(
    'fails pending and later queries with a clear error when the worker dies, and still closes',
    async () => {
      const database = await openDatabase({ kind: 'pglite', worker: true });
      const pending = sql`select 1`.execute(database.db);
      await database.worker?.terminate();
      await expect(pending).rejects.toBeInstanceOf(PGliteWorkerError);
      await expect(sql`select 1`.execute(database.db)).rejects.toThrow(/PGlite worker exited/);
      expect(await database.ping()).toBe(false);
      await database.close();
    },
    OPENS,
  );

  it(
    'opens a data folder in the worker, closes it, and reopens it in this thread',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'betframe-pglite-worker-'));
      try {
        const first = await openDatabase({ kind: 'pglite', dataDir, worker: true });
        expect(first.worker).toBeDefined();
        await sql`create table kept (v text)`.execute(first.db);
        await sql`insert into kept values ('on disk')`.execute(first.db);
        await first.close();
        await expect(first.worker?.run('select 1', [])).rejects.toThrow(/the database is closed/);
        const again = await openDatabase({ kind: 'pglite', dataDir, worker: false });
        try {
          expect((await sql`select v from kept`.execute(again.db)).rows).toEqual([{ v: 'on disk' }]);
        } finally {
          await again.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    OPENS,
  );
});
