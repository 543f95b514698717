/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL points at a
 * PostgreSQL server — a new throwaway database on it (dropped on close), so the same suites run on both.
 *
 * Starting PGlite from scratch (initdb in WebAssembly) takes seconds; loading a dump of an already migrated
 * instance takes a fraction of that. So the first test file to need one writes such a template to the temp
 * folder, keyed by the PGlite version and the migration files, and every later one starts from it.
 *
 * BETFRAME_PGLITE_WORKER (1/0) chooses PGlite in a worker thread or in this one (index.ts; this thread by default
 * in memory); BETFRAME_TEST_PGLITE_FOLDER=1 opens it on a fresh data folder, removed on close, as the server does
 * (the benchmarks measure the product's way with both).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase, sql } from './index';
import { listMigrations, migrate } from './migrate';

function templatePath(): string {
  const hash = createHash('sha256');
  // The installed PGlite's own package.json (not in its exports map, so found from its entry point).
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  hash.update(readFileSync(join(dir, 'package.json')));
  for (const file of listMigrations()) hash.update(file.name).update(readFileSync(file.path));
  return join(tmpdir(), `betframe-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function openPGliteFromTemplate(): Promise<Database> {
  const template = templatePath();
  if (existsSync(template)) {
    try {
      const database = await openFromTarball(new Blob([readFileSync(template)]));
      await migrate(database.db);
      return database;
    } catch {
      // A template written by an interrupted run: fall through and build a fresh one.
    }
  }
  if (process.env.BETFRAME_TEST_PGLITE_FOLDER === '1') {
    // The template first (in memory), then the folder from it.
    const built = await openDatabase({ kind: 'pglite' });
    await migrate(built.db);
    const dump = built.dumpDataDir ? await built.dumpDataDir() : undefined;
    await built.close();
    if (dump) writeTemplate(template, Buffer.from(await dump.arrayBuffer()));
    return openFromTarball(dump);
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database.db);
  if (database.dumpDataDir) writeTemplate(template, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  return database;
}

function writeTemplate(template: string, dump: Buffer): void {
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, dump);
  renameSync(partial, template);
  // Templates of earlier migration sets are dead weight (40 MB each).
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (/^betframe-pglite-template-[0-9a-f]{16}\.tar$/.test(name) && path !== template) rmSync(path, { force: true });
  }
}

/** In memory, or on a fresh data folder removed on close (BETFRAME_TEST_PGLITE_FOLDER=1). */
async function openFromTarball(tarball: Blob | undefined): Promise<Database> {
  const loadDataDir = tarball ? { loadDataDir: tarball } : {};
  if (process.env.BETFRAME_TEST_PGLITE_FOLDER !== '1') return openDatabase({ kind: 'pglite', ...loadDataDir });
  const dataDir = mkdtempSync(join(tmpdir(), 'betframe-pglite-test-'));
  let database: Database;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir, ...loadDataDir });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openPGliteFromTemplate();
  const name = `betframe_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 20 });
  await migrate(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        // pool.end() can resolve while a client's socket is still closing; a forced drop would then kill that
        // backend and the dying client would emit an unhandled 'error'. Wait for the backends to leave first.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const { rows } = await cleanup.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * A second connection pool on the same test database, as another server process has; undefined on PGlite (one
 * process per database by construction).
 */
export async function openSecondPool(database: Database): Promise<Database | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (database.kind !== 'postgres' || !adminUrl) return undefined;
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(adminUrl);
  url.pathname = `/${rows[0]?.name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}
