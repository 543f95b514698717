/**
 * Wallet-side coalescing for PGlite (migration 0570 `casino_wallet_calls`, through db/coalescer.ts): the wallet calls
 * that arrive while one is in flight go together in the next statement — one statement carrying N calls, each run
 * exactly as `casino_wallet_call` runs it alone and answered with its own stored answer. On PGlite a statement's
 * fixed cost (protocol round, transaction, commit with its write to the data folder) is most of a small call, so
 * N calls in one cost little more than one. A call that raises inside the batch is rolled back alone (its own
 * subtransaction) and run again alone, so it gets exactly the outcome it would have had; if the statement itself
 * fails (its commit: the ledger's deferred balance check), every call of it is run alone. PostgreSQL is not
 * batched (see the migration): there each call is its own statement on the pool.
 */
import type { WalletCall, WalletRequest } from '@betframe/sdk/casino';
import { sql } from 'kysely';
import type { Db, Executor } from '../db';
import { type Coalescer, connectionCoalescer } from '../db/coalescer';

/** What casino_wallet_call answers (provider-wallet.ts reads it). */
export interface CallRow {
  status: string;
  balance: number | string;
  currency: string;
  user_id: number | null;
  currency_id: number | null;
  stake_minor: number | string;
}

export interface QueuedCall {
  call: WalletCall;
  req: WalletRequest;
  at: Date;
}

export interface WalletBatcher {
  readonly db: Db;
  push(queued: QueuedCall): Promise<CallRow>;
  /** Database calls made and wallet calls carried (tests and the bench read the batch size from them). */
  readonly stats: Coalescer<QueuedCall, CallRow>['stats'];
}

export function createWalletBatcher(
  db: Db,
  /** One call alone (casino_wallet_call), as the wallet runs it without batching. */
  single: (ex: Executor, call: WalletCall, req: WalletRequest, at: Date) => Promise<CallRow>,
): WalletBatcher {
  const coalescer = connectionCoalescer<QueuedCall, CallRow>({
    db,
    one: ({ call, req, at }, ex) => single(ex, call, req, at),
    async many(group, ex) {
      const text = (pick: (q: QueuedCall) => string | null) => group.map(pick);
      const { rows } = await sql<CallRow & { ord: number; error: string | null }>`select * from casino_wallet_calls(
        ${text((q) => q.call)}::text[], ${text((q) => q.req.transaction_uuid)}::text[],
        ${text((q) => q.req.token)}::text[], ${text((q) => q.req.currency)}::text[],
        ${text((q) => q.req.round)}::text[], ${group.map((q) => q.req.amount)}::bigint[],
        ${text((q) => q.req.reference_transaction_uuid ?? null)}::text[],
        ${group.map((q) => q.at.toISOString())}::timestamptz[])`.execute(ex);
      const byOrder = new Map(rows.map((row) => [row.ord, row]));
      // A call that raised in the batch (error set) runs again alone.
      return group.map((_, index) => {
        const row = byOrder.get(index + 1);
        return row && row.error === null ? row : undefined;
      });
    },
  });
  return { db, stats: coalescer.stats, push: (queued) => coalescer.push(queued) };
}
