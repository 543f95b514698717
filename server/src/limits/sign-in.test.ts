import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRoutes } from '../accounts/routes';
import { type AccountsTestServer, openAccountsServer } from '../accounts/testing/accounts-server';
import { limitsRoutes } from './routes';

describe('sign-in during a time-out or self-exclusion', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer({ modules: [accountsRoutes, limitsRoutes] });
  }, 60_000);
  afterAll(() => server.close());

  it('a self-excluded player cannot sign in (403 self_excluded with the end time); the open session keeps history', async () => {
    const player = server.player();
    expect((await player.login('demo', 'Demo-Pass-1')).status).toBe(200);
    const excluded = await player.post('/web-api/limits/action', {
      action: 'self-exclusion',
      duration: 12,
      reasonId: 4,
    });
    expect(excluded.status).toBe(200);
    const again = await server.player().login('demo', 'Demo-Pass-1');
    expect(again.status).toBe(403);
    expect(again.body.errors?.[0]?.code).toBe('self_excluded');
    expect(again.body.data).toEqual({ until: excluded.body.data.until });
    expect((await player.get('/web-api/limits/status')).body.data.state).toBe('self-exclusion');
  });

  it('a time-out refuses sign-in with timeout_active', async () => {
    const player = server.player();
    expect((await player.login('demo2', 'Demo-Pass-2')).status).toBe(200);
    await player.post('/web-api/limits/action', { action: 'timeout', duration: 24 });
    const again = await server.player().login('demo2', 'Demo-Pass-2');
    expect(again.status).toBe(403);
    expect(again.body.errors?.[0]?.code).toBe('timeout_active');
    expect(typeof again.body.data.until).toBe('string');
  });
});
