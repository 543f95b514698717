import { loginData, twoFactorQrData } from '@betframe/sdk/account';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, encoded, openAccountsServer } from './testing/accounts-server';

const common = { currency_id: 1, country_id: 463, regRules: true, regPolitics: true };

describe('sign-in by SMS code (sms-auth send-code and check-code)', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer({
      config: { registration: { types: ['fast_reg', 'phone_reg', 'full_reg', 'short_reg'] } },
    });
  }, 60_000);
  afterAll(() => server.close());

  it('a code signs in once; the same code cannot be used again', async () => {
    const player = server.player();
    await player.post('/web-api/account/sms-auth/send-code', { phone: '+7 900 000-00-01' });
    const code = await server.lastCode('79000000001');
    const first = await player.post('/web-api/account/sms-auth/check-code', {
      phone: '79000000001',
      confirm_code: code,
    });
    expect(first.status).toBe(200);
    expect(loginData.parse(first.body.data)).toMatchObject({ twoFactorRequired: false });
    expect(player.cookies.has('session')).toBe(true);
    const again = await server
      .player()
      .post('/web-api/account/sms-auth/check-code', { phone: '79000000001', confirm_code: code });
    expect(again.status).toBe(400);
    expect(again.body.data.validation_errors).toEqual({ confirm_code: ['auth_incorrect_code'] });
  });

  it('an expired code is refused', async () => {
    await server.player().post('/web-api/account/sms-auth/send-code', { phone: '79000000002' });
    const code = await server.lastCode('79000000002');
    await server.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'sms_login')
      .where('target', '=', '79000000002')
      .execute();
    const late = await server
      .player()
      .post('/web-api/account/sms-auth/check-code', { phone: '79000000002', confirm_code: code });
    expect(late.status).toBe(400);
    expect(late.body.data.validation_errors).toEqual({ confirm_code: ['auth_incorrect_code'] });
  });

  it('five wrong codes burn the code: the right one is refused afterwards', async () => {
    const player = server.player();
    await player.post('/web-api/account/sms-auth/send-code', { phone: '79000000002' });
    const code = await server.lastCode('79000000002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await player.post('/web-api/account/sms-auth/check-code', {
        phone: '79000000002',
        confirm_code: wrong,
      });
      expect(response.status).toBe(400);
    }
    const right = await player.post('/web-api/account/sms-auth/check-code', {
      phone: '79000000002',
      confirm_code: code,
    });
    expect(right.status).toBe(400);
  });

  it('an unregistered number gets the same answer and no message', async () => {
    const response = await server.player().post('/web-api/account/sms-auth/send-code', { phone: '+7 999 123 45 67' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ expiresIn: 600, codeLength: 6 });
    await expect(server.lastMessage('79991234567')).rejects.toThrow(/no outbox message/);
  });

  it('at most 5 codes per number an hour', async () => {
    const phone = '+7 903 000 00 05';
    await server
      .player()
      .post('/web-api/registration/short', { ...common, login: phone, password: encoded('Sms-Pass-1') });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await server.player().post('/web-api/account/sms-auth/send-code', { phone })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a phone left unconfirmed by a short registration is confirmed by an SMS sign-in', async () => {
    const phone = '79030000006';
    await server
      .player()
      .post('/web-api/registration/short', { ...common, login: phone, password: encoded('Sms-Pass-1') });
    const before = await server.database.db
      .selectFrom('users')
      .select('phone_confirmed')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(before.phone_confirmed).toBe(false);
    const player = server.player();
    await player.post('/web-api/account/sms-auth/send-code', { phone });
    const signed = await player.post('/web-api/account/sms-auth/check-code', {
      phone,
      confirm_code: await server.lastCode(phone),
    });
    expect(signed.status).toBe(200);
    const after = await server.database.db
      .selectFrom('users')
      .select('phone_confirmed')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(after.phone_confirmed).toBe(true);
  });

  it('two-factor still applies: the right SMS code leads to the authenticator step', async () => {
    const phone = '79030000007';
    const owner = server.player();
    await owner.post('/web-api/registration/short', { ...common, login: phone, password: encoded('Sms-Pass-1') });
    const { secret } = twoFactorQrData.parse((await owner.post('/web-api/account/two-factor/qr')).body.data);
    const enabled = await owner.post('/web-api/account/two-factor/enable', { app_code: await generate({ secret }) });
    expect(enabled.status).toBe(200);

    const player = server.player();
    await player.post('/web-api/account/sms-auth/send-code', { phone });
    const response = await player.post('/web-api/account/sms-auth/check-code', {
      phone,
      confirm_code: await server.lastCode(phone),
    });
    expect(response.status).toBe(200);
    expect(loginData.parse(response.body.data)).toMatchObject({ twoFactorRequired: true });
    expect(player.cookies.has('session')).toBe(false);
  });
});

describe('SMS sign-in shares the login limiter', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer();
  }, 60_000);
  afterAll(() => server.close());

  it('wrong codes count as failed logins: after 10 the right code is 429 with Retry-After, and no new code is sent', async () => {
    const player = server.player();
    await player.post('/web-api/account/sms-auth/send-code', { phone: '79000000001' });
    const code = await server.lastCode('79000000001');
    const wrong = code === '000000' ? '111111' : '000000';
    // Five wrong tries burn a code, so spread the ten failures over two codes.
    for (let i = 0; i < 10; i += 1) {
      if (i === 5) await player.post('/web-api/account/sms-auth/send-code', { phone: '79000000001' });
      await player.post('/web-api/account/sms-auth/check-code', { phone: '79000000001', confirm_code: wrong });
    }
    const blocked = await player.post('/web-api/account/sms-auth/check-code', {
      phone: '79000000001',
      confirm_code: await server.lastCode('79000000001'),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors?.[0]?.code).toBe('too_many_attempts');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const resend = await player.post('/web-api/account/sms-auth/send-code', { phone: '79000000001' });
    expect(resend.status).toBe(429);
    const password = await server.player().login('demo', 'Demo-Pass-1');
    expect(password.status).toBe(429);
  });
});
