/**
 * Hostile bodies against the whole composed app (every route module of routes.ts, test mode): the unsafe routes
 * are enumerated from the Hono app itself, so a route added later is fuzzed without touching this file. Seeded
 * (fast-check samples) and bounded: ≥ 10,000 requests through `app.fetch` in batches, one server, well under a
 * minute. Asserted: no 5xx, no balance moves (every ledger balance before = after) and the ledger reconciles. The
 * money calls also refuse keys they do not know, naming them.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from './seed';
import { openTestServer, type TestServer } from './testing';
import { reconcile } from './wallet/reconcile';
import './limits/tables';

const TEST_TOKEN = 'fuzz-captcha-test-token';
const TOTAL_BODIES = 10_000;
const IN_FLIGHT = 32;

let server: TestServer;
let cookie = '';

async function balances(): Promise<string> {
  const rows = await server.database.db
    .selectFrom('ledger_balances')
    .select(['account_id', 'balance_minor'])
    .orderBy('account_id')
    .execute();
  return JSON.stringify(rows.map((r) => [r.account_id, String(r.balance_minor)]));
}

/** A request into the app without a socket (the app as a fetch function): fast enough for thousands. */
function call(method: string, path: string, body: string | undefined, headers: Record<string, string>) {
  return server.app.fetch(
    new Request(`http://127.0.0.1${path}`, { method, headers, ...(body !== undefined ? { body } : {}) }),
  );
}

/**
 * Signs the demo player in again when a fuzzed logout, session close or "disconnect everywhere" ended the session
 * (the login failures the fuzzing left are cleared first: in-process requests all share one "address"; so is a
 * fuzzed time-out, self-exclusion or block, which refuses sign-in by design — limits/).
 */
async function ensureSignedIn(): Promise<void> {
  if (cookie && (await call('GET', '/web-api/account/me', undefined, { cookie })).status === 200) return;
  await server.database.db.deleteFrom('login_failures').execute();
  await server.database.db.deleteFrom('rg_players').execute();
  const body = JSON.stringify({ login: 'demo', password: 'Demo-Pass-1' });
  const headers = { 'content-type': 'application/json', 'x-captcha-token': TEST_TOKEN };
  const login = await call('POST', '/web-api/account/login', body, headers);
  expect(login.status).toBe(200);
  cookie = (login.headers.getSetCookie().find((line) => line.startsWith('session=')) ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^session=./);
}

beforeAll(async () => {
  server = await openTestServer({ captchaTestToken: TEST_TOKEN });
  await seedDemoData(server.database, server.deps.logger, { passwordCost: 'test' });
  await ensureSignedIn();
}, 120_000);
afterAll(() => server.close());

describe('money calls refuse keys they do not know', () => {
  const signedIn = (path: string, body: unknown) =>
    call('POST', path, JSON.stringify(body), { 'content-type': 'application/json', cookie });
  const cases: Array<[path: string, body: Record<string, unknown>]> = [
    ['/web-api/payments/recharge', { amount: '10', bonus: 1 }],
    ['/web-api/payments/deduce', { amount: '10', fee: 0 }],
    ['/web-api/payments/requests/cancel', { payment_id: 1, force: true }],
    [
      '/service-api/LiveBet/Secure/MakeBetWeb',
      { couponEvents: [{ gameId: 1, type: 1, coef: 2 }], summ: 1, betGuid: 'abcdefgh12', userId: 2 },
    ],
    [
      '/service-api/LiveBet/Secure/MakeBetWebMulti',
      { couponEvents: [{ gameId: 1, type: 1, coef: 2 }], summ: 1, betGuid: 'abcdefgh12', balance: 1e9 },
    ],
    ['/service-api/LiveBet/Secure/SaleBet', { saleBetId: 1, payout: 1e9 }],
    ['/service-api/LiveBet/Open/GetAvance', { summ: 1, limit: 1e9 }],
    ['/web-api/bonuses/refuse', { bonus_id: 1, refund: true }],
    ['/web-api/promo-codes/activate', { code: 'ABC', uses: 9 }],
  ];

  it.each(cases)('%s: 400 naming the unknown key, no money moved', async (path, body) => {
    const before = await balances();
    const unknown = Object.keys(body).at(-1) as string;
    const response = await signedIn(path, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { data: { validation_errors: Record<string, string[]> } };
    expect(JSON.stringify(answer.data.validation_errors)).toContain(`"${unknown}\\"`);
    expect(await balances()).toBe(before);
  });

  it.each(['__proto__', 'constructor', 'toString'])(
    'a body key named %s is refused by name, not a 500',
    async (key) => {
      const response = await call('POST', '/web-api/payments/deduce', `{"amount":"10","${key}":{"amount":"1"}}`, {
        'content-type': 'application/json',
        cookie,
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(key);
    },
  );

  it('SPEC-listed bet fields the server does not act on still pass the schema (in either spelling)', async () => {
    const response = await signedIn('/service-api/LiveBet/Secure/MakeBetWeb', {
      couponEvents: [{ gameId: 999_999, type: 1, coef: 2 }],
      summ: 1,
      betGuid: 'abcdefgh12',
      notWait: true,
      VIPBetSumm: 0,
      IsPowerBet: false,
      EventsIndexes: [0],
      promo: '',
    });
    // Past validation: refused for the unknown game, not for the fields.
    expect(response.status).not.toBe(400);
  });
});

// Route templates → concrete paths: each `:param` gets a hostile or plausible value.
const paramValue = fc.constantFrom(
  '1',
  '0',
  '-1',
  '999999999999',
  'vk',
  'approved',
  '__proto__',
  'constructor',
  '%00',
  'x'.repeat(300),
);

const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'valueOf',
    'hasOwnProperty',
    '',
    ' ',
    '0',
    'a.b',
  ),
  fc.string({ maxLength: 20 }),
);
const knownKey = fc.constantFrom(
  'amount',
  'account_id',
  'payment_id',
  'return_url',
  'currency_id',
  'couponEvents',
  'events',
  'Events',
  'summ',
  'Summ',
  'vid',
  'expressNum',
  'betGuid',
  'betGUID',
  'checkCf',
  'saleBetId',
  'expectedOffer',
  'groupsSumms',
  'coupons',
  'guid',
  'lng',
  'login',
  'password',
  'phone',
  'email',
  'confirm_code',
  'code',
  'token',
  'minutes',
  'setting_id',
  'value',
  'gameIds',
  'champIds',
  'from',
  'to',
  'status',
  'page',
  'is_include_archive',
  'decision',
  'signature',
  'challenge_id',
  'answer',
  'data',
  'attributes',
);
const leaf = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '1e309',
    '-0',
    'NaN',
    '9'.repeat(40),
    '0x10',
    ' 5 ',
    '<script>',
    '\u0000',
    '\ud800',
    'é'.repeat(2000),
  ),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -1, 0, 0.001),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(knownKey, hostileKey), tie('node'), { maxKeys: 5 }),
})).node;
const couponEvent = fc.record(
  { gameId: value, type: value, param: value, coef: value, G: value, T: value },
  { requiredKeys: [] },
);
const plausible = fc
  .tuple(
    fc.dictionary(knownKey, value, { minKeys: 1, maxKeys: 6 }),
    fc.array(couponEvent, { maxLength: 3 }),
    fc.dictionary(hostileKey, value, { maxKeys: 2 }),
  )
  .map(([fields, events, extra]) =>
    JSON.stringify({ ...fields, ...(events.length ? { couponEvents: events } : {}), ...extra }),
  );
const raw = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '',
    '{',
    '[]',
    'null',
    '"x"',
    '{"a":',
    '\u0000',
    '{"data":{"attributes":7}}',
    '{"__proto__":{"amount":1}}',
    `{"a":${'['.repeat(5000)}`,
  ),
  value.map((v) => JSON.stringify(v) ?? ''),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain',
  '',
);

describe('fuzzing every unsafe route of the app', () => {
  it(`answers ${TOTAL_BODIES.toLocaleString('en')} hostile bodies without a 5xx and moves no money`, async () => {
    const routes = [
      ...new Map(
        server.app.routes
          .filter((r) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(r.method))
          .map((r) => [`${r.method} ${r.path}`, r] as const),
      ).values(),
    ].filter((r) => !r.path.includes('*'));
    expect(routes.length).toBeGreaterThan(60);
    const samples = fc.sample(
      fc.tuple(
        fc.constantFrom(...routes),
        fc.array(paramValue, { minLength: 3, maxLength: 3 }),
        fc.oneof(plausible, plausible, raw),
        contentType,
        fc.boolean(),
        fc.boolean(),
      ),
      { numRuns: TOTAL_BODIES, seed: 19 },
    );
    const before = await balances();
    const statuses = new Map<number, number>();
    const perRoute = new Map<string, number>();
    const failures: string[] = [];
    for (let start = 0; start < samples.length; start += IN_FLIGHT) {
      await ensureSignedIn();
      await Promise.all(
        samples.slice(start, start + IN_FLIGHT).map(async ([route, params, body, type, signedIn, captcha]) => {
          let i = 0;
          const path = route.path.replace(/:[^/]+/g, () => encodeURIComponent(params[i++] ?? '1'));
          const headers: Record<string, string> = {
            ...(type ? { 'content-type': type } : {}),
            ...(signedIn ? { cookie } : {}),
            ...(captcha ? { 'x-captcha-token': TEST_TOKEN } : {}),
          };
          const response = await call(route.method, path, body, headers);
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          perRoute.set(`${route.method} ${route.path}`, (perRoute.get(`${route.method} ${route.path}`) ?? 0) + 1);
          if (response.status >= 500)
            failures.push(`${response.status} ${route.method} ${path} ${type} ${body.slice(0, 300)}`);
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(await balances()).toBe(before);
    const report = await reconcile(server.database.db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
    // Every enumerated route was exercised, and most bodies were refused by validation (the routes really ran).
    expect(perRoute.size).toBe(routes.length);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(TOTAL_BODIES / 3);
  }, 120_000);
});
