import { fastRegistrationData, signedInData } from '@betframe/sdk/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, encoded, openAccountsServer } from './testing/accounts-server';

const common = { currency_id: 1, country_id: 463, regRules: true, regPolitics: true };

describe('registration', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer();
  }, 60_000);
  afterAll(() => server.close());

  it('fast registration returns a generated login and password once and signs the player in', async () => {
    const player = server.player();
    const response = await player.post('/web-api/registration/fast', { ...common, promo_code: 'WELCOME' });
    expect(response.status).toBe(201);
    const data = fastRegistrationData.parse(response.body.data);
    expect(data.login).toMatch(/^\d{9}$/);
    expect(data.password).toMatch(/^(?=.*[a-zA-Z])(?=.*\d).{12}$/);
    expect(player.cookies.has('session')).toBe(true);
    const me = await player.get('/web-api/account/me');
    expect(me.body.data).toMatchObject({ userId: data.userId, login: data.login, registrationType: 'fast_reg' });
    const row = await server.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', data.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ currency_id: 1, country_id: 463, promo_code: 'WELCOME' });
    expect(row.password_hash).not.toContain(data.password);

    const again = server.player();
    expect((await again.login(data.login, data.password)).status).toBe(200);
  });

  it('registration requires both agreements, a known currency and a known country', async () => {
    const player = server.player();
    const response = await player.post('/web-api/registration/fast', {
      currency_id: 999,
      country_id: 463,
      regRules: false,
      regPolitics: true,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.validation_errors)).toContain('regRules');
    const unknown = await player.post('/web-api/registration/fast', { ...common, currency_id: 999, country_id: 9999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.validation_errors).toMatchObject({ country_id: expect.any(Array) });
    const badCurrency = await player.post('/web-api/registration/fast', { ...common, currency_id: 999 });
    expect(badCurrency.body.data.validation_errors).toEqual({ currency_id: ['unknown_currency'] });
  });

  it('phone registration needs the SMS code sent to that phone', async () => {
    const player = server.player();
    const phone = '+7 (901) 555-12-34';
    const sent = await player.post('/web-api/registration/phone/send-code', { phone });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ expiresIn: 600, codeLength: 6 });
    const code = await server.lastCode('79015551234');

    const wrong = await player.post('/web-api/registration/phone', {
      ...common,
      phone,
      confirm_code: code === '000000' ? '111111' : '000000',
      password: encoded('Phone-Pass-1'),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.validation_errors).toEqual({ confirm_code: ['auth_incorrect_code'] });

    const done = await player.post('/web-api/registration/phone', {
      ...common,
      phone,
      confirm_code: code,
      password: encoded('Phone-Pass-1'),
    });
    expect(done.status).toBe(201);
    signedInData.parse(done.body.data);
    const me = await player.get('/web-api/account/me');
    expect(me.body.data).toMatchObject({ phone: '79015551234', registrationType: 'phone_reg' });

    const taken = await server.player().post('/web-api/registration/phone/send-code', { phone });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.[0]?.code).toBe('phone_taken');
  });

  it('full registration waits for the e-mail activation link, then signs in', async () => {
    const player = server.player();
    const response = await player.post('/web-api/registration/full', {
      ...common,
      email: 'Full.Player@Example.com',
      password: encoded('Full-Pass-1'),
      name: "Anne-Marie O'Neil",
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ activationRequired: true });
    expect(player.cookies.has('session')).toBe(false);

    const early = await server.player().login('full.player@example.com', 'Full-Pass-1');
    expect(early.status).toBe(403);
    expect(early.body.errors?.[0]?.code).toBe('account_not_activated');

    const mail = await server.lastMessage('full.player@example.com');
    expect(mail.channel).toBe('email');
    const link = /(http:\/\/\S+\/web-api\/registration\/activate\?token=\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const activated = await player.raw(new URL(link as string).pathname + new URL(link as string).search);
    expect(activated.status).toBe(302);
    expect(player.cookies.has('session')).toBe(true);
    expect((await player.get('/web-api/account/me')).body.data).toMatchObject({ emailConfirmed: true });

    const reused = await server.player().raw(new URL(link as string).pathname + new URL(link as string).search);
    expect(reused.status).toBe(400);
    expect((await server.player().login('full.player@example.com', 'Full-Pass-1')).status).toBe(200);

    const duplicate = await server.player().post('/web-api/registration/full', {
      ...common,
      email: 'full.player@example.com',
      password: encoded('Full-Pass-1'),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors?.[0]?.code).toBe('email_taken');
  });
});
