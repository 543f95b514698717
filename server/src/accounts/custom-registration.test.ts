/** Custom registration: the body is the configured field list — listed fields required, others refused. */
import { signedInWithLoginData } from '@betframe/sdk/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, encoded, openAccountsServer, TEST_CONFIG } from './testing/accounts-server';

const common = { currency_id: 1, country_id: 463, regRules: true, regPolitics: true };
let server: AccountsTestServer;

beforeAll(async () => {
  server = await openAccountsServer({
    config: {
      registration: {
        types: [...(TEST_CONFIG.registration?.types ?? []), 'custom_reg'],
        fieldOrder: { custom_reg: ['name', 'phone', 'password', 'password_confirmation', 'currency', 'country'] },
      },
    },
  });
}, 60_000);
afterAll(() => server.close());

describe('custom registration', () => {
  it('registers with the configured fields and signs in at once', async () => {
    const player = server.player();
    const response = await player.post('/web-api/registration/custom', {
      ...common,
      name: 'Custom',
      phone: '+7 903 555-44-33',
      password: encoded('Custom-Pass-1'),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    signedInWithLoginData.parse(response.body.data);
    expect((await player.get('/web-api/account/me')).body.data).toMatchObject({
      name: 'Custom',
      phone: '79035554433',
      registrationType: 'custom_reg',
    });
    expect((await server.player().login('79035554433', 'Custom-Pass-1')).status).toBe(200);
  });

  it('answers 400 with validation_errors for a missing listed field and a field not listed', async () => {
    const missing = await server.player().post('/web-api/registration/custom', {
      ...common,
      phone: '+7 903 555-44-34',
      password: encoded('Custom-Pass-1'),
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.data.validation_errors)).toContain('name');
    const extra = await server.player().post('/web-api/registration/custom', {
      ...common,
      name: 'Custom',
      surname: 'Unlisted',
      phone: '+7 903 555-44-35',
      password: encoded('Custom-Pass-1'),
    });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body)).toContain('surname');
    const weak = await server.player().post('/web-api/registration/custom', {
      ...common,
      name: 'Custom',
      phone: '12',
      password: encoded('short'),
    });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body.data.validation_errors)).toEqual(expect.arrayContaining(['phone', 'password']));
  });
});
