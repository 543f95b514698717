/**
 * PGlite in a worker thread (`pglite-worker.mjs`), so the WebAssembly database and its wire-protocol parsing run
 * on a core of their own while the main thread serves HTTP. This is the main thread's side: each request is one
 * message, answered by one message. The dialect (pglite-dialect.ts) keeps its one-connection mutex here, so a
 * transaction's statements reach the worker in order and nothing else runs between its BEGIN and COMMIT.
 *
 * Values cross the thread boundary by structured clone, which keeps bigint, Date, Uint8Array (bytea; a Buffer
 * parameter arrives as a Uint8Array, which PGlite sends the same way), arrays and JSON objects as they are. A
 * database error comes back as PGlite's own DatabaseError with every field (code, detail, constraint, …), so the
 * error mappings by SQLSTATE hold in both modes.
 *
 * When the worker dies (an uncaught error, a WebAssembly abort, terminate), every pending and later request fails
 * with a PGliteWorkerError instead of waiting forever. The thread keeps the process alive only while a request is
 * pending, like the in-process database (which holds no handle at all).
 */
import { Worker } from 'node:worker_threads';
import { messages } from '@electric-sql/pglite';
import type { PGliteSession, SessionResult } from './pglite-dialect';

interface SerializedError {
  name: string;
  message: string;
  database: boolean;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

type Reply = { id: number; result?: unknown; error?: SerializedError };

/** The database's thread ended or failed: the request did not run, or its outcome is unknown. */
export class PGliteWorkerError extends Error {
  override name = 'PGliteWorkerError';
}

function rebuildError(error: SerializedError): Error {
  if (error.database) {
    return Object.assign(
      new messages.DatabaseError(error.message, Number(error.fields.length ?? 0), 'error'),
      error.fields,
    );
  }
  const rebuilt = Object.assign(new Error(error.message), error.fields);
  rebuilt.name = error.name;
  return rebuilt;
}

export interface PGliteWorkerOptions {
  dataDir?: string;
  /** A tarball from dumpDataDir to start from (moved to the worker, not copied). */
  loadDataDir?: ArrayBuffer;
}

export class PGliteWorkerClient implements PGliteSession {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  /** Set once the worker is gone or closing: every request then fails at once with it. */
  #failure: Error | undefined;
  readonly waitReady: Promise<void>;

  constructor(options: PGliteWorkerOptions) {
    this.#worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: options,
      ...(options.loadDataDir ? { transferList: [options.loadDataDir] } : {}),
    });
    this.waitReady = new Promise<unknown>((resolve, reject) => this.#pending.set(0, { resolve, reject })).then(
      () => undefined,
    );
    this.#worker.on('message', (reply: Reply) => this.#settle(reply));
    this.#worker.on('error', (error) => {
      this.#fail(new PGliteWorkerError(`the PGlite worker failed: ${error.message}`, { cause: error }));
    });
    this.#worker.on('exit', (code) => this.#fail(new PGliteWorkerError(`the PGlite worker exited (code ${code})`)));
  }

  run(sql: string, params: readonly unknown[]): Promise<SessionResult> {
    return this.#request({ op: 'run', sql, params }) as Promise<SessionResult>;
  }

  async exec(sql: string): Promise<void> {
    await this.#request({ op: 'run', sql, params: [] });
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.#request({ op: 'dump' })) as ArrayBuffer]);
  }

  /** Closes PGlite (its files are consistent afterwards) and ends the thread. */
  async close(): Promise<void> {
    if (this.#failure) return;
    try {
      await this.#request({ op: 'close' });
    } finally {
      this.#fail(new PGliteWorkerError('the database is closed'));
      await this.#worker.terminate();
    }
  }

  /** Tests: ends the thread abruptly, as a crash would. */
  terminate(): Promise<number> {
    return this.#worker.terminate();
  }

  #request(message: { op: string; sql?: string; params?: readonly unknown[] }): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      try {
        this.#worker.postMessage({ id, ...message });
      } catch (error) {
        // A parameter that cannot be cloned (a function, a class instance with private state).
        this.#pending.delete(id);
        if (this.#pending.size === 0) this.#worker.unref();
        reject(error);
      }
    });
  }

  #settle(reply: Reply): void {
    const waiter = this.#pending.get(reply.id);
    if (!waiter) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error) waiter.reject(rebuildError(reply.error));
    else waiter.resolve(reply.result);
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const waiter of this.#pending.values()) waiter.reject(this.#failure);
    this.#pending.clear();
  }
}
