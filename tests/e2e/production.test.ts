/**
 * Production mode proven closed: the real server process started with NODE_ENV=production (and a
 * CAPTCHA_TEST_TOKEN left set by mistake) is probed on every development route. The routes are not listed by
 * hand: a test-mode app (which registers every development helper) is enumerated for `/dev/…` and the sandbox
 * operator desk, so a helper added later is probed too. Also: the loopback origins development trusts for
 * framing and CSRF, the development identity provider, and the test captcha token are all refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer } from '../../server/src/testing';
import { type RunningServer, startServer } from '../support/server-process';

let server: RunningServer;
let developmentRoutes: Array<{ method: string; path: string }> = [];

beforeAll(async () => {
  const reference = await openTestServer();
  try {
    developmentRoutes = [
      ...new Map(
        reference.app.routes
          .filter((r) => r.method !== 'ALL' && (r.path.startsWith('/dev/') || r.path.startsWith('/sandbox/operator')))
          .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path.replace(/:[^/]+/g, '1') }]),
      ).values(),
    ];
  } finally {
    await reference.close();
  }
  server = await startServer({
    entry: 'server/src/main.ts',
    env: { NODE_ENV: 'production', LOG_LEVEL: 'info', CAPTCHA_TEST_TOKEN: 'left-set-by-mistake-0123' },
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe('production mode', () => {
  it('answers 404 on every development route', async () => {
    // The helpers the issue names are among those enumerated.
    const names = developmentRoutes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /dev/outbox',
      'GET /dev/outbox.json',
      'POST /dev/feed/fast-forward',
      'GET /dev/oauth/1/authorize',
      'GET /sandbox/operator',
      'POST /sandbox/operator/1/1',
    ]) {
      expect(names).toContain(expected);
    }
    const answers: string[] = [];
    for (const route of developmentRoutes) {
      const response = await fetch(`${server.origin}${route.path}`, {
        method: route.method,
        redirect: 'manual',
        ...(route.method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{"minutes":60}' }),
      });
      answers.push(`${route.method} ${route.path} ${response.status}`);
    }
    expect(answers).toEqual(developmentRoutes.map((r) => `${r.method} ${r.path} 404`));
  });

  it('offers no development identity provider', async () => {
    const response = await fetch(`${server.origin}/web-api/social/vk/start`, { redirect: 'manual' });
    expect(response.status).toBe(404);
  });

  it('trusts no loopback origin for framing or cross-origin calls', async () => {
    const config = await (await fetch(`${server.origin}/frontend-api/site-config`)).json();
    const origins = JSON.stringify(config);
    expect(origins).not.toMatch(/localhost|127\.0\.0\.1|\[::1\]/);
    const login = await fetch(`${server.origin}/web-api/account/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:5173',
        'sec-fetch-site': 'cross-site',
      },
      body: JSON.stringify({ login: 'demo', password: 'Demo-Pass-1' }),
    });
    expect(login.status).toBe(403);
  });

  it('refuses CAPTCHA_TEST_TOKEN, and said so at start', async () => {
    const login = await fetch(`${server.origin}/web-api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-captcha-token': 'left-set-by-mistake-0123' },
      body: JSON.stringify({ login: 'demo', password: 'Demo-Pass-1' }),
    });
    expect(login.status).toBe(400);
    expect((await login.json()).errors[0].code).toBe('captcha_invalid');
    expect(server.output()).toContain('CAPTCHA_TEST_TOKEN is set but refused in production');
  });
});
