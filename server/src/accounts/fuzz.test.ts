import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, openAccountsServer, type PlayerClient } from './testing/accounts-server';

const bodyRoutes: Array<[method: 'POST' | 'PUT', path: string]> = [
  ['POST', '/web-api/registration/fast'],
  ['POST', '/web-api/registration/phone/send-code'],
  ['POST', '/web-api/registration/phone'],
  ['POST', '/web-api/registration/full'],
  ['POST', '/web-api/registration/short'],
  ['POST', '/web-api/registration/full-v1'],
  ['POST', '/web-api/registration/activate'],
  ['POST', '/web-api/account/login'],
  ['POST', '/web-api/account/login/two-factor'],
  ['POST', '/web-api/account/sms-auth/send-code'],
  ['POST', '/web-api/account/sms-auth/check-code'],
  ['POST', '/web-api/account/sessions/close'],
  ['PUT', '/web-api/account/password'],
  ['POST', '/web-api/account/password-reset/send-code'],
  ['POST', '/web-api/account/password-reset'],
  ['POST', '/web-api/account/two-factor/enable'],
  ['POST', '/web-api/account/two-factor/disable'],
  ['POST', '/web-api/account/secure-question/answer'],
  ['POST', '/web-api/account/secure-question/custom'],
  ['POST', '/web-api/account/phone/send-code'],
  ['POST', '/web-api/account/phone/update'],
  ['POST', '/web-api/account/email/send-code'],
  ['POST', '/web-api/account/email/confirm'],
  ['POST', '/web-api/account/login-name'],
  ['POST', '/web-api/api/mobile/v1/token/refresh'],
  ['POST', '/web-api/captcha/solve'],
  ['POST', '/dev/oauth/vk/authorize'],
];

const queryRoutes = [
  '/web-api/account/password-reset',
  '/web-api/account/phone/check-code',
  '/web-api/account/phone/check-answer',
  '/web-api/registration/activate',
  '/web-api/social/vk/start',
  '/web-api/social/vk/callback',
  '/dev/oauth/vk/authorize',
  '/dev/outbox.json',
];

const fieldValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constantFrom(
    '',
    'RGVtby1QYXNzLTE=',
    '+7 900 000-00-01',
    'demo@betframe.test',
    '123456',
    '\u0000',
    'é'.repeat(300),
  ),
);

const bodyArb = fc.oneof(
  fc.string(),
  fc.json(),
  fc.constantFrom(
    '{',
    '[]',
    'null',
    '"x"',
    '{"login":',
    '\u0000',
    '{"data":{"attributes":7}}',
    '{"__proto__":{"a":1}}',
  ),
  fc
    .record(
      {
        login: fieldValue,
        password: fieldValue,
        password_confirm: fieldValue,
        old_password: fieldValue,
        phone: fieldValue,
        email: fieldValue,
        confirm_code: fieldValue,
        currency_id: fieldValue,
        country_id: fieldValue,
        regRules: fieldValue,
        regPolitics: fieldValue,
        session_id: fieldValue,
        app_code: fieldValue,
        sms_code: fieldValue,
        hash: fieldValue,
        question_id: fieldValue,
        answer: fieldValue,
        token: fieldValue,
        two_factor_token: fieldValue,
        challenge_id: fieldValue,
        auth_by_email: fieldValue,
      },
      { requiredKeys: [] },
    )
    .map((record) => JSON.stringify(record)),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
);

const queryArb = fc
  .dictionary(
    fc.constantFrom(
      'confirm_code',
      'user_answer',
      'login',
      'token',
      'mode',
      'state',
      'code',
      'currency_id',
      'return_to',
      'to',
      'limit',
      'client_id',
      'redirect_uri',
      'response_type',
    ),
    fc.oneof(fc.string(), fc.constantFrom('123456', '//evil.example', '/ok', 'register', '-1', '1e99')),
    { maxKeys: 4 },
  )
  .map((params) => new URLSearchParams(params).toString());

describe('fuzzing the account routes', () => {
  let server: AccountsTestServer;
  let player: PlayerClient;
  beforeAll(async () => {
    server = await openAccountsServer();
    player = server.player();
    await player.login('demo', 'Demo-Pass-1');
  }, 60_000);
  afterAll(() => server.close());

  it('answers 1,200 random and malformed bodies and queries, signed in and not, without a 500', async () => {
    const bodies = fc.sample(fc.tuple(fc.constantFrom(...bodyRoutes), bodyArb, contentType, fc.boolean()), {
      numRuns: 1000,
      seed: 7,
    });
    const statuses = new Map<number, number>();
    for (const [[method, path], body, type, signedIn] of bodies) {
      const response = await server.fetch(path, {
        method,
        headers: { 'content-type': type, ...(signedIn ? { cookie: player.cookieHeader() } : {}) },
        body,
        redirect: 'manual',
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `${method} ${path} ${body}`).toBeLessThan(500);
      await response.arrayBuffer();
    }
    const queries = fc.sample(fc.tuple(fc.constantFrom(...queryRoutes), queryArb), { numRuns: 200, seed: 8 });
    for (const [path, query] of queries) {
      const response = await server.fetch(`${path}?${query}`, {
        headers: { cookie: player.cookieHeader() },
        redirect: 'manual',
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `GET ${path}?${query}`).toBeLessThan(500);
      await response.arrayBuffer();
    }
    // Most inputs are refused by validation; the spread shows the routes were really exercised.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(500);
  }, 180_000);
});
