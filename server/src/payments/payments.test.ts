import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResolver } from '../app/types';
import { siteConfigRoutes } from '../site-config/routes';
import { openTestServer, type TestServer } from '../testing';
import { openPlayerAccount, postTransfer, systemAccounts } from '../wallet';
import { reconcile } from '../wallet/reconcile';
import { walletRoutes } from '../wallet/routes';
import { paymentRoutes } from './routes';
import { historyPageSize } from './service';

// The accounts area resolves real sessions; these tests only need "who is calling", behind the same interface.
const headerAuth: AuthResolver = {
  resolve: async (c) => {
    const id = Number(c.req.header('x-test-user'));
    return Number.isSafeInteger(id) && id > 0 ? { id } : null;
  },
};

let server: TestServer;
let nextUser = 100;

beforeAll(async () => {
  server = await openTestServer({ auth: headerAuth, modules: [walletRoutes, paymentRoutes, siteConfigRoutes] });
}, 120_000);
afterEach(async () => {
  const report = await reconcile(server.database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});
afterAll(async () => {
  await server.close();
}, 60_000);

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered and assert on it.
type ApiBody = { success: boolean; data: any; errors?: any };

function as(userId: number) {
  const json = async (method: string, path: string, body?: unknown) => {
    const res = await server.fetch(path, {
      method,
      headers: { 'x-test-user': String(userId), 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as ApiBody };
  };
  return {
    get: (path: string) => json('GET', path),
    post: (path: string, body: unknown = {}) => json('POST', path, body),
  };
}

async function newPlayer(currencyId = 1) {
  const userId = nextUser++;
  const player = as(userId);
  const created = await player.post('/web-api/account/currency/create', { currency_id: currencyId });
  expect(created.status).toBe(200);
  return { userId, player, accountId: created.body.data.account.id as number };
}

/** Deposits through the sandbox checkout exactly as a browser would: page, then the chosen form. */
async function deposit(
  player: ReturnType<typeof as>,
  amount: string | number,
  outcome: 'approved' | 'declined' = 'approved',
) {
  const started = await player.post('/web-api/payments/recharge', { amount });
  expect(started.status).toBe(200);
  const checkout = new URL(started.body.data.redirectUrl);
  const pageRes = await server.fetch(`${checkout.pathname}${checkout.search}`);
  expect(pageRes.status).toBe(200);
  const html = await pageRes.text();
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/g)].find((m) =>
    m[2]?.includes(`value="${outcome}"`),
  );
  expect(form).toBeDefined();
  const fields = new URLSearchParams();
  for (const input of form?.[2]?.matchAll(/name="([^"]+)" value="([^"]*)"/g) ?? [])
    fields.set(input[1] ?? '', input[2] ?? '');
  const res = await server.fetch(form?.[1] ?? '', { method: 'POST', body: fields, redirect: 'manual' });
  expect(res.status).toBe(200);
  return { paymentId: started.body.data.paymentId as number, fields };
}

const balance = async (player: ReturnType<typeof as>) => {
  const res = await player.get('/web-api/account/balance');
  return res.body.data.accounts.find((a: { isActive: boolean }) => a.isActive)?.moneyMinor as number;
};

describe('currency accounts', () => {
  it('answers 401 without a signed-in player', async () => {
    const res = await server.fetch('/web-api/account/balance');
    expect(res.status).toBe(401);
    expect((await res.json()).errors[0].code).toBe('unauthorized');
  });

  it('creates, lists, activates and deletes currency accounts with the SPEC account fields', async () => {
    const { player, accountId } = await newPlayer(1);
    const usd = await player.post('/web-api/account/currency/create', { currency_id: 10 });
    expect(usd.status).toBe(200);
    const listed = await player.get('/web-api/account/balance');
    const rub = listed.body.data.accounts.find((a: { id: number }) => a.id === accountId);
    expect(rub).toMatchObject({
      type: 'money',
      money: 0,
      currencyIso: 'RUB',
      currencySymbol: '₽',
      isActive: true,
      currencyId: 1,
      amountOfUnplacedBets: 0,
      points: 0,
      isBonusAccount: false,
      isPointsTypeBalance: false,
      labelNameWithSymbol: 'Russian ruble (₽)',
      labelNameWithIso: 'Russian ruble (RUB)',
    });
    expect((await player.post('/web-api/account/currency/create', { currency_id: 10 })).status).toBe(409);
    expect((await player.post('/web-api/account/currency/create', { currency_id: 777 })).status).toBe(400);
    const usdId = usd.body.data.account.id;
    const activated = await player.post('/web-api/account/set-active', { account_id: usdId });
    expect(activated.body.data.accounts[0]).toMatchObject({ id: usdId, isActive: true });
    expect((await player.post('/web-api/account/currency/delete', { account_id: usdId })).status).toBe(409);
    await player.post('/web-api/account/set-active', { account_id: accountId });
    const deleted = await player.post('/web-api/account/currency/delete', { account_id: usdId });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.accounts).toHaveLength(1);
  });

  it('does not let a player touch another player’s account', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    expect((await b.player.post('/web-api/account/set-active', { account_id: a.accountId })).status).toBe(404);
    expect((await b.player.post('/web-api/account/currency/delete', { account_id: a.accountId })).status).toBe(404);
    expect((await b.player.post('/web-api/payments/deduce', { amount: 1, account_id: a.accountId })).status).toBe(404);
  });
});

describe('deposits through the sandbox provider', () => {
  it('describes the deposit form: provider, limits, accounts', async () => {
    const { player, accountId } = await newPlayer();
    const res = await player.get('/web-api/account/recharge-data');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ providers: [{ id: 'sandbox' }], minAmount: 0.01, maxAmount: 10_000_000 });
    expect(res.body.data.accounts[0].id).toBe(accountId);
  });

  it('credits the account when the checkout is approved', async () => {
    const { player } = await newPlayer();
    await deposit(player, '12.34');
    expect(await balance(player)).toBe(1234);
  });

  it('leaves the balance alone when the checkout is declined, and cannot be approved afterwards', async () => {
    const { player } = await newPlayer();
    const { paymentId } = await deposit(player, 50, 'declined');
    expect(await balance(player)).toBe(0);
    const history = await player.post('/web-api/payments/history', {});
    expect(history.body.data.items[0]).toMatchObject({ id: paymentId, status: 'declined', direction: 'deposit' });
  });

  it('credits once however often the callback is replayed', async () => {
    const { player } = await newPlayer();
    const { fields } = await deposit(player, '1.5');
    for (let i = 0; i < 3; i++) {
      await server.fetch('/web-api/payments/callback/sandbox', { method: 'POST', body: fields });
    }
    expect(await balance(player)).toBe(150);
  });

  it('sends the player back to a local return path after the checkout, never to another site', async () => {
    const { player } = await newPlayer();
    const started = await player.post('/web-api/payments/recharge', {
      amount: 3,
      return_url: '/ru/office/balance?x=1',
    });
    const checkout = new URL(started.body.data.redirectUrl);
    const html = await (await server.fetch(`${checkout.pathname}${checkout.search}`)).text();
    expect(html).toContain('name="return_to" value="/ru/office/balance?x=1"');
    const fields = new URLSearchParams();
    const form = [...html.matchAll(/<form method="post" action="[^"]+">(.*?)<\/form>/g)][0]?.[1] ?? '';
    for (const input of form.matchAll(/name="([^"]+)" value="([^"]*)"/g)) fields.set(input[1] ?? '', input[2] ?? '');
    const res = await server.fetch('/web-api/payments/callback/sandbox', {
      method: 'POST',
      body: fields,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/ru/office/balance?x=1&payment=${started.body.data.paymentId}`);
    expect(await balance(player)).toBe(300);
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      expect((await player.post('/web-api/payments/recharge', { amount: 1, return_url: bad })).status).toBe(400);
    }
  });

  it('rejects a forged callback or checkout link', async () => {
    const { player } = await newPlayer();
    const started = await player.post('/web-api/payments/recharge', { amount: 5 });
    const id = started.body.data.paymentId;
    const forged = new URLSearchParams({ payment_id: String(id), outcome: 'approved', signature: 'x'.repeat(43) });
    expect((await server.fetch('/web-api/payments/callback/sandbox', { method: 'POST', body: forged })).status).toBe(
      403,
    );
    expect((await server.fetch(`/sandbox/pay/${id}?sig=nope`)).status).toBe(403);
    expect(await balance(player)).toBe(0);
  });

  it('refuses amounts with more than two decimals, zero or negative', async () => {
    const { player } = await newPlayer();
    for (const amount of ['1.001', 0, -5, '1e5', 'ten', null, 0.1 + 0.2]) {
      const res = await player.post('/web-api/payments/recharge', { amount });
      expect(res.status).toBe(400);
      expect(res.body.data.validation_errors.amount).toBeDefined();
    }
  });
});

describe('withdrawals', () => {
  it('holds the amount, then pays it out on approval', async () => {
    const { player } = await newPlayer();
    await deposit(player, 100);
    const req = await player.post('/web-api/payments/deduce', { amount: '30.50' });
    expect(req.body.data.status).toBe('pending');
    expect(await balance(player)).toBe(6950);
    const desk = await (await server.fetch('/sandbox/operator')).text();
    expect(desk).toContain(`data-request="${req.body.data.paymentId}"`);
    const decided = await server.fetch(`/sandbox/operator/${req.body.data.paymentId}/approved`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
    expect(await balance(player)).toBe(6950);
    const again = await server.fetch(`/sandbox/operator/${req.body.data.paymentId}/declined`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await balance(player)).toBe(6950);
  });

  it('returns the held amount when declined', async () => {
    const { player } = await newPlayer();
    await deposit(player, 10);
    const req = await player.post('/web-api/payments/deduce', { amount: 4 });
    expect(await balance(player)).toBe(600);
    await server.fetch(`/sandbox/operator/${req.body.data.paymentId}/declined`, { method: 'POST' });
    expect(await balance(player)).toBe(1000);
    const pending = await player.get('/web-api/payments/requests');
    expect(pending.body.data.items).toEqual([]);
  });

  it('refuses a withdrawal above the balance', async () => {
    const { player } = await newPlayer();
    await deposit(player, 1);
    const res = await player.post('/web-api/payments/deduce', { amount: '1.01' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('insufficient_funds');
    expect(await balance(player)).toBe(100);
  });

  it('approves exactly 10 of 50 simultaneous withdrawals of 1 against a balance of 10', async () => {
    const { player } = await newPlayer();
    await deposit(player, 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => player.post('/web-api/payments/deduce', { amount: 1 })),
    );
    const accepted = results.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(10);
    expect(results.filter((r) => r.status === 400)).toHaveLength(40);
    for (const r of accepted) {
      const res = await server.fetch(`/sandbox/operator/${r.body.data.paymentId}/approved`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
    }
    expect(await balance(player)).toBe(0);
    const history = await player.post('/web-api/payments/history', {});
    expect(
      history.body.data.items.filter(
        (i: { direction: string; status: string }) => i.direction === 'withdrawal' && i.status === 'approved',
      ),
    ).toHaveLength(10);
  }, 60_000);
});

describe('payment history', () => {
  it('pages by 50, newest first', async () => {
    const { player } = await newPlayer();
    for (let i = 0; i < historyPageSize + 5; i++) {
      await player.post('/web-api/payments/recharge', { amount: i + 1 });
    }
    const first = await player.post('/web-api/payments/history', { page_number: 1, is_include_archive: true });
    expect(first.body.data).toMatchObject({ pageNumber: 1, pageSize: 50, total: 55, pages: 2 });
    expect(first.body.data.items).toHaveLength(50);
    expect(first.body.data.items[0].amountMinor).toBe(5500);
    const second = await player.post('/web-api/payments/history', { page_number: '2', is_include_archive: 'false' });
    expect(second.body.data.items).toHaveLength(5);
    expect((await player.post('/web-api/payments/history', { page_number: 0 })).status).toBe(400);
  }, 60_000);
});

describe('fuzzing the wallet and payment routes', () => {
  it('answers 1,000 random and malformed bodies without a 500 or a change of balance', async () => {
    const { userId, player } = await newPlayer();
    await deposit(player, 25);
    const before = await player.get('/web-api/account/balance');
    const routes = [
      '/web-api/account/set-active',
      '/web-api/account/currency/delete',
      '/web-api/payments/deduce',
      '/web-api/payments/history',
      '/web-api/payments/callback/sandbox',
      '/web-api/payments/recharge',
      '/web-api/account/currency/create',
    ];
    const bodyArb = fc.oneof(
      fc.string(),
      fc.json(),
      fc.constantFrom('{', '[]', 'null', '{"amount":', '\u0000', '{"amount":"1e400"}', '{"data":{"attributes":7}}'),
      fc
        .record({
          amount: fc.oneof(fc.double(), fc.string(), fc.integer(), fc.constant(null), fc.array(fc.nat())),
          account_id: fc.oneof(fc.integer(), fc.string(), fc.double(), fc.constant(-1)),
          currency_id: fc.oneof(fc.integer(), fc.string()),
          page_number: fc.oneof(fc.integer(), fc.string()),
        })
        .map((r) => JSON.stringify(r)),
    );
    const typeArb = fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    );
    const samples = fc.sample(fc.tuple(fc.constantFrom(...routes), bodyArb, typeArb), { numRuns: 1000, seed: 42 });
    const statuses = new Map<number, number>();
    for (const [route, body, type] of samples) {
      // Withdrawals are only sent with invalid amounts, so a valid one cannot legitimately move the balance.
      const payload =
        route.endsWith('/deduce') ||
        route.endsWith('/recharge') ||
        route.endsWith('/delete') ||
        route.endsWith('/create') ||
        route.endsWith('/set-active')
          ? body.replace(/"amount":\s*\d+(\.\d+)?([,}])/, '"amount":-1$2')
          : body;
      const res = await server.fetch(route, {
        method: 'POST',
        headers: { 'x-test-user': String(userId), 'content-type': type },
        body: payload,
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status, `${route} ${payload}`).toBeLessThan(500);
      await res.arrayBuffer();
    }
    const after = await player.get('/web-api/account/balance');
    const ids = new Set(before.body.data.accounts.map((a: { id: number }) => a.id));
    const money = (r: typeof before) =>
      r.body.data.accounts
        .filter((a: { id: number }) => ids.has(a.id))
        .map((a: { id: number; moneyMinor: number }) => [a.id, a.moneyMinor]);
    expect(money(after)).toEqual(money(before));
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  }, 120_000);

  it('answers 500 random paths, ids, signatures and queries of the sandbox pages and site-config without a 500', async () => {
    const { userId, player } = await newPlayer();
    await deposit(player, 7);
    const before = await balance(player);
    const segment = fc.oneof(
      fc.nat().map(String),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
      fc.constantFrom('-1', '0', '1e9', '9007199254740993', '%', '%E0%A4%A', 'approved', 'declined', '..'),
    );
    const requestArb = fc.oneof(
      fc.tuple(segment, segment).map(([id, sig]) => ({ method: 'GET', path: `/sandbox/pay/${id}?sig=${sig}` })),
      fc
        .tuple(segment, segment)
        .map(([id, outcome]) => ({ method: 'POST', path: `/sandbox/operator/${id}/${outcome}` })),
      fc.tuple(segment, segment, segment).map(([p, g, c]) => ({
        method: 'GET',
        path: `/frontend-api/site-config?partner=${p}&group=${g}&country=${c}`,
      })),
    );
    for (const request of fc.sample(requestArb, { numRuns: 500, seed: 7 })) {
      const res = await server.fetch(request.path, {
        method: request.method,
        headers: { 'x-test-user': String(userId) },
      });
      expect(res.status, `${request.method} ${request.path}`).toBeLessThan(500);
      await res.arrayBuffer();
    }
    expect(await balance(player)).toBe(before);
  }, 120_000);
});

describe('payment requests: the player cancels a pending withdrawal', () => {
  const cancel = (player: ReturnType<typeof as>, paymentId: number) =>
    player.post('/web-api/payments/requests/cancel', { payment_id: paymentId });

  it('lists the pending request, and cancelling it returns the held amount and empties the list', async () => {
    const { player } = await newPlayer();
    await deposit(player, 10);
    const req = await player.post('/web-api/payments/deduce', { amount: '3.25' });
    expect(await balance(player)).toBe(675);
    const listed = await player.get('/web-api/payments/requests');
    expect(listed.body.data.items).toMatchObject([
      { id: req.body.data.paymentId, direction: 'withdrawal', status: 'pending', amountMinor: 325 },
    ]);
    const cancelled = await cancel(player, req.body.data.paymentId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.requests.items).toEqual([]);
    expect(cancelled.body.data.accounts.find((a: { isActive: boolean }) => a.isActive).moneyMinor).toBe(1000);
    const history = await player.post('/web-api/payments/history', {});
    expect(history.body.data.items[0]).toMatchObject({ id: req.body.data.paymentId, status: 'cancelled' });
    expect(history.body.data.items[0].decidedAt).not.toBeNull();
  });

  it('returns the money exactly once when the same request is cancelled twenty times at once', async () => {
    const { player } = await newPlayer();
    await deposit(player, 10);
    const req = await player.post('/web-api/payments/deduce', { amount: 4 });
    const results = await Promise.all(Array.from({ length: 20 }, () => cancel(player, req.body.data.paymentId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.errors[0].code === 'already_decided')).toBe(
      true,
    );
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await balance(player)).toBe(1000);
  }, 60_000);

  it('a cancel racing the operator’s decision: exactly one of them wins, and the money moves once', async () => {
    const { player } = await newPlayer();
    await deposit(player, 10);
    const req = await player.post('/web-api/payments/deduce', { amount: 6 });
    const id = req.body.data.paymentId;
    const [cancelled, operator] = await Promise.all([
      cancel(player, id),
      server.fetch(`/sandbox/operator/${id}/approved`, { method: 'POST', redirect: 'manual' }),
    ]);
    const cancelWon = cancelled.status === 200;
    expect(cancelWon).toBe(operator.status === 409);
    expect(await balance(player)).toBe(cancelWon ? 1000 : 400);
  });

  it('a decided request cannot be cancelled, and a cancelled one cannot be decided', async () => {
    const { player } = await newPlayer();
    await deposit(player, 10);
    const declined = await player.post('/web-api/payments/deduce', { amount: 1 });
    await server.fetch(`/sandbox/operator/${declined.body.data.paymentId}/declined`, { method: 'POST' });
    const late = await cancel(player, declined.body.data.paymentId);
    expect(late.status).toBe(409);
    expect(late.body.errors[0].code).toBe('already_decided');
    const cancelled = await player.post('/web-api/payments/deduce', { amount: 2 });
    expect((await cancel(player, cancelled.body.data.paymentId)).status).toBe(200);
    const operator = await server.fetch(`/sandbox/operator/${cancelled.body.data.paymentId}/approved`, {
      method: 'POST',
    });
    expect(operator.status).toBe(409);
    expect(await balance(player)).toBe(1000);
  });

  it('only the player’s own withdrawals: another player’s request or a deposit is not found', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    await deposit(a.player, 10);
    const req = await a.player.post('/web-api/payments/deduce', { amount: 1 });
    expect((await cancel(b.player, req.body.data.paymentId)).status).toBe(404);
    const { paymentId: depositId } = await deposit(a.player, 1);
    expect((await cancel(a.player, depositId)).status).toBe(404);
    expect((await a.player.post('/web-api/payments/requests/cancel', { payment_id: 'x' })).status).toBe(400);
    expect(await balance(a.player)).toBe(1000);
  });
});

describe('deleting a currency account', () => {
  it('refuses while a withdrawal from it is pending (the money must find the account), then allows it', async () => {
    const { player, accountId } = await newPlayer(1);
    const usd = await player.post('/web-api/account/currency/create', { currency_id: 10 });
    const usdId = usd.body.data.account.id;
    await player.post('/web-api/account/set-active', { account_id: usdId });
    await deposit(player, 5);
    const req = await player.post('/web-api/payments/deduce', { amount: 5 });
    await player.post('/web-api/account/set-active', { account_id: accountId });
    const refused = await player.post('/web-api/account/currency/delete', { account_id: usdId });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('account_in_use');
    await server.fetch(`/sandbox/operator/${req.body.data.paymentId}/approved`, { method: 'POST' });
    const deleted = await player.post('/web-api/account/currency/delete', { account_id: usdId });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.accounts.map((a: { id: number }) => a.id)).toEqual([accountId]);
    // Gone for good: no deposit, activation or second deletion reaches it.
    expect((await player.post('/web-api/account/set-active', { account_id: usdId })).status).toBe(404);
    expect((await player.post('/web-api/account/currency/delete', { account_id: usdId })).status).toBe(404);
  });

  it('refuses an account that still holds money', async () => {
    const { player, accountId } = await newPlayer(1);
    const usd = await player.post('/web-api/account/currency/create', { currency_id: 10 });
    const usdId = usd.body.data.account.id;
    await player.post('/web-api/account/set-active', { account_id: usdId });
    await deposit(player, 1);
    await player.post('/web-api/account/set-active', { account_id: accountId });
    const refused = await player.post('/web-api/account/currency/delete', { account_id: usdId });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('account_not_empty');
  });
});

describe('payment history of virtual accounts', () => {
  it('lists the movements of the player’s points account, newest first, and none of the money account', async () => {
    const { userId, player } = await newPlayer();
    await deposit(player, 3);
    const points = await openPlayerAccount(server.database.db, { userId, currencyId: 9999, type: 'points' });
    for (const amount of [50, 70]) {
      await postTransfer(server.database.db, {
        from: { system: systemAccounts.house, currencyId: 9999 },
        to: points,
        amountMinor: amount,
        kind: 'points_award',
        at: new Date(server.deps.clock.now()),
      });
    }
    const all = await player.post('/web-api/payments/history/virtual', {});
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ pageNumber: 1, pageSize: 50, total: 2, pages: 1 });
    expect(all.body.data.items.map((i: { amountMinor: number }) => i.amountMinor)).toEqual([70, 50]);
    expect(all.body.data.items[0]).toMatchObject({ kind: 'points_award', accountId: points, currencyId: 9999 });
    expect(typeof all.body.data.items[0].amount).toBe('number');
    const one = await player.post('/web-api/payments/history/virtual', { account_id: points, page_number: 1 });
    expect(one.body.data.total).toBe(2);
  });

  it('a money account or another player’s account is not a virtual account of this player', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const points = await openPlayerAccount(server.database.db, { userId: a.userId, currencyId: 9999, type: 'points' });
    expect((await b.player.post('/web-api/payments/history/virtual', { account_id: points })).status).toBe(404);
    expect((await a.player.post('/web-api/payments/history/virtual', { account_id: a.accountId })).status).toBe(404);
    const none = await b.player.post('/web-api/payments/history/virtual', {});
    expect(none.body.data).toMatchObject({ items: [], total: 0, pages: 0 });
  });
});
