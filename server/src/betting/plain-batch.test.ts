import { noTaxes } from '@betframe/sdk/betting';
import type { MakeBetRequest } from '@betframe/sdk/feed';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, reconcile } from '../wallet';
import { plainBatchStats } from './plain-batch';
import { type BettingHarness, openBettingHarness } from './test-support';

// Plain bets several to a statement (plain-batch.ts, migration 0575): bets that start together share one
// `place_bets` call for their account reads and one for their placements, each answered as if placed alone.
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({ taxes: { ...noTaxes, stakeTaxPercent: 10 } });
});
afterAll(async () => {
  await h?.close();
});

function bet(guid: string, summ: number, skip = 3): MakeBetRequest {
  const game = h.upcoming(1, skip);
  const o = h.outcome(game, 1);
  return {
    couponEvents: [{ gameId: game.id, type: o.type, param: o.param, coef: o.coef }],
    summ,
    vid: 0,
    checkCf: 0,
    betGuid: guid,
  } as MakeBetRequest;
}

/** Places every bet at once (one turn of the event loop); each one's answer or refusal code. */
async function placeTogether(bets: Array<[number, MakeBetRequest]>) {
  const before = { ...(plainBatchStats(h.database.db) ?? { calls: 0, items: 0 }) };
  const answers = await Promise.all(
    bets.map(([user, req]) =>
      h.engine.place(user, req).then(
        (r) => ({ betId: r.bet.betId, balance: r.balance, repeated: r.repeated }),
        (error: { code?: string }) => error.code ?? String(error),
      ),
    ),
  );
  const after = plainBatchStats(h.database.db) ?? { calls: 0, items: 0 };
  return { answers, calls: after.calls - before.calls, items: after.items - before.items };
}

const betsOf = async (userId: number) =>
  (await sql<{ id: number }>`select id from bets where user_id = ${userId}`.execute(h.database.db)).rows;

describe('plain bets several to a statement', () => {
  it('places the others when one bet of the batch is refused, and the refused one writes nothing', async () => {
    const [rich1, poor, rich2] = [await h.fund(701, 50), await h.fund(702, 1), await h.fund(703, 50)];
    const { answers, calls, items } = await placeTogether([
      [701, bet('batch-rich-1', 10)],
      [702, bet('batch-poor-1', 5)],
      [703, bet('batch-rich-2', 20)],
    ]);
    // Three account reads in one call, three placements in the next (PostgreSQL: each bet on its own statement).
    if (h.database.kind === 'pglite') expect({ calls, items }).toEqual({ calls: 2, items: 6 });
    expect(answers[1]).toBe('insufficient_funds');
    expect(answers[0]).toMatchObject({ balance: 40, repeated: false });
    expect(answers[2]).toMatchObject({ balance: 30, repeated: false });
    expect(await betsOf(702)).toHaveLength(0);
    expect(await balanceOf(h.database.db, poor)).toBe(100);
    expect([await balanceOf(h.database.db, rich1), await balanceOf(h.database.db, rich2)]).toEqual([4000, 3000]);
    const { rows } = await sql`select 1 from rg_play_sessions where user_id = 702`.execute(h.database.db);
    expect(rows).toHaveLength(0);
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });

  it('never overdraws a player whose bets share a batch: as many placed as the balance pays', async () => {
    const account = await h.fund(704, 10);
    const { answers, calls } = await placeTogether(
      Array.from({ length: 16 }, (_, i) => [704, bet(`batch-rush-${i}`, 1, 3 + (i % 4))] as [number, MakeBetRequest]),
    );
    if (h.database.kind === 'pglite') expect(calls).toBe(2);
    // A bet of 1 pays 1 (its 10 % tax inside): ten fit into 10; the other six are refused for the money alone.
    expect(answers.filter((a) => typeof a === 'object')).toHaveLength(10);
    expect(answers.filter((a) => typeof a !== 'object')).toEqual(Array(6).fill('insufficient_funds'));
    expect(await betsOf(704)).toHaveLength(10);
    expect(await balanceOf(h.database.db, account)).toBe(0);
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });

  it('places a bet once when its repeats share the batch, and every repeat answers that bet', async () => {
    const account = await h.fund(705, 20);
    const req = bet('batch-same-guid', 5);
    const { answers, calls } = await placeTogether([
      [705, req],
      [705, req],
      [705, req],
    ]);
    if (h.database.kind === 'pglite') expect(calls).toBe(2);
    const placed = answers as Array<{ betId: number; balance: number; repeated: boolean }>;
    expect(new Set(placed.map((a) => a.betId)).size).toBe(1);
    expect(placed.filter((a) => !a.repeated)).toHaveLength(1);
    expect(await betsOf(705)).toHaveLength(1);
    expect(await balanceOf(h.database.db, account)).toBe(1500);
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });

  it('runs each item again on its own when the statement fails as a whole, and each gets its own answer', async () => {
    if (h.database.kind !== 'pglite') return; // PostgreSQL places each bet on its own statement.
    const db = h.database.db;
    // A place_bets that fails whenever it carries more than one item (as a failed commit would), else the real one.
    await sql`alter function place_bets(jsonb) rename to place_bets_real`.execute(db);
    await sql`create function place_bets(p_items jsonb) returns table (n integer, problem text,
        problem_index integer, problem_amount bigint, bet jsonb, balance bigint, account_ref bigint,
        account_currency integer, minor_digits integer, code text, error_code text, error_message text)
      language plpgsql as $$
      begin
        if jsonb_array_length(p_items) > 1 then raise exception 'the batch failed'; end if;
        return query select * from place_bets_real(p_items);
      end $$`.execute(db);
    try {
      const [a, poor] = [await h.fund(706, 30), await h.fund(707, 1)];
      const { answers, calls, items } = await placeTogether([
        [706, bet('batch-rerun-1', 10)],
        [707, bet('batch-rerun-2', 5)],
        [706, bet('batch-rerun-3', 10)],
      ]);
      expect({ calls, items }).toEqual({ calls: 2, items: 6 });
      expect(answers[1]).toBe('insufficient_funds');
      expect(answers.filter((x) => typeof x === 'object')).toHaveLength(2);
      expect([await balanceOf(db, a), await balanceOf(db, poor)]).toEqual([1000, 100]);
      expect((await reconcile(db)).ok).toBe(true);
    } finally {
      await sql`drop function place_bets(jsonb)`.execute(db);
      await sql`alter function place_bets_real(jsonb) rename to place_bets`.execute(db);
    }
  });
});
