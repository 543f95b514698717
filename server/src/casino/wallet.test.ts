/**
 * The provider wallet (CONTRACTS §6): signatures, idempotency under concurrency, rollback once, no win after a
 * rollback, and a balance that never goes negative under 1,000 concurrent rounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsBalanceOf } from '../loyalty';
import type { TestServer } from '../testing';
import { balanceOf, reconcile } from '../wallet';
import { openCasinoServer, playerWithSession as sessionPlayer, walletCall } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await openCasinoServer();
});
afterAll(() => server.close());

const playerWithSession = (balanceMinor: number) => sessionPlayer(server, balanceMinor);

const body = (token: string, uuid: string, round: string, amount: number, extra: Record<string, unknown> = {}) => ({
  request_uuid: `req-${uuid}`,
  token,
  transaction_uuid: uuid,
  round,
  game_id: 9001,
  amount,
  currency: 'KZT',
  ...extra,
});

const postings = async (reference: string) =>
  (await server.database.db.selectFrom('ledger_transactions').select('id').where('reference', '=', reference).execute())
    .length;

describe('provider wallet', () => {
  it('refuses a bad signature and a forged body, and moves nothing', async () => {
    const p = await playerWithSession(10_000);
    const forged = await walletCall(server, 'bet', body(p.token, 'forged-1', 'r-forged', 500), 'not-the-secret-at-all');
    expect(forged).toMatchObject({ status: 401, body: { status: 'invalid_signature' } });
    const unsigned = await server.fetch('/provider-api/v1/wallet/bet', {
      method: 'POST',
      body: JSON.stringify(body(p.token, 'forged-2', 'r', 1)),
    });
    expect((await unsigned.json()).status).toBe('invalid_signature');
    expect(await balanceOf(server.database.db, p.accountId)).toBe(10_000);
    expect((await walletCall(server, 'bet', body('no-such-token', 'forged-3', 'r', 1))).body.status).toBe(
      'invalid_token',
    );
  });

  it('100 concurrent copies of one bet post once and all get the same answer', async () => {
    const p = await playerWithSession(10_000);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => walletCall(server, 'bet', body(p.token, 'same-bet', 'r-same', 700))),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]?.body).toEqual({ status: 'ok', balance: 9_300, currency: 'KZT', transaction_uuid: 'same-bet' });
    expect(await balanceOf(server.database.db, p.accountId)).toBe(9_300);
    expect(await postings('casino:same-bet')).toBe(1);
  });

  it('a rollback refunds its bet once, and a win after it is refused', async () => {
    const p = await playerWithSession(5_000);
    expect((await walletCall(server, 'bet', body(p.token, 'rb-bet', 'r-rb', 1_000))).body.balance).toBe(4_000);
    const first = await walletCall(
      server,
      'rollback',
      body(p.token, 'rb-1', 'r-rb', 0, { reference_transaction_uuid: 'rb-bet' }),
    );
    const again = await walletCall(
      server,
      'rollback',
      body(p.token, 'rb-2', 'r-rb', 0, { reference_transaction_uuid: 'rb-bet' }),
    );
    const repeat = await walletCall(
      server,
      'rollback',
      body(p.token, 'rb-1', 'r-rb', 0, { reference_transaction_uuid: 'rb-bet' }),
    );
    expect([first.body.status, again.body.status, repeat.body]).toEqual(['ok', 'ok', first.body]);
    expect(await balanceOf(server.database.db, p.accountId)).toBe(5_000);
    const win = await walletCall(server, 'win', body(p.token, 'rb-win', 'r-rb', 3_000));
    expect(win.body.status).toBe('round_closed');
    expect(await balanceOf(server.database.db, p.accountId)).toBe(5_000);
    const unknown = await walletCall(
      server,
      'rollback',
      body(p.token, 'rb-3', 'r-x', 0, { reference_transaction_uuid: 'nope' }),
    );
    expect(unknown.body.status).toBe('unknown_transaction');
  });

  it('a bet above the balance is refused with insufficient_funds and the same answer when repeated', async () => {
    const p = await playerWithSession(100);
    const refused = await walletCall(server, 'bet', body(p.token, 'big-bet', 'r-big', 101));
    expect(refused.body).toMatchObject({ status: 'insufficient_funds', balance: 100 });
    expect((await walletCall(server, 'bet', body(p.token, 'big-bet', 'r-big', 101))).body).toEqual(refused.body);
    expect((await walletCall(server, 'balance', body(p.token, 'bal', 'r-big', 0))).body.balance).toBe(100);
  });

  it("a won round's win earns its loyalty points once (the win's hooks), copies of it included", async () => {
    const p = await playerWithSession(10_000);
    expect((await walletCall(server, 'bet', body(p.token, 'pt-bet', 'r-pt', 1_000))).body.balance).toBe(9_000);
    // 10 KZT staked at 0.5 points a unit: 5 points, and the win is paid.
    const wins = await Promise.all(
      Array.from({ length: 10 }, () => walletCall(server, 'win', body(p.token, 'pt-win', 'r-pt', 1_500))),
    );
    expect(new Set(wins.map((w) => JSON.stringify(w.body))).size).toBe(1);
    expect(wins[0]?.body).toMatchObject({ status: 'ok', balance: 10_500 });
    expect(await pointsBalanceOf(server.database.db, p.userId)).toBe(5);
    expect((await walletCall(server, 'win', body(p.token, 'pt-win-2', 'r-pt', 1_500))).body.status).toBe(
      'round_closed',
    );
    expect(await pointsBalanceOf(server.database.db, p.userId)).toBe(5);
    expect(await balanceOf(server.database.db, p.accountId)).toBe(10_500);
    expect((await reconcile(server.database.db)).ok).toBe(true);
  });

  it('1,000 concurrent rounds against one balance never take it below zero', async () => {
    const p = await playerWithSession(25_000);
    const answers = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) =>
        walletCall(server, 'bet', body(p.token, `many-${i}`, `r-many-${i}`, 100)),
      ),
    );
    const accepted = answers.filter((a) => a.body.status === 'ok').length;
    expect(accepted).toBe(250);
    expect(answers.filter((a) => a.body.status === 'insufficient_funds')).toHaveLength(750);
    expect(await balanceOf(server.database.db, p.accountId)).toBe(0);
    expect((await reconcile(server.database.db)).ok).toBe(true);
  }, 90_000);
});
