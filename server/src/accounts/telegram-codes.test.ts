import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, openAccountsServer } from './testing/accounts-server';

/** SPEC §7 telegram code variants: the phone change's code and the two-factor code by the sandbox messenger. */
describe('codes by Telegram (the development outbox is the sandbox messenger)', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer();
  }, 60_000);
  afterAll(() => server.close());

  it('a phone binding with send_to_apps gets its code by Telegram, and the code works as the SMS one', async () => {
    const player = server.player();
    const registered = await player.post('/web-api/registration/fast', {
      currency_id: 1,
      country_id: 463,
      regRules: true,
      regPolitics: true,
    });
    expect(registered.status).toBe(201);
    // By default the code goes by SMS; asked again with send_to_apps, by Telegram.
    const bySms = await player.post('/web-api/account/phone/send-code', { phone: '+7 900 555-44-33' });
    expect(bySms.body.data.channel).toBe('sms');
    expect((await server.lastMessage('79005554433')).channel).toBe('sms');
    const sent = await player.post('/web-api/account/phone/send-code', {
      phone: '+7 900 555-44-33',
      send_to_apps: true,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ step: 'code_sent', channel: 'telegram' });
    const message = await server.lastMessage('79005554433');
    expect(message.channel).toBe('telegram');
    const code = await server.lastCode('79005554433');
    const checked = await player.get(`/web-api/account/phone/check-code?confirm_code=${code}`);
    expect(checked.body.data.step).toBe('answer_accepted');
    expect((await player.post('/web-api/account/phone/update', { phone: '79005554433' })).status).toBe(200);
    expect((await player.get('/web-api/account/me')).body.data.phone).toBe('79005554433');

    const malformed = await player.post('/web-api/account/phone/send-code', {
      phone: '79005554435',
      send_to_apps: 'yes',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data?.validation_errors).toHaveProperty('send_to_apps');
  });

  it('the two-factor code by Telegram enables two-factor like the SMS code', async () => {
    const player = server.player();
    await player.login('demo2', 'Demo-Pass-2');
    const secret = (await player.post('/web-api/account/two-factor/qr')).body.data.secret as string;
    const sent = await player.post('/web-api/account/two-factor/send-telegram');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ channel: 'telegram', codeLength: 6 });
    expect((await server.lastMessage('79000000002')).channel).toBe('telegram');
    const enabled = await player.post('/web-api/account/two-factor/enable', {
      app_code: await generate({ secret }),
      sms_code: await server.lastCode('79000000002'),
    });
    expect(enabled.status).toBe(200);

    const malformed = await player.post('/web-api/account/two-factor/send-telegram', { to: 'someone' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data?.validation_errors).toBeDefined();
    expect((await server.player().post('/web-api/account/two-factor/send-telegram')).status).toBe(401);
  });
});
