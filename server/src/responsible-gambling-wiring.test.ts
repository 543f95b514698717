/**
 * What the composition root (routes.ts) wires between areas: the casino stake check — limits and exclusions of
 * the responsible-gambling area refuse provider-wallet bets (CONTRACTS §6 statuses, §7 rules) and the ledger does
 * not move — and the operator desk's players table showing each player's limits and exclusion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoRoutesWith } from './casino';
import { directSession } from './casino/sessions';
import { fundedPlayer, headerAuth, walletCall } from './casino/testing';
import { limitsDeskColumns, limitsRoutes } from './limits';
import { casinoStakeCheck } from './routes';
import { openTestServer, type TestServer } from './testing';
import { balanceOf } from './wallet';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer({
    auth: headerAuth,
    modules: [casinoRoutesWith({ stakeCheck: casinoStakeCheck }), limitsRoutes],
  });
});
afterAll(() => server.close());

async function player(balanceMinor: number) {
  const p = await fundedPlayer(server, balanceMinor);
  const session = await directSession(server.database.db, {
    owner: `u:${p.userId}`,
    userId: p.userId,
    gameId: 9001,
    currency: 'KZT',
    at: new Date(server.deps.clock.now()),
  });
  const limits = (path: string, body: unknown) =>
    server.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-user': String(p.userId) },
      body: JSON.stringify(body),
    });
  return { ...p, token: session.token, limits };
}

const bet = (token: string, uuid: string, amount: number) => ({
  request_uuid: `req-${uuid}`,
  token,
  transaction_uuid: uuid,
  round: `round-${uuid}`,
  game_id: 9001,
  amount,
  currency: 'KZT',
});

describe('casino stakes and responsible gambling', () => {
  it('a wager limit refuses the bet that would pass it, and allows the one that fits', async () => {
    const p = await player(100_000);
    expect((await p.limits('/web-api/limits', { type: 'wager', period: 'day', amount: 50 })).status).toBe(200);
    const over = await walletCall(server, 'bet', bet(p.token, `over-${p.userId}`, 6_000));
    expect(over.body.status).toBe('limit_reached');
    expect(await balanceOf(server.database.db, p.accountId)).toBe(100_000);
    const fits = await walletCall(server, 'bet', bet(p.token, `fits-${p.userId}`, 5_000));
    expect(fits.body).toMatchObject({ status: 'ok', balance: 95_000 });
  });

  it('a self-excluded player cannot stake, and a time-out refuses too', async () => {
    const excluded = await player(10_000);
    expect((await excluded.limits('/web-api/limits/action', { action: 'self-exclusion', duration: 6 })).status).toBe(
      200,
    );
    const refused = await walletCall(server, 'bet', bet(excluded.token, `ex-${excluded.userId}`, 100));
    expect(refused.body.status).toBe('self_excluded');
    expect(await balanceOf(server.database.db, excluded.accountId)).toBe(10_000);

    const resting = await player(10_000);
    expect((await resting.limits('/web-api/limits/action', { action: 'timeout', duration: 24 })).status).toBe(200);
    expect((await walletCall(server, 'bet', bet(resting.token, `to-${resting.userId}`, 100))).body.status).toBe(
      'self_excluded',
    );
    expect(await balanceOf(server.database.db, resting.accountId)).toBe(10_000);
  });

  it('under the check, 100 concurrent copies of one bet post once and all get the same answer', async () => {
    const p = await player(10_000);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => walletCall(server, 'bet', bet(p.token, `copies-${p.userId}`, 700))),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]?.body).toMatchObject({ status: 'ok', balance: 9_300 });
    expect(await balanceOf(server.database.db, p.accountId)).toBe(9_300);
  });
});

describe("the in-house games answer the player's call with the full refusal", () => {
  const play = (userId: number, amount: number) =>
    server.fetch('/web-api/casino/originals/dice/play', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-user': String(userId) },
      body: JSON.stringify({ amount, params: { target: 50, over: true } }),
    });

  it('a reached wager limit is 403 limit_reached with type, period and remaining; nothing moves', async () => {
    const p = await player(100_000);
    expect((await p.limits('/web-api/limits', { type: 'wager', period: 'day', amount: 50 })).status).toBe(200);
    const refused = await play(p.userId, 60);
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { errors: Array<{ code: string }>; data: unknown };
    expect(body.errors[0]?.code).toBe('limit_reached');
    expect(body.data).toEqual({ type: 'wager', period: 'day', remaining: 50 });
    expect(await balanceOf(server.database.db, p.accountId)).toBe(100_000);
    expect((await play(p.userId, 50)).status).toBe(200);
  });

  it('a time-out is 403 timeout_active and a self-exclusion 403 self_excluded, each with its end time', async () => {
    const resting = await player(10_000);
    const timeout = await resting.limits('/web-api/limits/action', { action: 'timeout', duration: 24 });
    const until = ((await timeout.json()) as { data: { until: string } }).data.until;
    const refused = await play(resting.userId, 1);
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { errors: Array<{ code: string }>; data: unknown };
    expect(body.errors[0]?.code).toBe('timeout_active');
    expect(body.data).toEqual({ until });

    const excluded = await player(10_000);
    await excluded.limits('/web-api/limits/action', { action: 'self-exclusion', duration: 'permanent' });
    const closed = (await (await play(excluded.userId, 1)).json()) as {
      errors: Array<{ code: string }>;
      data: unknown;
    };
    expect(closed.errors[0]?.code).toBe('self_excluded');
    expect(closed.data).toEqual({ until: null });
    expect(await balanceOf(server.database.db, excluded.accountId)).toBe(10_000);
  });
});

describe('the operator desk players table', () => {
  it("shows a player's exclusion with its end, and limits with a pending raise", async () => {
    const p = await player(0);
    expect((await p.limits('/web-api/limits', { type: 'deposit', period: 'week', amount: 40 })).status).toBe(200);
    expect((await p.limits('/web-api/limits', { type: 'deposit', period: 'week', amount: 90 })).status).toBe(200);
    expect((await p.limits('/web-api/limits/action', { action: 'timeout', duration: 48 })).status).toBe(200);
    const [protection, limits] = limitsDeskColumns;
    const state = (await protection?.cells(server.deps, [p.userId]))?.get(p.userId);
    expect(state).toMatch(/^timeout until \d{4}-\d\d-\d\dT/);
    const listed = (await limits?.cells(server.deps, [p.userId]))?.get(p.userId);
    expect(listed).toMatch(/^deposit\/week 4000 KZT minor \(→ 9000 at \d{4}-/);
    const untouched = await player(0);
    expect((await protection?.cells(server.deps, [untouched.userId]))?.get(untouched.userId)).toBe('open');
  });
});
