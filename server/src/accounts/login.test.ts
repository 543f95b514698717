import { loginData } from '@betframe/sdk/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, openAccountsServer } from './testing/accounts-server';

describe('login', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer();
  }, 60_000);
  afterAll(() => server.close());

  it('signs in by e-mail with a session cookie that is HttpOnly and SameSite=Lax', async () => {
    const player = server.player();
    const response = await player.post('/web-api/account/login', {
      login: 'demo@betframe.test',
      password: 'Demo-Pass-1',
      auth_by_email: true,
    });
    expect(response.status).toBe(200);
    const data = loginData.parse(response.body.data);
    expect(data.twoFactorRequired).toBe(false);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(response.headers.get('date')).toBeTruthy();
    expect((await player.get('/web-api/account/me')).body.data.email).toBe('demo@betframe.test');
  });

  it('marks the session cookie Secure behind a TLS-terminating proxy', async () => {
    const response = await server.player().login('demo', 'Demo-Pass-1', { 'x-forwarded-proto': 'https' });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('session='));
    expect(cookie).toMatch(/Secure/i);
  });

  it('signs in by phone number in any punctuation, and by the login', async () => {
    expect((await server.player().login('+7 900 000-00-01', 'Demo-Pass-1')).status).toBe(200);
    expect((await server.player().login('79000000001', 'Demo-Pass-1')).status).toBe(200);
    expect((await server.player().login('demo', 'Demo-Pass-1')).status).toBe(200);
  });

  it('rejects a wrong password or an unknown login with the same 401', async () => {
    const wrong = await server.player().login('demo2@betframe.test', 'Wrong-Pass-1');
    const unknown = await server.player().login('nobody@betframe.test', 'Wrong-Pass-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.errors?.[0]?.code).toBe('invalid_credentials');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('rejects a malformed body with 400 and validation errors', async () => {
    const response = await server.player().post('/web-api/account/login', { login: '', password: 5 });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(Object.keys(response.body.data.validation_errors).sort()).toEqual(['login', 'password']);
  });

  it('signs in with an SMS code instead of the password', async () => {
    const player = server.player();
    const sent = await player.post('/web-api/account/sms-auth/send-code', { phone: '+7 900 000-00-02' });
    expect(sent.status).toBe(200);
    const code = await server.lastCode('79000000002');
    const wrong = await player.post('/web-api/account/sms-auth/check-code', {
      phone: '+7 900 000-00-02',
      confirm_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    const right = await player.post('/web-api/account/sms-auth/check-code', {
      phone: '+79000000002',
      confirm_code: code,
    });
    expect(right.status).toBe(200);
    expect(right.body.data.twoFactorRequired).toBe(false);
    expect((await player.get('/web-api/account/me')).body.data.login).toBe('demo2');
  });

  it('a guest is 401 on signed-in calls; logout ends the session', async () => {
    const player = server.player();
    expect((await player.get('/web-api/account/me')).status).toBe(401);
    await player.login('demo', 'Demo-Pass-1');
    const cookie = player.cookieHeader();
    expect((await player.post('/web-api/account/logout')).status).toBe(200);
    expect(player.cookies.has('session')).toBe(false);
    // The old cookie no longer works even if replayed.
    expect((await player.get('/web-api/account/me', { cookie })).status).toBe(401);
  });
});

describe('captcha', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer({ config: { captcha: { type: 'custom' } } });
  }, 60_000);
  afterAll(() => server.close());

  async function solveCaptcha(): Promise<string> {
    const player = server.player();
    const challenge = await player.get('/web-api/captcha/challenge');
    expect(challenge.body.data.kind).toBe('pick-number');
    expect(challenge.body.data.image).toMatch(/^data:image\/png;base64,/);
    const row = await server.database.db
      .selectFrom('captcha_challenges')
      .select('answer')
      .where('id', '=', challenge.body.data.challengeId)
      .executeTakeFirstOrThrow();
    // The number shown is among the options; a person picks it from the picture.
    expect(challenge.body.data.options).toContain(row.answer);
    const solved = await player.post('/web-api/captcha/solve', {
      challenge_id: challenge.body.data.challengeId,
      answer: row.answer,
    });
    expect(solved.status).toBe(200);
    return solved.body.data.token as string;
  }

  it('login requires a captcha token in x-captcha-token when the captcha is configured', async () => {
    const missing = await server.player().login('demo', 'Demo-Pass-1');
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.code).toBe('captcha_required');
    const bogus = await server.player().login('demo', 'Demo-Pass-1', { 'x-captcha-token': 'made-up' });
    expect(bogus.body.errors?.[0]?.code).toBe('captcha_invalid');

    const token = await solveCaptcha();
    expect((await server.player().login('demo', 'Demo-Pass-1', { 'x-captcha-token': token })).status).toBe(200);
    // One-time: the same token is refused the second time.
    const replay = await server.player().login('demo', 'Demo-Pass-1', { 'x-captcha-token': token });
    expect(replay.body.errors?.[0]?.code).toBe('captcha_invalid');
  });

  it('a wrong pick earns no token and the challenge allows only three tries', async () => {
    const player = server.player();
    const challenge = await player.get('/web-api/captcha/challenge');
    const id = challenge.body.data.challengeId;
    const row = await server.database.db
      .selectFrom('captcha_challenges')
      .select('answer')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const wrong = row.answer === 10 ? 11 : 10;
    for (let i = 0; i < 3; i++) {
      expect((await player.post('/web-api/captcha/solve', { challenge_id: id, answer: wrong })).status).toBe(400);
    }
    const late = await player.post('/web-api/captcha/solve', { challenge_id: id, answer: row.answer });
    expect(late.status).toBe(400);
  });

  it('serves the on-screen captcha page with its script', async () => {
    const page = await server.fetch('/web-api/captcha/page');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/web-api/captcha/page.js');
    const script = await server.fetch('/web-api/captcha/page.js');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
  });
});

describe('captcha disabled', () => {
  it('login needs no captcha token when captcha_type is disabled', async () => {
    const server = await openAccountsServer({ config: { captcha: { type: 'disabled' } } });
    try {
      expect((await server.player().login('demo', 'Demo-Pass-1')).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('login rate limit', () => {
  it('after 10 failed logins for an account within 15 minutes the next attempt is 429, even with the right password', async () => {
    const server = await openAccountsServer();
    try {
      for (let i = 0; i < 10; i++) {
        expect((await server.player().login('demo2', `Wrong-${i}-pass`)).status).toBe(401);
      }
      const locked = await server.player().login('demo2', 'Demo-Pass-2');
      expect(locked.status).toBe(429);
      expect(locked.body.errors?.[0]?.code).toBe('too_many_attempts');
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      // The same account by another identifier is the same account.
      expect((await server.player().login('demo2@betframe.test', 'Demo-Pass-2')).status).toBe(429);

      // Once the failures are older than the window, the account opens again.
      await server.database.db
        .updateTable('login_failures')
        .set({ failed_at: new Date(Date.now() - 16 * 60_000) })
        .execute();
      expect((await server.player().login('demo2', 'Demo-Pass-2')).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('after 10 failed logins from one address, that address is refused for every account', async () => {
    const server = await openAccountsServer();
    try {
      for (let i = 0; i < 10; i++) {
        expect((await server.player().login(`nobody${i}@betframe.test`, 'Wrong-pass-1')).status).toBe(401);
      }
      expect((await server.player().login('demo', 'Demo-Pass-1')).status).toBe(429);
    } finally {
      await server.close();
    }
  }, 60_000);
});
