/**
 * Several calls as one: items pushed while a call is in flight wait and go together in the next call, each
 * answered on its own. For work whose fixed cost per call dominates — on PGlite (one connection, every statement
 * in turn) a round trip and its transaction cost more than a small PL/pgSQL body — one statement carrying N
 * items pays that cost once (betting/plain-batch.ts places plain bets this way).
 *
 * Generic: `run` gets the items in the order they were pushed and answers each one (`PromiseSettledResult`, so
 * one item's failure rejects only its own promise); an answer list of the wrong length or a thrown `run` rejects
 * every item of that call. A lone item barely waits: with nothing in flight it runs at the end of this turn of the
 * event loop (setImmediate), with whatever else this turn pushed — the requests one answer resumed together go on
 * together. Up to `maxInFlight` calls run at once (1 for a database of one connection).
 */
import type { Db, Executor } from './index';

export interface CoalescerOptions {
  /** Most items in one call (bounds how long the first of them waits). Default 64. */
  maxBatch?: number;
  /** Calls running at once. Default 1. */
  maxInFlight?: number;
}

interface Waiting<In, Out> {
  item: In;
  resolve: (value: Out) => void;
  reject: (reason: unknown) => void;
}

export class Coalescer<In, Out> {
  readonly #run: (items: In[]) => Promise<ReadonlyArray<PromiseSettledResult<Out>>>;
  readonly #maxBatch: number;
  readonly #maxInFlight: number;
  #queue: Array<Waiting<In, Out>> = [];
  #inFlight = 0;
  #scheduled = false;
  /** Calls made and items carried since the start (tests and benchmarks read the batch size from them). */
  readonly stats = { calls: 0, items: 0 };

  constructor(run: (items: In[]) => Promise<ReadonlyArray<PromiseSettledResult<Out>>>, options: CoalescerOptions = {}) {
    this.#run = run;
    this.#maxBatch = Math.max(1, options.maxBatch ?? 64);
    this.#maxInFlight = Math.max(1, options.maxInFlight ?? 1);
  }

  /** Runs `item` in the next call; resolves or rejects with its own answer. */
  push(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      if (!this.#scheduled && this.#inFlight < this.#maxInFlight) {
        this.#scheduled = true;
        setImmediate(() => {
          this.#scheduled = false;
          this.#pump();
        });
      }
    });
  }

  #pump(): void {
    while (this.#inFlight < this.#maxInFlight && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#maxBatch);
      this.#inFlight += 1;
      this.stats.calls += 1;
      this.stats.items += batch.length;
      void this.#call(batch).finally(() => {
        this.#inFlight -= 1;
        this.#pump();
      });
    }
  }

  async #call(batch: Array<Waiting<In, Out>>): Promise<void> {
    let answers: ReadonlyArray<PromiseSettledResult<Out>>;
    try {
      answers = await this.#run(batch.map((w) => w.item));
      if (answers.length !== batch.length)
        throw new Error(`coalescer: ${answers.length} answers for ${batch.length} items`);
    } catch (error) {
      for (const w of batch) w.reject(error);
      return;
    }
    batch.forEach((w, i) => {
      const answer = answers[i] as PromiseSettledResult<Out>;
      if (answer.status === 'fulfilled') w.resolve(answer.value);
      else w.reject(answer.reason);
    });
  }
}

/**
 * A coalescer whose every call holds one connection of `db` (on PGlite, the one) for its group: `many` answers
 * each item, or `undefined` for an item that should run alone (`one`, on the same connection) — for example one
 * that raised and was rolled back inside the batch; if `many` throws (nothing of it was written), each item runs
 * alone, so each gets exactly the outcome it would have had without batching. A group of one runs `one` directly.
 * The casino's wallet calls and round bookkeeping use it (casino/wallet-batch.ts, rounds.ts, seeds.ts,
 * sessions.ts).
 */
export function connectionCoalescer<I, O>(options: {
  db: Db;
  one(item: I, ex: Executor): Promise<O>;
  many(items: I[], ex: Executor): Promise<(O | undefined)[]>;
  /** At most this many in one call (bounds the first one's wait). Default 64. */
  max?: number;
}): Coalescer<I, O> {
  const alone = async (item: I, ex: Executor): Promise<PromiseSettledResult<O>> => {
    try {
      return { status: 'fulfilled', value: await options.one(item, ex) };
    } catch (reason) {
      return { status: 'rejected', reason };
    }
  };
  const group = async (items: I[], ex: Executor): Promise<PromiseSettledResult<O>[]> => {
    if (items.length === 1) return [await alone(items[0] as I, ex)];
    let results: (O | undefined)[];
    try {
      results = await options.many(items, ex);
    } catch {
      results = [];
    }
    const answers: PromiseSettledResult<O>[] = [];
    for (const [index, item] of items.entries()) {
      const result = results[index];
      answers.push(result === undefined ? await alone(item, ex) : { status: 'fulfilled', value: result });
    }
    return answers;
  };
  return new Coalescer<I, O>((items) => options.db.connection().execute((ex) => group(items, ex)), {
    maxBatch: options.max ?? 64,
  });
}
