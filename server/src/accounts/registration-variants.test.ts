import { accountProfileData, signedInWithLoginData } from '@betframe/sdk/account';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, encoded, openAccountsServer, TEST_CONFIG } from './testing/accounts-server';

const common = { currency_id: 1, country_id: 463, regRules: true, regPolitics: true };

/** A birth date `years` years before today (UTC), shifted by `days`. */
function birthDate(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('registration variants short and full-v1', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer({
      config: {
        registration: { types: [...(TEST_CONFIG.registration?.types ?? []), 'short_reg', 'full_v1_reg'] },
        global: { minAge: 21 },
      },
    });
  }, 60_000);
  afterAll(() => server.close());

  it('short registration by e-mail signs the player in at once with an unconfirmed e-mail', async () => {
    const player = server.player();
    const response = await player.post('/web-api/registration/short', {
      ...common,
      login: 'Short.One@Example.com',
      password: encoded('Short-Pass-1'),
    });
    expect(response.status).toBe(201);
    const data = signedInWithLoginData.parse(response.body.data);
    expect(player.cookies.has('session')).toBe(true);
    expect(accountProfileData.parse((await player.get('/web-api/account/me')).body.data).registrationType).toBe(
      'short_reg',
    );
    expect((await player.get('/web-api/account/me')).body.data).toMatchObject({
      userId: data.userId,
      email: 'short.one@example.com',
      emailConfirmed: false,
      registrationType: 'short_reg',
    });
    expect((await server.player().login('short.one@example.com', 'Short-Pass-1')).status).toBe(200);
  });

  it('short registration by phone stores the digits and the phone signs in with the password', async () => {
    const response = await server.player().post('/web-api/registration/short', {
      ...common,
      login: '+7 (902) 111-22-33',
      password: encoded('Short-Pass-2'),
    });
    expect(response.status).toBe(201);
    expect((await server.player().login('79021112233', 'Short-Pass-2')).status).toBe(200);
    const taken = await server.player().post('/web-api/registration/short', {
      ...common,
      login: '79021112233',
      password: encoded('Short-Pass-2'),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.[0]?.code).toBe('phone_taken');
  });

  it('short registration names the login field for a bad e-mail or phone and a weak password', async () => {
    const player = server.player();
    const badEmail = await player.post('/web-api/registration/short', {
      ...common,
      login: 'someone@nowhere',
      password: encoded('short'),
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.data.validation_errors).toMatchObject({
      login: ['validation_enter_correct_email'],
      password: expect.any(Array),
    });
    const badPhone = await player.post('/web-api/registration/short', {
      ...common,
      login: '123',
      password: encoded('Short-Pass-3'),
    });
    expect(badPhone.body.data.validation_errors).toEqual({ login: ['phone_min_length'] });
    // Lengths alone passed these: the numbering plans of Germany and India say no (SPEC §5 library check).
    for (const login of ['+49 151 2345678', '+49 151 234567890', '+91 98765 4321', '+91 98765 432101']) {
      const invalid = await player.post('/web-api/registration/short', {
        ...common,
        login,
        password: encoded('Short-Pass-3'),
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.data.validation_errors).toEqual({ login: ['validation_phone_invalid'] });
    }
    const valid = await player.post('/web-api/registration/short', {
      ...common,
      login: '+49 151 23456789',
      password: encoded('Short-Pass-3'),
    });
    expect(valid.status).toBe(201);
    const empty = await player.post('/web-api/registration/short', { ...common, password: encoded('Short-Pass-3') });
    expect(Object.keys(empty.body.data.validation_errors)).toContain('login');
  });

  it('full-v1 registration keeps name, surname and birth date and waits for the activation link', async () => {
    const player = server.player();
    const response = await player.post('/web-api/registration/full-v1', {
      ...common,
      email: 'full.v1@example.com',
      password: encoded('Full-V1-Pass-1'),
      name: 'Aigerim',
      surname: "O'Neil-Sarsen",
      birth_date: birthDate(30),
      phone: '+7 705 123 45 67',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ activationRequired: true });
    const row = await server.database.db
      .selectFrom('users')
      .select([
        'name',
        'surname',
        'registration_type',
        'status',
        sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth'),
      ])
      .where('email', '=', 'full.v1@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name: 'Aigerim',
      surname: "O'Neil-Sarsen",
      registration_type: 'full_v1_reg',
      status: 'pending_activation',
      birth: birthDate(30),
    });
    expect((await server.lastMessage('full.v1@example.com')).text).toContain('/web-api/registration/activate?token=');
    const link = /(\/web-api\/registration\/activate\?token=\S+)/.exec(
      (await server.lastMessage('full.v1@example.com')).text,
    )?.[1];
    await player.raw(link as string);
    const me = accountProfileData.parse((await player.get('/web-api/account/me')).body.data);
    expect(me).toMatchObject({
      name: 'Aigerim',
      surname: "O'Neil-Sarsen",
      birthDate: birthDate(30),
      registrationType: 'full_v1_reg',
    });
  });

  it('full-v1 refuses a player younger than the configured minimum age and a date that does not exist', async () => {
    const base = { ...common, email: 'young@example.com', password: encoded('Young-Pass-1'), name: 'A', surname: 'B' };
    const young = await server.player().post('/web-api/registration/full-v1', {
      ...base,
      birth_date: birthDate(21, 1),
    });
    expect(young.status).toBe(400);
    expect(young.body.data.validation_errors).toEqual({ birth_date: ['validation_min_age'] });
    const impossible = await server.player().post('/web-api/registration/full-v1', {
      ...base,
      birth_date: '2001-02-30',
    });
    expect(impossible.body.data.validation_errors).toEqual({ birth_date: ['validation_birth_date'] });
    const exactly = await server.player().post('/web-api/registration/full-v1', { ...base, birth_date: birthDate(21) });
    expect(exactly.status).toBe(201);
  });

  it('full-v1 requires name and surname and allows only name characters', async () => {
    const response = await server.player().post('/web-api/registration/full-v1', {
      ...common,
      email: 'names@example.com',
      password: encoded('Names-Pass-1'),
      name: '',
      surname: 'R2-D2',
      birth_date: birthDate(40),
    });
    expect(response.status).toBe(400);
    expect(response.body.data.validation_errors).toEqual({
      name: ['required'],
      surname: ['validation_user_name_symbols'],
    });
  });

  it('a variant the configuration does not list is refused', async () => {
    const closed = await openAccountsServer({ seed: false });
    try {
      const response = await closed.player().post('/web-api/registration/short', {
        ...common,
        login: 'closed@example.com',
        password: encoded('Closed-Pass-1'),
      });
      expect(response.status).toBe(403);
      expect(response.body.errors?.[0]?.code).toBe('registration_type_disabled');
    } finally {
      await closed.close();
    }
  });
});
