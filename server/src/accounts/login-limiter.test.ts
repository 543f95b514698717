import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delayAfter, FAILURES_BEFORE_CHECKS, LOGIN_FAILURE_WINDOW_MS } from '../auth/login-limiter';
import { type AccountsTestServer, openAccountsServer } from './testing/accounts-server';

const TEST_TOKEN = 'limiter-test-captcha-token';

/** POST /web-api/account/login from a chosen loopback address (127.0.0.0/8 is all this machine). */
function loginFrom(
  server: AccountsTestServer,
  from: string,
  login: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter: number; code: string | undefined }> {
  const url = new URL('/web-api/account/login', server.url);
  const body = JSON.stringify({ login, password });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          const parsed = JSON.parse(text) as { errors?: Array<{ code: string }> };
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: Number(res.headers['retry-after'] ?? 0),
            code: parsed.errors?.[0]?.code,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the login limiter delays by address, asks for a captcha by account, and never locks the owner out', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer({ captchaTestToken: TEST_TOKEN });
  }, 60_000);
  afterAll(() => server.close());

  it('waits grow from 30 s, doubling, to at most the window', () => {
    expect(delayAfter(FAILURES_BEFORE_CHECKS - 1)).toBe(0);
    expect(delayAfter(FAILURES_BEFORE_CHECKS)).toBe(30_000);
    expect(delayAfter(FAILURES_BEFORE_CHECKS + 1)).toBe(60_000);
    expect(delayAfter(FAILURES_BEFORE_CHECKS + 20)).toBe(LOGIN_FAILURE_WINDOW_MS);
  });

  it('ten wrong passwords from one address: that address waits, the owner elsewhere signs in with a captcha', async () => {
    for (let i = 0; i < FAILURES_BEFORE_CHECKS; i++) {
      expect((await loginFrom(server, '127.0.0.3', 'demo2', `Wrong-${i}-pass`)).status).toBe(401);
    }
    const attacker = await loginFrom(server, '127.0.0.3', 'demo2', 'Demo-Pass-2');
    expect(attacker).toMatchObject({ status: 429, code: 'too_many_attempts' });
    expect(attacker.retryAfter).toBeGreaterThan(20);
    expect(attacker.retryAfter).toBeLessThanOrEqual(30);

    // The owner, from another address: not blocked, asked for a captcha (the site's captcha is disabled).
    const owner = await loginFrom(server, '127.0.0.4', 'demo2', 'Demo-Pass-2');
    expect(owner).toMatchObject({ status: 400, code: 'captcha_required' });
    const solved = await loginFrom(server, '127.0.0.4', 'demo2', 'Demo-Pass-2', { 'x-captcha-token': TEST_TOKEN });
    expect(solved.status).toBe(200);
    // Signing in cleared the account's count: the next sign-in from a third address needs no captcha.
    expect((await loginFrom(server, '127.0.0.5', 'demo2', 'Demo-Pass-2')).status).toBe(200);
    // The attacker's address still waits, for every account.
    expect((await loginFrom(server, '127.0.0.3', 'demo', 'Demo-Pass-1')).status).toBe(429);
  });

  it('each failure after the wait doubles the next wait', async () => {
    for (let i = 0; i < FAILURES_BEFORE_CHECKS; i++) {
      await loginFrom(server, '127.0.0.6', `nobody${i}@betframe.test`, 'Wrong-pass-1');
    }
    expect((await loginFrom(server, '127.0.0.6', 'nobody@betframe.test', 'x')).retryAfter).toBeLessThanOrEqual(30);
    // The 30 s pass (the failures are moved back in time); the address is over the threshold: captcha, then a wait.
    await server.database.db
      .updateTable('login_failures')
      .set({ failed_at: new Date(Date.now() - 31_000) })
      .where('key', 'like', '%127.0.0.6')
      .execute();
    const asked = await loginFrom(server, '127.0.0.6', 'nobody@betframe.test', 'Wrong-pass-1');
    expect(asked.code).toBe('captcha_required');
    const failed = await loginFrom(server, '127.0.0.6', 'nobody@betframe.test', 'Wrong-pass-1', {
      'x-captcha-token': TEST_TOKEN,
    });
    expect(failed.status).toBe(401);
    const next = await loginFrom(server, '127.0.0.6', 'nobody@betframe.test', 'Wrong-pass-1');
    expect(next.status).toBe(429);
    expect(next.retryAfter).toBeGreaterThan(50);
    expect(next.retryAfter).toBeLessThanOrEqual(60);
  });
});
