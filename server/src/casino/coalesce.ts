/**
 * Coalescing for PGlite's one connection: the operations of one kind that arrive while the connection is busy go
 * together in the next database call (`many`), each with its own result — the queue is taken only once the
 * connection is held, so whatever queued while other statements ran joins; an operation alone in the queue runs
 * alone (`one`). When `many` throws, nothing of it was written (one statement) and each operation runs alone;
 * an operation `many` leaves without a result (undefined) runs alone too, so it gets exactly the outcome it would
 * have had. The wallet's calls use the same scheme with their own statement (wallet-batch.ts).
 */
import type { Db, Executor } from '../db';

export interface Coalescer<I, O> {
  run(item: I): Promise<O>;
  /** Database calls made and operations carried, since the start (tests and benchmarks read them). */
  readonly stats: { calls: number; operations: number };
}

export function createCoalescer<I, O>(options: {
  /** The database whose one connection is held while a group runs (`one` and `many` get that connection). */
  db: Db;
  one(item: I, ex: Executor): Promise<O>;
  many(items: I[], ex: Executor): Promise<(O | undefined)[]>;
  /** At most this many in one call (bounds the first one's wait). */
  max?: number;
}): Coalescer<I, O> {
  const max = options.max ?? 64;
  const queue: { item: I; resolve(value: O): void; reject(error: unknown): void }[] = [];
  const stats = { calls: 0, operations: 0 };
  let running = false;

  async function alone(entry: (typeof queue)[number], ex: Executor): Promise<void> {
    try {
      entry.resolve(await options.one(entry.item, ex));
    } catch (error) {
      entry.reject(error);
    }
  }

  async function runGroup(ex: Executor): Promise<void> {
    const group = queue.splice(0, max);
    stats.calls += 1;
    stats.operations += group.length;
    if (group.length === 1) return alone(group[0] as (typeof queue)[number], ex);
    let results: (O | undefined)[];
    try {
      results = await options.many(
        group.map((entry) => entry.item),
        ex,
      );
    } catch {
      for (const entry of group) await alone(entry, ex);
      return;
    }
    for (const [index, entry] of group.entries()) {
      const result = results[index];
      if (result === undefined) await alone(entry, ex);
      else entry.resolve(result);
    }
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) await options.db.connection().execute(runGroup);
    } catch (error) {
      // The connection could not be had: every waiting operation fails with it.
      for (const entry of queue.splice(0)) entry.reject(error);
    } finally {
      running = false;
    }
  }

  return {
    stats,
    run(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // After this turn's I/O: what the same poll of the sockets brings (other rounds' calls) joins the group.
        if (!running) {
          running = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}
