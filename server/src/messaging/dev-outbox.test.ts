import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRoutes } from '../accounts/routes';
import { type AccountsTestServer, openAccountsServer } from '../accounts/testing/accounts-server';
import { createApp } from '../app';

describe('development outbox', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer();
  }, 60_000);
  afterAll(() => server.close());

  it('lists sent messages newest first as HTML and JSON', async () => {
    await server.player().post('/web-api/registration/phone/send-code', { phone: '+7 901 000 00 01' });
    await server.player().post('/web-api/registration/phone/send-code', { phone: '+7 901 000 00 02' });
    const json = await server.fetch('/dev/outbox.json');
    const { messages } = ((await json.json()) as { data: { messages: Array<{ to: string; channel: string }> } }).data;
    expect(messages.slice(0, 2).map((m) => m.to)).toEqual(['79010000002', '79010000001']);
    expect(messages[0]?.channel).toBe('sms');
    const html = await server.fetch('/dev/outbox');
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    const text = await html.text();
    expect(text.indexOf('79010000002')).toBeLessThan(text.indexOf('79010000001'));
    expect(text).toContain('registration code');
  });

  it('is not served in production, nor is the development identity provider', async () => {
    const production = createApp({ ...server.deps, mode: 'production' }, [accountsRoutes]);
    expect((await production.request('/dev/outbox')).status).toBe(404);
    expect((await production.request('/dev/outbox.json')).status).toBe(404);
    expect((await production.request('/dev/oauth/vk/authorize')).status).toBe(404);
    // The accounts API itself is there.
    expect((await production.request('/web-api/account/secure-questions')).status).toBe(200);
  });
});
