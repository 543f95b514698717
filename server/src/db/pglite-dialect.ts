/**
 * A Kysely dialect over PGlite, in this thread or in a worker thread (pglite-worker-client.ts): both are a
 * `PGliteSession`. PGlite is one connection, so the driver hands it out behind a mutex: a transaction owns the
 * connection from BEGIN to COMMIT/ROLLBACK and every other query waits its turn. That gives the same isolation a
 * real pool gives one connection, with the same SQL as PostgreSQL.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** What a statement answers: the last statement's rows, its command tag and, for a write, the rows it changed. */
export interface SessionResult {
  rows: unknown[];
  command?: string;
  affectedRows?: number;
}

/** One PGlite connection, wherever the database runs. */
export interface PGliteSession {
  readonly waitReady: Promise<void>;
  /**
   * Like node-postgres, a statement without parameters goes through the simple protocol, so a script of several
   * statements (a migration) runs the same way on both drivers; the last statement's rows are the result.
   */
  run(sql: string, params: readonly unknown[]): Promise<SessionResult>;
  /** A fixed statement on the simple protocol (BEGIN, COMMIT): no parse/bind round, a quarter of the cost here. */
  exec(sql: string): Promise<void>;
}

const changing = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** The session of a PGlite instance in this thread. */
export function inProcessSession(client: PGlite): PGliteSession {
  const answer = (result: { rows: unknown[]; command?: string; rowCount?: number; affectedRows?: number }) => {
    const command = result.command ?? '';
    return changing.has(command)
      ? { rows: result.rows, command, affectedRows: result.rowCount ?? result.affectedRows ?? 0 }
      : { rows: result.rows, command };
  };
  return {
    waitReady: client.waitReady,
    async run(sql, params) {
      if (params.length === 0) {
        const last = (await client.exec(sql)).at(-1);
        return last ? answer(last) : { rows: [] };
      }
      return answer(await client.query(sql, [...params]));
    },
    async exec(sql) {
      await client.exec(sql);
    },
  };
}

/**
 * One holder at a time, first come first served. A waiter gives up after `waitMs`: on PGlite a query sent on the
 * database object while the same request holds a transaction would otherwise wait forever (use the `trx`).
 */
class Mutex {
  #locked = false;
  readonly #waiting: Array<{ grant: () => void; timer: NodeJS.Timeout }> = [];

  constructor(private readonly waitMs: number) {}

  acquire(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => resolve(),
        timer: setTimeout(() => {
          const index = this.#waiting.indexOf(waiter);
          if (index >= 0) this.#waiting.splice(index, 1);
          reject(
            new Error(
              `PGlite connection busy for ${this.waitMs} ms: is a query running on the database object inside an ` +
                'open transaction? Inside withTransaction use the transaction (trx).',
            ),
          );
        }, this.waitMs),
      };
      this.#waiting.push(waiter);
    });
  }

  release(): void {
    const next = this.#waiting.shift();
    if (!next) {
      this.#locked = false;
      return;
    }
    clearTimeout(next.timer);
    next.grant();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(readonly session: PGliteSession) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.session.run(compiledQuery.sql, compiledQuery.parameters);
    return {
      rows: result.rows as R[],
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // PGlite has no cursors: a stream is the whole result at once.
  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(compiledQuery);
  }
}

class PGliteDriver implements Driver {
  readonly #mutex = new Mutex(30_000);
  readonly #connection: PGliteConnection;

  constructor(session: PGliteSession) {
    this.#connection = new PGliteConnection(session);
  }

  async init(): Promise<void> {
    await this.#connection.session.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.acquire();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const mode = settings.accessMode ? ` ${settings.accessMode}` : '';
    await (connection as PGliteConnection).session.exec(`begin${level}${mode}`);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).session.exec('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).session.exec('rollback');
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.release();
  }

  async destroy(): Promise<void> {
    // The owner of the PGlite instance closes it (after Kysely is destroyed).
  }
}

export class PGliteDialect implements Dialect {
  constructor(readonly session: PGliteSession) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.session);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
