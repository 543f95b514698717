/**
 * Group commit for the embedded database. PGlite is one connection: every transaction owns it from BEGIN to
 * COMMIT, and the transactions of concurrent requests run one after the other anyway. So the money operations
 * that arrive while one runs are queued and run together in one transaction, each inside a SAVEPOINT of its own:
 * an operation that fails is rolled back to its savepoint and rejected alone, the others go on, and N operations
 * share one BEGIN and one COMMIT. Each caller's promise settles only after that COMMIT (never before its work is
 * durable).
 *
 * Deferred constraints (the ledger's balanced-transaction check) fire at COMMIT, where a failure would belong to
 * no one member: then the group is retried one member per transaction, so each gets the answer it would have got
 * alone. A member's work therefore must be a plain transaction body (database work on `trx`, nothing outside it
 * that cannot run twice) — which is what a transaction body already has to be.
 *
 * PostgreSQL has a pool of connections and real concurrency: there `transact` is an ordinary transaction.
 */
import { sql } from 'kysely';
import type { Db, Executor, Trx } from './index';

interface Member {
  work: (trx: Trx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** At most this many operations share one commit (bounds how long the first of them waits). */
export const GROUP_COMMIT_MAX = 32;

class GroupCommit {
  #queue: Member[] = [];
  #running = false;
  /** Transactions committed and operations run in them, since the start (tests and benchmarks read them). */
  readonly stats = { commits: 0, operations: 0 };

  constructor(private readonly db: Db) {}

  run<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#running) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#running = true;
    try {
      while (this.#queue.length > 0) await this.#runGroup();
    } finally {
      this.#running = false;
    }
  }

  async #runGroup(): Promise<void> {
    const members: Member[] = [];
    const outcomes: Outcome[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        // Whatever queued while the connection was being acquired joins, and so does what queues meanwhile.
        while (this.#queue.length > 0 && members.length < GROUP_COMMIT_MAX) {
          const member = this.#queue.shift() as Member;
          members.push(member);
          outcomes.push(await runInSavepoint(trx, member));
        }
      });
    } catch {
      // The COMMIT (or BEGIN) failed: nothing of the group was written. Each member again, on its own.
      for (const member of members) {
        try {
          member.resolve(await this.db.transaction().execute(member.work));
        } catch (error) {
          member.reject(error);
        }
      }
      this.stats.commits += members.length;
      this.stats.operations += members.length;
      return;
    }
    this.stats.commits += 1;
    this.stats.operations += members.length;
    members.forEach((member, i) => {
      const outcome = outcomes[i] as Outcome;
      if (outcome.ok) member.resolve(outcome.value);
      else member.reject(outcome.error);
    });
  }
}

async function runInSavepoint(trx: Trx, member: Member): Promise<Outcome> {
  await sql`savepoint group_member`.execute(trx);
  try {
    const value = await member.work(trx);
    await sql`release savepoint group_member`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    await sql`rollback to savepoint group_member`.execute(trx);
    await sql`release savepoint group_member`.execute(trx);
    return { ok: false, error };
  }
}

const groups = new WeakMap<Db, GroupCommit>();

/** Makes `transact` on `db` group its transactions (openDatabase does it for PGlite). */
export function enableGroupCommit(db: Db): void {
  if (!groups.has(db)) groups.set(db, new GroupCommit(db));
}

/** How many commits and operations `transact` ran on `db` (undefined without group commit). */
export function groupCommitStats(db: Db): { commits: number; operations: number } | undefined {
  return groups.get(db)?.stats;
}

/**
 * Runs `work` in a transaction: committed when it resolves, rolled back when it throws. On PGlite, concurrent
 * calls share one commit (each in its own savepoint); inside an existing transaction it just runs there.
 */
export function transact<T>(executor: Executor, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (executor.isTransaction) return work(executor as Trx);
  const group = groups.get(executor as Db);
  return group ? group.run(work) : (executor as Db).transaction().execute(work);
}
