import { TWO_FACTOR_SMS_CODE_ERROR, twoFactorQrData } from '@betframe/sdk/account';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, openAccountsServer, type PlayerClient } from './testing/accounts-server';

describe('two-factor authentication', () => {
  let server: AccountsTestServer;
  let player: PlayerClient;
  let secret: string;
  let disableHash: string;

  beforeAll(async () => {
    server = await openAccountsServer();
    player = server.player();
    await player.login('demo', 'Demo-Pass-1');
  }, 60_000);
  afterAll(() => server.close());

  it('gives a QR code URL, the otpauth link and the secret', async () => {
    const response = await player.post('/web-api/account/two-factor/qr');
    expect(response.status).toBe(200);
    const data = twoFactorQrData.parse(response.body.data);
    expect(data.qrCodeUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(data.qrCodeUrl.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(data.link).toMatch(/^otpauth:\/\/totp\/Betframe:demo%40betframe\.test\?/);
    expect(data.link).toContain(`secret=${data.secret}`);
    secret = data.secret;
  });

  it('a wrong SMS code on enable is error code 2; a wrong app code is another error', async () => {
    expect((await player.post('/web-api/account/two-factor/send-sms')).status).toBe(200);
    const smsCode = await server.lastCode('79000000001');
    const wrongSms = smsCode === '000000' ? '111111' : '000000';
    const smsError = await player.post('/web-api/account/two-factor/enable', {
      app_code: await generate({ secret }),
      sms_code: wrongSms,
    });
    expect(smsError.status).toBe(400);
    expect(smsError.body.errors?.[0]?.code).toBe(TWO_FACTOR_SMS_CODE_ERROR);
    expect(smsError.body.errors?.[0]?.code).toBe('2');

    const appError = await player.post('/web-api/account/two-factor/enable', { app_code: '000000', sms_code: smsCode });
    expect(appError.status).toBe(400);
    expect(appError.body.errors?.[0]?.code).not.toBe('2');
    expect(appError.body.message).toBeTruthy();
  });

  it('enables with the app code and the SMS code, returning the disable hash once', async () => {
    await player.post('/web-api/account/two-factor/send-sms');
    const smsCode = await server.lastCode('79000000001');
    const response = await player.post('/web-api/account/two-factor/enable', {
      app_code: await generate({ secret }),
      sms_code: smsCode,
    });
    expect(response.status).toBe(200);
    disableHash = response.body.data.hash as string;
    expect(disableHash).toMatch(/^[0-9a-f]{40}$/);
    expect((await player.get('/web-api/account/me')).body.data.twoFactorEnabled).toBe(true);
  });

  it('login then asks for the app code; a wrong code is refused and the right one signs in', async () => {
    const other = server.player();
    const first = await other.login('demo@betframe.test', 'Demo-Pass-1');
    expect(first.status).toBe(200);
    expect(first.body.data.twoFactorRequired).toBe(true);
    expect(other.cookies.has('session')).toBe(false);
    const twoFactorToken = first.body.data.twoFactorToken as string;

    const wrong = await other.post('/web-api/account/login/two-factor', {
      two_factor_token: twoFactorToken,
      code: '000000',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors?.[0]?.code).toBe('two_factor_code_invalid');

    // The enabling code's time step is spent; the next step's code (within the drift window) is fresh.
    const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const right = await other.post('/web-api/account/login/two-factor', {
      two_factor_token: twoFactorToken,
      code: nextCode,
    });
    expect(right.status).toBe(200);
    expect(right.body.data.twoFactorRequired).toBe(false);
    expect((await other.get('/web-api/account/me')).status).toBe(200);
    // The second-step token is single-use.
    const again = await server.player().post('/web-api/account/login/two-factor', {
      two_factor_token: twoFactorToken,
      code: nextCode,
    });
    expect(again.status).toBe(401);
  });

  it('refuses an authenticator code that was already used (replay)', async () => {
    const third = server.player();
    const first = await third.login('demo', 'Demo-Pass-1');
    const replay = await third.post('/web-api/account/login/two-factor', {
      two_factor_token: first.body.data.twoFactorToken,
      code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
    });
    expect(replay.status).toBe(401);
    expect(replay.body.errors?.[0]?.code).toBe('two_factor_code_invalid');
  });

  it('disables only with the hash given at enabling', async () => {
    const wrong = await player.post('/web-api/account/two-factor/disable', { hash: 'f'.repeat(40) });
    expect(wrong.status).toBe(400);
    const right = await player.post('/web-api/account/two-factor/disable', { hash: disableHash });
    expect(right.status).toBe(200);
    expect((await player.get('/web-api/account/me')).body.data.twoFactorEnabled).toBe(false);
    const plain = await server.player().login('demo', 'Demo-Pass-1');
    expect(plain.body.data.twoFactorRequired).toBe(false);
  });
});
