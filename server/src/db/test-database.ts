/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL points at a
 * PostgreSQL server — a new throwaway database on it (dropped on close), so the same suites run on both.
 *
 * Starting PGlite from scratch (initdb in WebAssembly) takes seconds; loading a dump of an already migrated
 * instance takes a fraction of that. So the first test file to need one writes such a template to the temp
 * folder, keyed by the PGlite version and the migration files, and every later one starts from it. On
 * PostgreSQL likewise: the first file migrates a template database (named by the migration files), every later
 * one is `create database … template` of it — a file copy instead of every migration again (2–3 s a file).
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

function migrationsHash(hash = createHash('sha256')): string {
  for (const file of listMigrations()) hash.update(file.name).update(readFileSync(file.path));
  return hash.digest('hex').slice(0, 16);
}

function templatePath(): string {
  const hash = createHash('sha256');
  // The installed PGlite's own package.json (not in its exports map, so found from its entry point).
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  hash.update(readFileSync(join(dir, 'package.json')));
  return join(tmpdir(), `betframe-pglite-template-${migrationsHash(hash)}.tar`);
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

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** pool.end() can resolve while a client's socket is still closing: wait until no backend is on the database. */
async function backendsGone(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The migrated template database on this PostgreSQL server, made by the first file that needs it (one at a time:
 * an advisory lock of the server's admin database) and renamed into place only when complete.
 */
async function postgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `betframe_template_${migrationsHash()}`;
  await admin.query('select pg_advisory_lock(727073)');
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, building), max: 2 });
      try {
        await migrate(database.db);
      } finally {
        await database.close();
      }
      await backendsGone(admin, building);
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(727073)');
  }
  return name;
}

export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openPGliteFromTemplate();
  const name = `betframe_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = await postgresTemplate(admin, adminUrl);
    // PostgreSQL 15+ copies through the WAL by default; a file copy is faster for a fresh template (fsync is off).
    const version = await admin.query<{ v: string }>('show server_version_num');
    const strategy = Number(version.rows[0]?.v) >= 150_000 ? ' strategy file_copy' : '';
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database ${name} template ${template}${strategy}`);
        break;
      } catch (error) {
        // 55006: the template has a session on it for a moment (another file's copy just ended); try again.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), max: 20 });
  // Nothing to apply on a copy of the template; still the same check every database gets.
  await migrate(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        // A forced drop would kill a backend still closing, and the dying client would emit an unhandled 'error'.
        await backendsGone(cleanup, name);
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
