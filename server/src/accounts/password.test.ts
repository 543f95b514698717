import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, encoded, openAccountsServer } from './testing/accounts-server';

describe('password change', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer();
  }, 60_000);
  afterAll(() => server.close());

  it('changes the password with the three fields base64-encoded and ends the other sessions when asked', async () => {
    const here = server.player();
    const elsewhere = server.player();
    await here.login('demo2', 'Demo-Pass-2');
    await elsewhere.login('demo2', 'Demo-Pass-2');
    const response = await here.put('/web-api/account/password', {
      old_password: encoded('Demo-Pass-2'),
      password: encoded('Brand-New-2'),
      password_confirm: encoded('Brand-New-2'),
      end_other_sessions: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await elsewhere.get('/web-api/account/me')).status).toBe(401);
    expect((await here.get('/web-api/account/me')).status).toBe(200);
    expect((await server.player().login('demo2', 'Demo-Pass-2')).status).toBe(401);
    expect((await server.player().login('demo2', 'Brand-New-2')).status).toBe(200);
  });

  it('keeps other sessions without end_other_sessions, and refuses a wrong old password or a mismatch', async () => {
    const here = server.player();
    const elsewhere = server.player();
    await here.login('demo2', 'Brand-New-2');
    await elsewhere.login('demo2', 'Brand-New-2');
    const wrongOld = await here.put('/web-api/account/password', {
      old_password: encoded('Not-The-Pass-1'),
      password: encoded('Another-New-3'),
      password_confirm: encoded('Another-New-3'),
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.data.validation_errors).toEqual({ old_password: ['wrong_password'] });
    const mismatch = await here.put('/web-api/account/password', {
      old_password: encoded('Brand-New-2'),
      password: encoded('Another-New-3'),
      password_confirm: encoded('Another-New-4'),
    });
    expect(mismatch.body.data.validation_errors).toHaveProperty('password_confirm');
    const notEncoded = await here.put('/web-api/account/password', {
      old_password: 'Brand-New-2',
      password: 'Another-New-3',
      password_confirm: 'Another-New-3',
    });
    expect(notEncoded.status).toBe(400);
    const done = await here.put('/web-api/account/password', {
      old_password: encoded('Brand-New-2'),
      password: encoded('Another-New-3'),
      password_confirm: encoded('Another-New-3'),
    });
    expect(done.status).toBe(200);
    expect((await elsewhere.get('/web-api/account/me')).status).toBe(200);
  });
});

describe('password reset', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer();
  }, 60_000);
  afterAll(() => server.close());

  it('resets by an e-mailed code: the code checks, sets the new password, and every session ends', async () => {
    const signedIn = server.player();
    await signedIn.login('demo', 'Demo-Pass-1');
    const guest = server.player();
    expect(
      (await guest.post('/web-api/account/password-reset/send-code', { login: 'demo@betframe.test' })).status,
    ).toBe(200);
    const mail = await server.lastMessage('demo@betframe.test');
    expect(mail.channel).toBe('email');
    const code = await server.lastCode('demo@betframe.test');

    const check = await guest.get(`/web-api/account/password-reset?login=demo%40betframe.test&confirm_code=${code}`);
    expect(check.body.data).toEqual({ valid: true });
    const reset = await guest.post('/web-api/account/password-reset', {
      login: 'demo@betframe.test',
      confirm_code: code,
      password: encoded('Reset-Pass-1'),
      password_confirm: encoded('Reset-Pass-1'),
    });
    expect(reset.status).toBe(200);
    expect((await signedIn.get('/web-api/account/me')).status).toBe(401);
    expect((await server.player().login('demo', 'Reset-Pass-1')).status).toBe(200);
    // The code is spent.
    const reuse = await guest.post('/web-api/account/password-reset', {
      login: 'demo@betframe.test',
      confirm_code: code,
      password: encoded('Reset-Pass-2'),
      password_confirm: encoded('Reset-Pass-2'),
    });
    expect(reuse.status).toBe(400);
  });

  it('resets by an SMS code when the login is a phone number', async () => {
    const guest = server.player();
    await guest.post('/web-api/account/password-reset/send-code', { login: '+7 900 000 00 02' });
    const sms = await server.lastMessage('79000000002');
    expect(sms.channel).toBe('sms');
    const code = await server.lastCode('79000000002');
    const reset = await guest.post('/web-api/account/password-reset', {
      login: '+7 900 000 00 02',
      confirm_code: code,
      password: encoded('Sms-Reset-2'),
      password_confirm: encoded('Sms-Reset-2'),
    });
    expect(reset.status).toBe(200);
    expect((await server.player().login('demo2', 'Sms-Reset-2')).status).toBe(200);
  });

  it('answers the same for an unknown login and sends nothing', async () => {
    const before = await server.fetch('/dev/outbox.json');
    const count = ((await before.json()) as { data: { messages: unknown[] } }).data.messages.length;
    const response = await server.player().post('/web-api/account/password-reset/send-code', { login: 'ghost@x.test' });
    expect(response.status).toBe(200);
    const after = await server.fetch('/dev/outbox.json');
    expect(((await after.json()) as { data: { messages: unknown[] } }).data.messages.length).toBe(count);
  });

  it('burns a code after five wrong tries', async () => {
    const guest = server.player();
    await guest.post('/web-api/account/password-reset/send-code', { login: 'demo2@betframe.test' });
    const code = await server.lastCode('demo2@betframe.test');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await guest.post('/web-api/account/password-reset', {
        login: 'demo2@betframe.test',
        confirm_code: wrong,
        password: encoded('Never-Set-1'),
        password_confirm: encoded('Never-Set-1'),
      });
      expect(response.status).toBe(400);
    }
    const right = await guest.post('/web-api/account/password-reset', {
      login: 'demo2@betframe.test',
      confirm_code: code,
      password: encoded('Never-Set-1'),
      password_confirm: encoded('Never-Set-1'),
    });
    expect(right.status).toBe(400);
  });
});
