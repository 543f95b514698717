import { officePaths } from '@betframe/sdk/office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRoutes } from '../accounts';
import {
  type AccountsTestServer,
  encoded,
  openAccountsServer,
  type PlayerClient,
} from '../accounts/testing/accounts-server';
import { inboxRoutes } from '../inbox';
import { mailingRoutes } from './routes';

let server: AccountsTestServer;
let player: PlayerClient;
let userId = 0;
beforeAll(async () => {
  server = await openAccountsServer({ modules: [accountsRoutes, mailingRoutes, inboxRoutes] });
  player = server.player();
  await player.login('demo', 'Demo-Pass-1');
  userId = (await player.get('/web-api/account/me')).body.data.userId as number;
}, 60_000);
afterAll(() => server.close());

const desk = (body: Record<string, unknown>) =>
  server.fetch(officePaths.deskMessages, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });

describe('mailing preferences and the unsubscribe link', () => {
  it('both channels are off until the player opts in; a change keeps the other channel; bad bodies are 400', async () => {
    expect((await player.get(officePaths.mailing)).body.data).toEqual({ email: false, sms: false });
    expect((await player.post(officePaths.mailing, { sms: true })).body.data).toEqual({ email: false, sms: true });
    expect((await player.post(officePaths.mailing, { email: true })).body.data).toEqual({ email: true, sms: true });
    for (const body of [{ email: 'yes' }, { email: true, fax: true }, []]) {
      const res = await player.post(officePaths.mailing, body);
      expect(res.status).toBe(400);
      expect(Object.keys((res.body.data as { validation_errors: object }).validation_errors).length).toBeGreaterThan(0);
    }
    expect((await server.player().get(officePaths.mailing)).status).toBe(401);
  });

  it('a desk mailing reaches the player who opted in; its unsubscribe link works without signing in', async () => {
    await player.post(officePaths.mailing, { email: true });
    const sent = await desk({ to: 'player', userId, subject: 'Weekly news', body: 'New markets.', email: true });
    expect(await sent.json()).toEqual({ success: true, data: { sent: 1, emailed: 1, texted: 0 } });
    const mail = await server.lastMessage('demo@betframe.test');
    expect(mail.subject).toBe('Weekly news');
    const link = /(http:\/\/\S+\/web-api\/mailing\/unsubscribe\?t=\S+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`no unsubscribe link in: ${mail.text}`);

    const stranger = await fetch(link);
    expect(stranger.status).toBe(200);
    expect(await stranger.text()).toContain('<form method="post"');
    const tampered = await fetch(
      link.replace(/t=[^.]+/, `t=${Buffer.from('demo2@betframe.test').toString('base64url')}`),
      {
        method: 'POST',
      },
    );
    expect(tampered.status).toBe(400);
    expect((await player.get(officePaths.mailing)).body.data).toMatchObject({ email: true });
    // RFC 8058 one-click: a POST to the link, no session.
    const done = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    // E-mail off; SMS, chosen in the first test, stays.
    expect((await player.get(officePaths.mailing)).body.data).toEqual({ email: false, sms: true });
    const next = await desk({ to: 'player', userId, subject: 'More news', body: 'x', email: true });
    expect(((await next.json()) as { data: { emailed: number } }).data.emailed).toBe(0);
  });

  it('every e-mail carries the link, account mails too', async () => {
    await player.post('/web-api/account/email/send-code', {
      email: 'fresh.demo@betframe.test',
      password: encoded('Demo-Pass-1'),
    });
    const mail = await server.lastMessage('fresh.demo@betframe.test');
    expect(mail.text).toMatch(/\/web-api\/mailing\/unsubscribe\?t=/);
    // The code comes first, so readers of the code find it.
    expect(await server.lastCode('fresh.demo@betframe.test')).toMatch(/^\d{6}$/);
  });
});
