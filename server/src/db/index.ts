/**
 * The database: Kysely over PGlite (embedded, file-backed under DATA_DIR, or in memory for tests) or over a
 * PostgreSQL pool when DATABASE_URL is set. Both run the same SQL and the same numbered migrations.
 *
 * Its own modules, imported by path: `./migrate` (the migrations runner), `./test-database` (test databases).
 *
 * Table types: each area declares its tables by augmenting `Tables` from its own module, e.g.
 *   declare module '../db' { interface Tables { users: UsersTable } }
 */
import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './folder-lock';
import { inProcessSession, PGliteDialect } from './pglite-dialect';
import { PGliteWorkerClient } from './pglite-worker-client';

export { DatabaseLockedError } from './folder-lock';
export { PGliteWorkerError } from './pglite-worker-client';

// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation from every area.
export interface Tables {}

export type Db = Kysely<Tables>;
export type Trx = Transaction<Tables>;
/** Either the database or an open transaction: functions that write take this so callers choose the scope. */
export type Executor = Db | Trx;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** true when the database answers a trivial query within the time limit. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test templates). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PostgreSQL only: a new connection outside the pool, not yet connected, for what must live on one session
   * (LISTEN, a session advisory lock held for as long as the process runs). The caller connects and ends it.
   */
  dedicatedClient?(): pg.Client;
  /** PGlite in a worker thread only: its client (tests end the thread with it to see a crash handled). */
  worker?: PGliteWorkerClient;
}

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** No dataDir: in memory. */
      dataDir?: string;
      loadDataDir?: Blob;
      /**
       * Run PGlite in a worker thread (pglite-worker-client.ts), so the database works on another core than HTTP.
       * Unset: BETFRAME_PGLITE_WORKER (1 or 0) decides, else this thread: measured warm, the worker did not raise
       * the rate (the one connection's hold time bounds it) and a lone operation was about 20 % slower.
       */
      worker?: boolean;
    }
  | {
      kind: 'postgres';
      url: string;
      max?: number;
      /** An idle pooled connection failed (server restart, network): reported here instead of crashing. */
      onIdleError?: (error: Error) => void;
    };

// int8 (counts, sums, minor units) as JS numbers on both drivers: money here stays far below 2^53.
const parseInt8 = (value: string) => Number(value);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === 20 ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // Without a listener, a dropped idle connection is an unhandled 'error' event that ends the process; the pool
    // replaces the connection and /healthz reports the outage while it lasts.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    const database = describe('postgres', db, async () => {
      await db.destroy();
    });
    return { ...database, dedicatedClient: () => new pg.Client({ connectionString: options.url }) };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    return pgliteWorkerChosen(options) ? await openPGliteWorker(options, unlock) : await openPGlite(options, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

type PGliteOptions = Extract<DatabaseOptions, { kind: 'pglite' }>;

/** The option, else BETFRAME_PGLITE_WORKER, else this thread (see DatabaseOptions). */
export function pgliteWorkerChosen(options: PGliteOptions): boolean {
  if (options.worker !== undefined) return options.worker;
  const env = process.env.BETFRAME_PGLITE_WORKER;
  if (env === '1' || env === '0') return env === '1';
  return false;
}

async function openPGlite(options: PGliteOptions, unlock: () => void): Promise<Database> {
  // The same parsers in pglite-worker.mjs.
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [pgliteTypes.INT8]: parseInt8, [pgliteTypes.NUMERIC]: (value: string) => value },
  });
  const db = new Kysely<Tables>({ dialect: new PGliteDialect(inProcessSession(client)) });
  // Group commit (group-commit.ts) stays off: measured, it grouped almost nothing here (each request's reads
  // before its transaction take the one connection in turn) and it re-runs work when a shared commit fails.
  const database = describePGlite(db, client, unlock);
  return { ...database, dumpDataDir: () => client.dumpDataDir('none') };
}

/** A PGlite database whose close ends Kysely, then PGlite (in this thread or the worker), then frees the folder. */
function describePGlite(db: Kysely<Tables>, client: { close(): Promise<void> }, unlock: () => void): Database {
  return describe('pglite', db, async () => {
    try {
      await db.destroy();
      await client.close();
    } finally {
      unlock();
    }
  });
}

async function openPGliteWorker(options: PGliteOptions, unlock: () => void): Promise<Database> {
  const client = new PGliteWorkerClient({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: await options.loadDataDir.arrayBuffer() } : {}),
  });
  try {
    await client.waitReady;
  } catch (error) {
    await client.terminate();
    throw error;
  }
  const db = new Kysely<Tables>({ dialect: new PGliteDialect(client) });
  const database = describePGlite(db, client, unlock);
  return { ...database, dumpDataDir: () => client.dumpDataDir(), worker: client };
}

function describe(kind: Database['kind'], db: Db, close: () => Promise<void>): Database {
  let closed = false;
  return {
    kind,
    db,
    async ping(timeoutMs = 2000) {
      if (closed) return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([sql`select 1 as ok`.execute(db).then(() => true), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}

/**
 * Runs `work` in one transaction (committed when it resolves, rolled back when it throws). Inside an existing
 * transaction it just runs `work` there, so functions can nest without knowing their caller's scope.
 */
export async function withTransaction<T>(executor: Executor, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (executor.isTransaction) return work(executor as Trx);
  return (executor as Db).transaction().execute(work);
}

/** PostgreSQL error codes the API turns into client errors instead of 500s. */
export const pgErrorCodes = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  raiseException: 'P0001',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** The SQLSTATE of a database error from either driver, or undefined. */
export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

export { sql };
