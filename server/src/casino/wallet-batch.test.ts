/**
 * Wallet calls coalesced into one statement on PGlite (wallet-batch.ts, migration 0570): each call of a batch gets
 * the answer it would get alone — a refused one among accepted ones writes nothing for itself, copies of one
 * transaction in one batch post once, a call that raises is rolled back alone. On PostgreSQL the same calls run
 * concurrently, one statement each, and must answer the same.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing';
import { balanceOf, reconcile } from '../wallet';
import { signatureOf } from './provider-wallet';
import { DEVELOPMENT_PROVIDER_SECRET } from './routes';
import { casinoServiceOf } from './service';
import { fundedPlayer, openCasinoServer, playerWithSession as sessionPlayer } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await openCasinoServer();
});
afterAll(() => server.close());

const playerWithSession = (balanceMinor: number) => sessionPlayer(server, balanceMinor);

const postings = async (reference: string) =>
  (await server.database.db.selectFrom('ledger_transactions').select('id').where('reference', '=', reference).execute())
    .length;

describe('coalesced wallet calls', () => {
  it('answers each call of one batch as alone: a refused one writes nothing, copies post once', async () => {
    const p = await playerWithSession(1_000);
    const { wallet } = casinoServiceOf(server.deps);
    const db = server.database.db;
    const call = (kind: string, uuid: string, round: string, amount: number, token = p.token) => {
      const raw = JSON.stringify({
        request_uuid: `req-${uuid}-${Math.random()}`,
        token,
        transaction_uuid: uuid,
        round,
        game_id: 9001,
        amount,
        currency: 'KZT',
      });
      return wallet.handle(db, kind, raw, signatureOf(DEVELOPMENT_PROVIDER_SECRET, raw));
    };
    const before = wallet.batchStats ? { ...wallet.batchStats } : undefined;
    const calls: [string, string, string, number, string?][] = [
      ['bet', 'b-1', 'r-1', 600],
      ['bet', 'b-2', 'r-2', 600],
      ['bet', 'b-1', 'r-1', 600],
      ['bet', 'b-3', 'r-3', 300],
      ['bet', 'b-4', 'r-4', 1, 'no-such-token'],
      ['win', 'w-3', 'r-3', 50],
      ['bet', 'b-3', 'r-3', 300],
    ];
    // PGlite: sent without waiting, they queue while the first takes the connection and go as one statement, in
    // this order. PostgreSQL batches nothing (concurrent calls would run in any order): one after the other.
    const answers =
      server.database.kind === 'pglite'
        ? await Promise.all(calls.map((c) => call(...c)))
        : await calls.reduce<Promise<Awaited<ReturnType<typeof call>>[]>>(
            async (done, c) => [...(await done), await call(...c)],
            Promise.resolve([]),
          );
    expect(answers.map((a) => [a.transaction_uuid, a.status, a.balance])).toEqual([
      ['b-1', 'ok', 400],
      ['b-2', 'insufficient_funds', 400],
      ['b-1', 'ok', 400],
      ['b-3', 'ok', 100],
      ['b-4', 'invalid_token', 0],
      ['w-3', 'ok', 150],
      ['b-3', 'ok', 100],
    ]);
    if (wallet.batchStats && before) {
      expect(wallet.batchStats.items - before.items).toBe(7);
      expect(wallet.batchStats.calls - before.calls).toBeLessThan(7);
    }
    expect(await balanceOf(db, p.accountId)).toBe(150);
    expect(await postings('casino:b-1')).toBe(1);
    expect(await postings('casino:b-2')).toBe(0);
    expect(await postings('casino:b-3')).toBe(1);
    expect(await postings('casino:w-3')).toBe(1);
    expect((await reconcile(db)).ok).toBe(true);
  });

  it('rolls back a call that raises inside a batch alone; the others stand', async () => {
    const p = await playerWithSession(1_000);
    const db = server.database.db;
    const at = new Date(server.deps.clock.now()).toISOString();
    const { rows } = await sql<{ ord: number; status: string | null; balance: number | null; error: string | null }>`
      select ord, status, balance, error from casino_wallet_calls(
        array['bet', 'no-such-call', 'bet']::text[], array['x-1', 'x-2', 'x-3']::text[],
        array[${p.token}, ${p.token}, ${p.token}]::text[], array['KZT', 'KZT', 'KZT']::text[],
        array['xr-1', 'xr-2', 'xr-3']::text[], array[100, 200, 300]::bigint[], array[null, null, null]::text[],
        array[${at}, ${at}, ${at}]::timestamptz[])`.execute(db);
    expect(rows.map((r) => [r.ord, r.status, r.balance === null ? null : Number(r.balance)])).toEqual([
      [1, 'ok', 900],
      [2, null, null],
      [3, 'ok', 600],
    ]);
    expect(rows[1]?.error).toMatch(/unknown wallet call/);
    const stored = await db
      .selectFrom('casino_wallet_transactions')
      .select('transaction_uuid')
      .where('transaction_uuid', 'in', ['x-1', 'x-2', 'x-3'])
      .orderBy('transaction_uuid')
      .execute();
    expect(stored.map((r) => r.transaction_uuid)).toEqual(['x-1', 'x-3']);
    expect(await balanceOf(db, p.accountId)).toBe(600);
    expect((await reconcile(db)).ok).toBe(true);
  });
});

describe('concurrent rounds of one player', () => {
  it('take consecutive nonces and their own rows, and move the balance by exactly stake − payout', async () => {
    const p = await fundedPlayer(server, 100_000);
    const play = async () => {
      const response = await server.app.fetch(
        new Request(`${server.url}/web-api/casino/originals/dice/play`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-test-user': String(p.userId) },
          body: JSON.stringify({ amount: 10, params: { target: 50, over: true } }),
        }),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { roundId: number; nonce: number; payout: number } }).data;
    };
    await play();
    // Sent at once: on PGlite their look-ups, nonces, round rows and wallet calls go together.
    const rounds = [await play(), ...(await Promise.all(Array.from({ length: 16 }, play)))];
    expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 17 }, (_, i) => i + 2));
    expect(new Set(rounds.map((r) => r.roundId)).size).toBe(17);
    const rows = await server.database.db
      .selectFrom('casino_rounds')
      .select(['id', 'nonce', 'status', 'stake_minor', 'payout_minor'])
      .where('owner', '=', `u:${p.userId}`)
      .execute();
    expect(rows).toHaveLength(18);
    expect(rows.every((r) => r.status === 'closed')).toBe(true);
    const moved = rows.reduce((sum, r) => sum - Number(r.stake_minor) + Number(r.payout_minor), 0);
    expect(await balanceOf(server.database.db, p.accountId)).toBe(100_000 + moved);
    expect((await reconcile(server.database.db)).ok).toBe(true);
  });
});
