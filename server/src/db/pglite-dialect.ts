/**
 * A Kysely dialect over PGlite. PGlite is one in-process connection, so the driver hands it out behind a mutex:
 * a transaction owns the connection from BEGIN to COMMIT/ROLLBACK and every other query waits its turn. That
 * gives the same isolation a real pool gives one connection, with the same SQL as PostgreSQL.
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
  constructor(readonly client: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Like node-postgres, a query without parameters goes through the simple protocol, so a script of several
    // statements (a migration) runs the same way on both drivers; the last statement's rows are the result.
    const result =
      compiledQuery.parameters.length === 0
        ? ((await this.client.exec(compiledQuery.sql)).at(-1) ?? { rows: [], fields: [] })
        : await this.client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = result.command ?? '';
    const changed = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(command);
    return {
      rows: result.rows as R[],
      ...(changed ? { numAffectedRows: BigInt(result.rowCount ?? result.affectedRows ?? 0) } : {}),
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

  constructor(client: PGlite) {
    this.#connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {
    await this.#connection.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.acquire();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const mode = settings.accessMode ? ` ${settings.accessMode}` : '';
    // The simple protocol: a fixed statement needs no parse/bind round, a quarter of the extended one's cost here.
    await (connection as PGliteConnection).client.exec(`begin${level}${mode}`);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).client.exec('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).client.exec('rollback');
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.release();
  }

  async destroy(): Promise<void> {
    // The owner of the PGlite instance closes it (after Kysely is destroyed).
  }
}

export class PGliteDialect implements Dialect {
  constructor(readonly client: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
