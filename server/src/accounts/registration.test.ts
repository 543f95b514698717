import { fastRegistrationData, signedInData } from '@betframe/sdk/account';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, encoded, openAccountsServer, type PlayerClient } from './testing/accounts-server';

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

  it('social registration goes through the development OAuth provider and signs the player in', async () => {
    const providers = await server.player().get('/web-api/social/providers');
    expect(providers.body.data).toEqual({ providers: ['vk', 'google'] });

    const player = server.player();
    const start = await player.raw(
      '/web-api/social/vk/start?mode=register&currency_id=10&country_id=286&regRules=1&regPolitics=1&return_to=/ru/office',
    );
    expect(start.status).toBe(302);
    const consent = start.headers.get('location') as string;
    expect(consent).toMatch(/^\/dev\/oauth\/vk\/authorize\?/);
    const page = await player.raw(consent);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Allow');

    const params = new URL(consent, server.url).searchParams;
    const form = new URLSearchParams({
      client_id: params.get('client_id') as string,
      redirect_uri: params.get('redirect_uri') as string,
      state: params.get('state') as string,
      decision: 'allow',
      subject: 'vk-12345',
      name: 'Social Player',
      email: '',
    });
    const allowed = await player.raw('/dev/oauth/vk/authorize', {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(allowed.status).toBe(302);
    const callback = allowed.headers.get('location') as string;
    expect(callback).toMatch(/^\/web-api\/social\/vk\/callback\?code=/);
    const finished = await player.raw(callback);
    expect(finished.status).toBe(302);
    expect(finished.headers.get('location')).toBe('/ru/office');
    const me = await player.get('/web-api/account/me');
    expect(me.body.data).toMatchObject({ registrationType: 'soc_reg', name: 'Social Player', countryId: 286 });

    // The code is single-use, and the callback only works in the browser that started.
    expect((await player.raw(callback)).status).toBe(400);

    // The same identity later signs in (login mode) to the same account.
    const later = server.player();
    const loginStart = await later.raw('/web-api/social/vk/start?mode=login');
    const loginParams = new URL(loginStart.headers.get('location') as string, server.url).searchParams;
    const back = await later.raw('/dev/oauth/vk/authorize', {
      method: 'POST',
      body: new URLSearchParams({
        client_id: loginParams.get('client_id') as string,
        redirect_uri: loginParams.get('redirect_uri') as string,
        state: loginParams.get('state') as string,
        decision: 'allow',
        subject: 'vk-12345',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await later.raw(back.headers.get('location') as string);
    expect((await later.get('/web-api/account/me')).body.data.userId).toBe(me.body.data.userId);
  });

  it('social sign-in of an unknown identity in login mode does not create an account', async () => {
    const player = server.player();
    const start = await player.raw('/web-api/social/google/start?mode=login&return_to=/en');
    const params = new URL(start.headers.get('location') as string, server.url).searchParams;
    const back = await player.raw('/dev/oauth/google/authorize', {
      method: 'POST',
      body: new URLSearchParams({
        client_id: params.get('client_id') as string,
        redirect_uri: params.get('redirect_uri') as string,
        state: params.get('state') as string,
        decision: 'allow',
        subject: 'nobody',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const done = await player.raw(back.headers.get('location') as string);
    expect(done.headers.get('location')).toBe('/en?social_error=not_registered');
    expect(player.cookies.has('session')).toBe(false);
  });

  /** Start → consent (Allow as `subject`) → callback; the callback's response. */
  async function socialFlow(player: PlayerClient, provider: string, subject: string, query: string) {
    const start = await player.raw(`/web-api/social/${provider}/start?${query}`);
    const params = new URL(start.headers.get('location') as string, server.url).searchParams;
    const back = await player.raw(`/dev/oauth/${provider}/authorize`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: params.get('client_id') as string,
        redirect_uri: params.get('redirect_uri') as string,
        state: params.get('state') as string,
        decision: 'allow',
        subject,
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return player.raw(back.headers.get('location') as string);
  }

  it('a social player with two-factor on gets the second step after the provider', async () => {
    const first = server.player();
    await socialFlow(first, 'google', 'g-2fa', 'mode=register&currency_id=1&country_id=463&regRules=1&regPolitics=1');
    const qr = await first.post('/web-api/account/two-factor/qr');
    const secret = qr.body.data.secret as string;
    expect(
      (await first.post('/web-api/account/two-factor/enable', { app_code: await generate({ secret }) })).status,
    ).toBe(200);

    const later = server.player();
    const done = await socialFlow(later, 'google', 'g-2fa', 'mode=login&return_to=/en');
    const location = done.headers.get('location') as string;
    expect(location).toMatch(/^\/en#two_factor_token=/);
    expect(later.cookies.has('session')).toBe(false);
    const token = location.split('#two_factor_token=')[1];
    const finished = await later.post('/web-api/account/login/two-factor', {
      two_factor_token: token,
      code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
    });
    expect(finished.status).toBe(200);
    expect((await later.get('/web-api/account/me')).body.data.registrationType).toBe('soc_reg');
  });
});
