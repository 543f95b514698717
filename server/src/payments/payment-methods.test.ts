/**
 * Deposit methods through the sandbox provider's pages, as a browser posts them: card (Luhn, expiry, CVC, the
 * 3-D Secure challenge), e-wallet with a fee, bank transfer by reference, crypto confirmations on the app clock,
 * the cash terminal's voucher; limits per method and currency, replays and races credit once, responsible
 * gambling's deposit limit refuses every method. The ledger reconciles after every test.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResolver } from '../app/types';
import { ManualClock } from '../clock';
import { limitsRoutes } from '../limits';
import { openTestServer, type TestServer } from '../testing';
import { reconcile } from '../wallet/reconcile';
import { walletRoutes } from '../wallet/routes';
import { luhnValid } from './methods';
import { paymentRoutes } from './routes';

const headerAuth: AuthResolver = {
  resolve: async (c) => {
    const id = Number(c.req.header('x-test-user'));
    return Number.isSafeInteger(id) && id > 0 ? { id } : null;
  },
};

const clock = new ManualClock(Date.parse('2026-11-20T12:00:00Z'));
let server: TestServer;
let nextUser = 500;

beforeAll(async () => {
  // Twenty configured methods: registration pages show at most `registration.paymentsShown` (15) of them.
  const configDir = mkdtempSync(join(tmpdir(), 'betframe-pay-config-'));
  mkdirSync(join(configDir, 'partners'));
  const extra = Array.from({ length: 15 }, (_, i) => ({ id: `bank-${i + 1}`, kind: 'bank', name: `Bank ${i + 1}` }));
  writeFileSync(
    join(configDir, 'partners', '1.json'),
    JSON.stringify({
      config: {
        payments: {
          methods: [
            { id: 'card', kind: 'card', min: 100, max: 500000 },
            { id: 'ewallet', kind: 'ewallet', min: 100, max: 150000, feePercent: 1.5 },
            { id: 'bank', kind: 'bank', min: 1000, max: 1000000, feeFixed: 50 },
            { id: 'crypto', kind: 'crypto', min: 500, max: 1000000, feePercent: 0.5, confirmations: 3 },
            { id: 'terminal', kind: 'terminal', min: 50, max: 15000, feePercent: 2 },
            ...extra,
          ],
          presets: [500, 1000, 5000, 10000],
        },
      },
    }),
  );
  server = await openTestServer({
    auth: headerAuth,
    clock,
    configDir,
    modules: [walletRoutes, paymentRoutes, limitsRoutes],
  });
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
  const player = as(nextUser++);
  const created = await player.post('/web-api/account/currency/create', { currency_id: currencyId });
  expect(created.status).toBe(200);
  return { player, accountId: created.body.data.account.id as number };
}

const balanceMinor = async (player: ReturnType<typeof as>) =>
  (await player.get('/web-api/account/balance')).body.data.accounts[0].moneyMinor as number;

/** Starts a deposit by a method and opens its sandbox page: the page's path and HTML. */
async function start(
  player: ReturnType<typeof as>,
  method: string,
  amount: number | string,
  returnUrl = '/en/office/recharge',
) {
  const started = await player.post('/web-api/payments/recharge', { amount, method, return_url: returnUrl });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const url = new URL(started.body.data.redirectUrl);
  const page = await server.fetch(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  return {
    id: started.body.data.paymentId as number,
    url,
    html: await page.text(),
    feeMinor: started.body.data.feeMinor,
  };
}

/** The hidden and prefilled fields of the first form whose action matches. */
function formFields(html: string, action: string) {
  const form = [...html.matchAll(/<form method="post" action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].find(
    (m) => m[1] === action,
  );
  expect(form, `form ${action}`).toBeDefined();
  const fields = new URLSearchParams();
  for (const input of form?.[2]?.matchAll(/name="([^"]+)" value="([^"]*)"/g) ?? [])
    fields.set(input[1] ?? '', (input[2] ?? '').replace(/&#47;/g, '/').replace(/&#38;/g, '&'));
  return fields;
}
const post = (path: string, fields: URLSearchParams) =>
  server.fetch(path, { method: 'POST', body: fields, redirect: 'manual' });
const depositPostings = async (id: number) =>
  (
    await server.database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('reference', '=', `payment:${id}`)
      .where('kind', '=', 'deposit')
      .execute()
  ).length;

describe('recharge data and method limits', () => {
  it('offers the configured methods with limits, fees and presets in the account’s currency by its base rate', async () => {
    const { player } = await newPlayer(1);
    const rub = await player.get('/web-api/account/recharge-data');
    expect(rub.status).toBe(200);
    expect(rub.body.data.methods.slice(0, 5).map((m: { kind: string }) => m.kind)).toEqual([
      'card',
      'ewallet',
      'bank',
      'crypto',
      'terminal',
    ]);
    expect(rub.body.data.methods[0]).toMatchObject({ id: 'card', minMinor: 10_000, maxMinor: 50_000_000 });
    expect(rub.body.data.methods[2]).toMatchObject({ id: 'bank', feeFixedMinor: 5_000 });
    expect(rub.body.data.presets).toEqual([500, 1000, 5000, 10000]);
    // A dollar account (base rate 90): 100 RUB is 1.11 USD, the presets are whole dollars.
    const usd = await player.post('/web-api/account/currency/create', { currency_id: 10 });
    const usdId = usd.body.data.account.id;
    const data = (await player.get(`/web-api/account/recharge-data?account_id=${usdId}`)).body.data;
    expect(data).toMatchObject({
      accountId: usdId,
      currencyIso: 'USD',
      baseCurrency: 'RUB',
      presets: [6, 11, 56, 111],
    });
    expect(data.methods[0]).toMatchObject({ minMinor: 111, maxMinor: 555_556 });
    expect(data.rates).toEqual([
      { currencyId: 1, code: 'RUB', baseRate: 1 },
      { currencyId: 10, code: 'USD', baseRate: 90 },
    ]);
  });

  it('refuses an unknown method and amounts outside the method’s limits with coded errors; malformed is 400', async () => {
    const { player } = await newPlayer();
    const unknown = await player.post('/web-api/payments/recharge', { amount: 500, method: 'gold-bars' });
    expect([unknown.status, unknown.body.errors[0].code]).toEqual([400, 'method_unavailable']);
    const low = await player.post('/web-api/payments/recharge', { amount: 99.99, method: 'card' });
    expect([low.status, low.body.errors[0].code, low.body.data.minMinor]).toEqual([
      400,
      'amount_below_minimum',
      10_000,
    ]);
    const high = await player.post('/web-api/payments/recharge', { amount: 15_000.01, method: 'terminal' });
    expect([high.status, high.body.errors[0].code]).toEqual([400, 'amount_above_maximum']);
    for (const body of [
      { amount: 500, method: 7 },
      { amount: 'lots', method: 'card' },
      { amount: 500, method: 'card', x: 1 },
    ]) {
      const res = await player.post('/web-api/payments/recharge', body);
      expect(res.status).toBe(400);
      expect(res.body.data.validation_errors).toBeDefined();
    }
    const status = await player.get('/web-api/payments/status?payment_id=abc');
    expect(status.status).toBe(400);
    expect(status.body.data.validation_errors.payment_id).toBeDefined();
    const data = await player.get('/web-api/account/recharge-data?account_id=-1');
    expect(data.body.data.validation_errors.account_id).toBeDefined();
  });

  it('shows a registration page at most 15 methods, without signing in', async () => {
    const res = await server.fetch('/web-api/payments/registration-methods');
    const body = (await res.json()) as ApiBody;
    expect(res.status).toBe(200);
    expect(body.data.methods).toHaveLength(15);
    expect(body.data.methods[0]).toEqual({ id: 'card', kind: 'card', name: '', min: 100, max: 500000 });
  });

  it('answers another player’s payment status 404', async () => {
    const { player } = await newPlayer();
    const { id } = await start(player, 'ewallet', 200);
    const other = as(nextUser++);
    expect((await other.get(`/web-api/payments/status?payment_id=${id}`)).status).toBe(404);
    expect((await player.get(`/web-api/payments/status?payment_id=${id}`)).body.data).toMatchObject({
      status: 'pending',
      kind: 'ewallet',
      amountMinor: 20_000,
      feeMinor: 300,
    });
  });
});

describe('card with 3-D Secure', () => {
  const card = (fields: URLSearchParams, number: string, expiry = '12/30', cvc = '123') => {
    const body = new URLSearchParams(fields);
    body.set('number', number);
    body.set('expiry', expiry);
    body.set('cvc', cvc);
    return body;
  };

  it('refuses bad numbers, expiry and CVC with coded errors, and takes nothing', async () => {
    expect([luhnValid('4242 4242 4242 4242'), luhnValid('4242424242424241'), luhnValid('42')]).toEqual([
      true,
      false,
      false,
    ]);
    const { player } = await newPlayer();
    const { id, html } = await start(player, 'card', 150);
    const fields = formFields(html, `/sandbox/pay/${id}/card`);
    const cases: [string, string, string, string][] = [
      ['4242424242424241', '12/30', '123', 'card_number_invalid'],
      ['4242 4242 4242 4242', '13/30', '123', 'card_expiry_invalid'],
      ['4242424242424242', '1230', '123', 'card_expiry_invalid'],
      ['4242424242424242', '10/26', '123', 'card_expired'],
      ['4242424242424242', '12/30', '12', 'card_cvc_invalid'],
      ['378282246310005', '12/30', '123', 'card_cvc_invalid'],
    ];
    for (const [number, expiry, cvc, code] of cases) {
      const res = await post(`/sandbox/pay/${id}/card`, card(fields, number, expiry, cvc));
      expect(res.status, code).toBe(400);
      expect(await res.text()).toContain(`data-error="${code}"`);
    }
    // This month (November 2026 on the app clock) is still valid; a four-digit CVC fits American Express.
    const amex = await post(`/sandbox/pay/${id}/card`, card(fields, '378282246310005', '11/26', '1234'));
    expect(amex.status).toBe(200);
    expect(await amex.text()).toContain('3-D Secure');
    expect(await balanceMinor(player)).toBe(0);
  });

  it('credits after the challenge’s code exactly once, however often the confirmation is replayed', async () => {
    const { player } = await newPlayer();
    const { id, html } = await start(player, 'card', '150.50');
    const challenge = await post(
      `/sandbox/pay/${id}/card`,
      card(formFields(html, `/sandbox/pay/${id}/card`), '4242 4242 4242 4242'),
    );
    const page = await challenge.text();
    const otp = /data-otp>(\d{6})</.exec(page)?.[1] ?? '';
    const confirm = formFields(page, `/sandbox/pay/${id}/3ds`);
    confirm.set('action', 'confirm');
    confirm.set('code', otp === '000000' ? '111111' : '000000');
    const wrong = await post(`/sandbox/pay/${id}/3ds`, confirm);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('data-error="3ds_code_invalid"');
    confirm.set('code', otp);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(`/sandbox/pay/${id}/3ds`, confirm)));
    for (const res of answers) {
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/en/office/recharge?payment=${id}`);
    }
    expect(await balanceMinor(player)).toBe(15_050);
    expect(await depositPostings(id)).toBe(1);
    expect((await player.get(`/web-api/payments/status?payment_id=${id}`)).body.data.status).toBe('approved');
    // A forged challenge (the issuer's answer changed) is refused.
    confirm.set('issuer', 'declined');
    expect((await post(`/sandbox/pay/${id}/3ds`, confirm)).status).toBe(403);
  });

  it('the issuer declines its test card after the challenge: nothing is credited', async () => {
    const { player } = await newPlayer();
    const { id, html } = await start(player, 'card', 200);
    const challenge = await (
      await post(`/sandbox/pay/${id}/card`, card(formFields(html, `/sandbox/pay/${id}/card`), '4000000000000002'))
    ).text();
    const confirm = formFields(challenge, `/sandbox/pay/${id}/3ds`);
    confirm.set('action', 'confirm');
    confirm.set('code', /data-otp>(\d{6})</.exec(challenge)?.[1] ?? '');
    expect((await post(`/sandbox/pay/${id}/3ds`, confirm)).status).toBe(303);
    expect((await player.get(`/web-api/payments/status?payment_id=${id}`)).body.data.status).toBe('declined');
    expect(await balanceMinor(player)).toBe(0);
  });
});

describe('e-wallet, bank transfer, crypto, cash terminal', () => {
  it('e-wallet: the fee is charged on top, the account gets the amount, the fee goes to payment_fees', async () => {
    const { player } = await newPlayer();
    const { id, html, feeMinor } = await start(player, 'ewallet', 1000);
    expect(feeMinor).toBe(1_500);
    expect(html).toContain('data-total>1015.00 RUB');
    const approve = formFields(html, '/web-api/payments/callback/sandbox');
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => post('/web-api/payments/callback/sandbox', approve)),
    );
    expect(replies.every((r) => r.status === 303)).toBe(true);
    expect(await balanceMinor(player)).toBe(100_000);
    const lines = await server.database.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select(['ledger_accounts.system_code', 'ledger_entries.amount_minor'])
      .where('ledger_transactions.reference', '=', `payment:${id}`)
      .execute();
    expect(lines.map((l) => [l.system_code, Number(l.amount_minor)]).sort()).toEqual(
      [
        [null, 100_000],
        ['payment_fees', 1_500],
        ['payments_clearing', -101_500],
      ].sort(),
    );
  });

  it('bank transfer: credited when a transfer with its reference arrives, once', async () => {
    const { player } = await newPlayer();
    const { id, html } = await start(player, 'bank', 2000);
    const reference = /data-reference>([^<]+)</.exec(html)?.[1] ?? '';
    expect(reference).toMatch(new RegExp(`^BF${id}-[A-Z]{4}$`));
    const unknown = await post('/sandbox/bank/transfer', new URLSearchParams({ reference: `BF${id}-XXXX0` }));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('data-error="reference_unknown"');
    const transfer = new URLSearchParams({ reference });
    await Promise.all([post('/sandbox/bank/transfer', transfer), post('/sandbox/bank/transfer', transfer)]);
    expect(await balanceMinor(player)).toBe(200_000);
    expect(await depositPostings(id)).toBe(1);
    expect((await player.get(`/web-api/payments/status?payment_id=${id}`)).body.data).toMatchObject({
      reference,
      feeMinor: 5_000,
    });
  });

  it('crypto: address and QR, confirmations tick on the app clock, credited once at the third', async () => {
    const { player } = await newPlayer();
    const { id, url, html } = await start(player, 'crypto', 600);
    expect(html).toMatch(/data-address>sbx1q[0-9a-f]{38}</);
    expect(html).toContain('<svg');
    const statusOf = async () => (await player.get(`/web-api/payments/status?payment_id=${id}`)).body.data;
    expect(await statusOf()).toMatchObject({ status: 'pending', confirmations: 0, confirmationsRequired: 3 });
    clock.advance(10 * 60_000); // nothing is broadcast yet: no confirmations however long it waits
    expect((await statusOf()).confirmations).toBe(0);
    const sent = await post(`/sandbox/pay/${id}/crypto/send`, formFields(html, `/sandbox/pay/${id}/crypto/send`));
    expect(sent.status).toBe(303);
    clock.advance(2 * 60_000);
    expect(await statusOf()).toMatchObject({ status: 'pending', confirmations: 2 });
    const ticking = await (await server.fetch(`${url.pathname}${url.search}`)).text();
    expect(ticking).toContain('data-confirmations="2"');
    expect(ticking).toContain('http-equiv="refresh"');
    clock.advance(60_000);
    const looks = await Promise.all([
      statusOf(),
      statusOf(),
      server.fetch(`${url.pathname}${url.search}`).then((r) => r.text()),
    ]);
    expect(looks[2]).toContain('data-status="approved"');
    expect(await statusOf()).toMatchObject({ status: 'approved', confirmations: 3 });
    expect(await balanceMinor(player)).toBe(60_000);
    expect(await depositPostings(id)).toBe(1);
  });

  it('cash terminal: the voucher code pays the deposit in once; an unknown or used code is refused', async () => {
    const { player } = await newPlayer();
    const { id, html } = await start(player, 'terminal', 300);
    const voucher = /data-voucher>(\d{12})</.exec(html)?.[1] ?? '';
    expect(voucher).toHaveLength(12);
    expect((await server.fetch('/sandbox/terminal')).status).toBe(200);
    const wrong = await post('/sandbox/terminal', new URLSearchParams({ reference: '000000000000' }));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('data-error="voucher_unknown"');
    expect((await post('/sandbox/terminal', new URLSearchParams({ reference: voucher }))).status).toBe(200);
    expect((await post('/sandbox/terminal', new URLSearchParams({ reference: voucher }))).status).toBe(400);
    expect(await balanceMinor(player)).toBe(30_000);
    expect(await depositPostings(id)).toBe(1);
  });

  it('a deposit limit refuses every method alike', async () => {
    const { player } = await newPlayer();
    expect((await player.post('/web-api/limits', { type: 'deposit', period: 'day', amount: 700 })).status).toBe(200);
    for (const method of ['card', 'ewallet', 'bank', 'crypto', 'terminal']) {
      const res = await player.post('/web-api/payments/recharge', { amount: 1000, method });
      expect([method, res.status, res.body.errors[0].code]).toEqual([method, 403, 'limit_reached']);
    }
    expect((await player.post('/web-api/payments/recharge', { amount: 600, method: 'crypto' })).status).toBe(200);
  });
});
