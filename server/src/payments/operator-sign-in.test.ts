import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from '../testing';
import { isLoopback } from './operator-sign-in';
import { paymentRoutes } from './routes';

const basic = (credentials: string) => ({ authorization: `Basic ${Buffer.from(credentials).toString('base64')}` });

describe('the sandbox operator desk sign-in', () => {
  let open: TestServer;
  let configured: TestServer;
  beforeAll(async () => {
    open = await openTestServer({ modules: [paymentRoutes] });
    configured = await openTestServer({ modules: [paymentRoutes], operatorCredentials: 'desk:correct-horse-1' });
  }, 120_000);
  afterAll(async () => {
    await open.close();
    await configured.close();
  });

  it('knows loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', 'unknown', ''])
      expect(isLoopback(address)).toBe(false);
  });

  it('without OPERATOR_CREDENTIALS: open on this machine, a sign-in from anywhere else', async () => {
    expect((await open.fetch('/sandbox/operator')).status).toBe(200);
    // In-process requests have no socket address: they stand for another machine here.
    const remote = await open.app.fetch(new Request('http://sportsbook.example/sandbox/operator'));
    expect(remote.status).toBe(401);
    expect(remote.headers.get('www-authenticate')).toMatch(/^Basic realm="Sandbox operator"/);
    const decide = await open.app.fetch(
      new Request('http://sportsbook.example/sandbox/operator/1/approved', { method: 'POST' }),
    );
    expect(decide.status).toBe(401);
    const guessed = await open.app.fetch(
      new Request('http://sportsbook.example/sandbox/operator', { headers: basic('operator:operator') }),
    );
    expect(guessed.status).toBe(401);
  });

  it('with OPERATOR_CREDENTIALS: the sign-in everywhere, this machine included', async () => {
    expect((await configured.fetch('/sandbox/operator')).status).toBe(401);
    expect((await configured.fetch('/sandbox/operator', { headers: basic('desk:wrong-horse-1') })).status).toBe(401);
    const signedIn = await configured.fetch('/sandbox/operator', { headers: basic('desk:correct-horse-1') });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain('Pending withdrawals');
    const remote = await configured.app.fetch(
      new Request('http://sportsbook.example/sandbox/operator', { headers: basic('desk:correct-horse-1') }),
    );
    expect(remote.status).toBe(200);
  });
});
