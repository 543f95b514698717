/**
 * Plain bets several to a statement (migration 0575 `place_bets`): on PGlite the account reads
 * (`bet_account_and_guid`) and the placements (`place_bet`) that arrive while a call runs go together in the next
 * call (db/coalescer.ts), each answered on its own. A placement refused inside the call (insufficient funds, the
 * general path, any error) is rolled back alone in its own block and answers its SQLSTATE, which the caller sees
 * as the error the single call would have thrown; the others are placed. Should the statement fail as a whole
 * (nothing of it is then written), each item runs again on its own, so each gets the answer it would have got
 * alone. An answer is given only after the statement has committed.
 *
 * Only for a database of one connection (PGlite). On PostgreSQL each bet keeps its own statement: a batch holds
 * every player row and system balance shard it locked until its commit, and two batches could then wait on each
 * other (a shard is chosen by the ledger transaction's id, not by the player), where single bets never do.
 */

import { type Db, sql } from '../db';
import { Coalescer } from '../db/coalescer';

/** `bet_account_and_guid`'s row (0562). */
export interface AccountRow {
  account_ref: number;
  account_currency: number;
  minor_digits: number;
  code: string;
  bet: Record<string, unknown> | null;
}

/** `place_bet`'s row (0562). */
export interface PlaceBetRow {
  problem: 'market_limit' | 'player_limit' | 'duplicate' | 'general' | null;
  problem_index: number | null;
  problem_amount: number | null;
  bet: Record<string, unknown> | null;
  balance: number | null;
}

/** `place_bet`'s arguments by name (0575's `place_bet_item`). */
export interface PlaceBetArgs {
  user_id: number;
  guid: string;
  account: number;
  currency: number;
  hash: string;
  vid: number;
  system_size: number | null;
  stake: number;
  tax: number;
  coef: number;
  potential: number;
  status: string;
  auto_coef: number | null;
  drop_on_score: boolean;
  score: string;
  coupon_code: string | null;
  at: Date;
  boost: number;
  games: number[];
  types: number[];
  params: number[];
  coefs: number[];
  market_types: number[];
  market_of: number[];
  since: Date;
  digits: number;
  paid_major: number;
  market_limit: number;
  day_limit: number;
  paid: number;
  open_code: string;
  tax_code: string;
  session_gap_ms: number;
}

type Item = { op: 'lookup'; user_id: number; guid: string } | ({ op: 'place' } & PlaceBetArgs);
type Answer = (AccountRow & PlaceBetRow) | undefined;
type BatchRow = AccountRow & PlaceBetRow & { n: number; error_code: string | null; error_message: string | null };

const batches = new WeakMap<Db, Coalescer<Item, Answer>>();

/** Placements first by balance account (the order a ledger posting locks balances in), lookups before them. */
const rank = (item: Item) => (item.op === 'lookup' ? -1 : item.account);

async function placeBets(db: Db, items: Item[]): Promise<PromiseSettledResult<Answer>[]> {
  const ordered = items.map((item, n) => ({ ...item, n })).sort((a, b) => rank(a) - rank(b) || a.n - b.n);
  let rows: BatchRow[];
  try {
    ({ rows } = await sql<BatchRow>`select * from place_bets(${JSON.stringify(ordered)}::jsonb)`.execute(db));
  } catch (error) {
    if (items.length === 1) return [{ status: 'rejected', reason: error }];
    // Nothing of the statement was written: each item again, alone.
    return Promise.all(items.map(async (item) => (await placeBets(db, [item]))[0] as PromiseSettledResult<Answer>));
  }
  const byItem = new Map(rows.map((row) => [row.n, row]));
  return items.map((_, n): PromiseSettledResult<Answer> => {
    const row = byItem.get(n);
    if (!row?.error_code) return { status: 'fulfilled', value: row };
    // As the driver reports a statement's error: its message and its SQLSTATE as `code` (db pgErrorCode).
    const reason = Object.assign(new Error(row.error_message ?? row.error_code), { code: row.error_code });
    return { status: 'rejected', reason };
  });
}

/** From now on the plain bets on `db` go several to a statement (PGlite only: see above), or no longer (`false`). */
export function enablePlainBatch(db: Db, on = true): void {
  if (!on) batches.delete(db);
  else if (!batches.has(db)) batches.set(db, new Coalescer((items) => placeBets(db, items), { maxBatch: 64 }));
}

/** Calls made and items carried on `db` (undefined when batching is off). */
export function plainBatchStats(db: Db): { calls: number; items: number } | undefined {
  return batches.get(db)?.stats;
}

/** `bet_account_and_guid` in the next batch; undefined: no active money account. Undefined batch: not enabled. */
export function lookupInBatch(db: Db, userId: number, guid: string): Promise<AccountRow | undefined> | undefined {
  return batches.get(db)?.push({ op: 'lookup', user_id: userId, guid });
}

/** `place_bet` in the next batch, rejecting as the call alone would; undefined when batching is not enabled. */
export function placeInBatch(db: Db, args: PlaceBetArgs): Promise<PlaceBetRow> | undefined {
  const batch = batches.get(db);
  if (!batch) return undefined;
  return batch.push({ op: 'place', ...args }).then((row) => {
    if (!row) throw new Error('place_bets answered no row for a placement');
    return row;
  });
}
