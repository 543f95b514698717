import { sessionHistoryData } from '@betframe/sdk/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, openAccountsServer } from './testing/accounts-server';

/** The path and query of the sign-in link in the newest mail to `email`. */
async function linkIn(server: AccountsTestServer, email: string): Promise<string> {
  const { text } = await server.lastMessage(email);
  const link = /(http:\/\/\S+\/web-api\/account\/login\/email-link\?\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no sign-in link in: ${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('sign-in by e-mail link and session history', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer();
  }, 60_000);
  afterAll(() => server.close());

  it('sends a one-time link to a confirmed e-mail; opening it signs in and returns to the page', async () => {
    const player = server.player();
    const sent = await player.post('/web-api/account/login/email-link/send', {
      email: 'Demo@Betframe.test',
      return_to: '/en/office',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ expiresIn: 900 });
    const link = await linkIn(server, 'demo@betframe.test');
    expect(link).toContain('return_to=%2Fen%2Foffice');

    const opened = await player.raw(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/en/office');
    expect((await player.get('/web-api/account/me')).body.data.login).toBe('demo');

    // Once only.
    const again = server.player();
    const reused = await again.raw(link);
    expect(reused.headers.get('location')).toBe('/en/office?email_link_error=invalid');
    expect(again.cookies.has('session')).toBe(false);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const player = server.player();
    const sent = await player.post('/web-api/account/login/email-link/send', { email: 'nobody@betframe.test' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ expiresIn: 900 });
    await expect(server.lastMessage('nobody@betframe.test')).rejects.toThrow(/no outbox message/);
  });

  it('refuses malformed requests with validation_errors and never redirects off the site', async () => {
    const player = server.player();
    for (const body of [
      {},
      { email: 'not-an-email' },
      { email: 'a@b.test', return_to: 'https://evil.example/' },
      { email: 'a@b.test', extra: 1 },
    ]) {
      const refused = await player.post('/web-api/account/login/email-link/send', body);
      expect(refused.status).toBe(400);
      expect(refused.body.data?.validation_errors).toBeDefined();
    }
    const badLink = await player.get('/web-api/account/login/email-link?token=short');
    expect(badLink.status).toBe(400);
    expect(badLink.body.data?.validation_errors).toHaveProperty('token');
    const offSite = await player.get(
      `/web-api/account/login/email-link?token=${'x'.repeat(32)}&return_to=${encodeURIComponent('//evil.example')}`,
    );
    expect(offSite.status).toBe(400);
  });

  it('lists ended sessions with why they ended, newest first; a guest is 401 and a bad page 400', async () => {
    const old = server.player();
    await old.login('demo2', 'Demo-Pass-2', { 'user-agent': 'Old/1.0' });
    const other = server.player();
    await other.login('demo2', 'Demo-Pass-2', { 'user-agent': 'Other/1.0' });
    await old.post('/web-api/account/logout');
    const current = server.player();
    await current.login('demo2', 'Demo-Pass-2', { 'user-agent': 'Current/1.0' });
    await current.post('/web-api/account/disconnect-everywhere');

    const history = await current.post('/web-api/account/sessions/history');
    expect(history.status).toBe(200);
    const data = sessionHistoryData.parse(history.body.data);
    const mine = data.sessions.filter((s) => ['Old/1.0', 'Other/1.0'].includes(s.userAgent));
    expect(mine.map((s) => [s.userAgent, s.endReason])).toEqual([
      ['Other/1.0', 'disconnect_everywhere'],
      ['Old/1.0', 'logout'],
    ]);
    expect(data.sessions.some((s) => s.userAgent === 'Current/1.0')).toBe(false);
    expect(data.page).toBe(1);

    // Another player's ended sessions are not in it.
    const someoneElse = server.player();
    await someoneElse.login('demo', 'Demo-Pass-1', { 'user-agent': 'Else/1.0' });
    const theirs = sessionHistoryData.parse((await someoneElse.post('/web-api/account/sessions/history')).body.data);
    expect(theirs.sessions.some((s) => s.userAgent === 'Old/1.0')).toBe(false);

    expect((await server.player().post('/web-api/account/sessions/history')).status).toBe(401);
    for (const body of [{ page: 0 }, { page: 'x' }, { page: 1, extra: true }]) {
      const refused = await current.post('/web-api/account/sessions/history', body);
      expect(refused.status).toBe(400);
      expect(refused.body.data?.validation_errors).toBeDefined();
    }
  });
});
