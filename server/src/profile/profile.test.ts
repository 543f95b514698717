import { officePaths } from '@betframe/sdk/office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRoutes } from '../accounts';
import { type AccountsTestServer, openAccountsServer, type PlayerClient } from '../accounts/testing/accounts-server';
import { verifyPassword } from '../auth';
import { regionsRoutes } from './regions';
import { profileRoutes } from './routes';

const KZ = 286;
let server: AccountsTestServer;
let player: PlayerClient;
beforeAll(async () => {
  server = await openAccountsServer({ modules: [accountsRoutes, profileRoutes, regionsRoutes] });
  player = server.player();
  await player.login('demo', 'Demo-Pass-1');
}, 60_000);
afterAll(() => server.close());

describe('account fields (GET account data, POST save account fields)', () => {
  it('saves the fields given and keeps the others; reads them back', async () => {
    const first = await player.post(officePaths.saveAccountFields, {
      name: 'Dana',
      surname: "O'Neil",
      birth_date: '1990-05-17',
      city: 'Almaty',
      postcode: 'a05 x1',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      name: 'Dana',
      surname: "O'Neil",
      birthDate: '1990-05-17',
      address: null,
      city: 'Almaty',
      postcode: 'A05 X1',
      countryId: 463,
      regionId: null,
      region: null,
    });
    const second = await player.post(officePaths.saveAccountFields, { address: 'Abay Ave 1' });
    expect(second.body.data).toMatchObject({ name: 'Dana', city: 'Almaty', address: 'Abay Ave 1' });
    const read = await player.get(officePaths.accountData);
    expect(read.body.data).toEqual(second.body.data);
    // The account's own view (/me) reads the same personal data.
    expect((await player.get('/web-api/account/me')).body.data).toMatchObject({
      name: 'Dana',
      birthDate: '1990-05-17',
    });
  });

  it('malformed bodies are 400 with validation_errors on the field; a guest is 401', async () => {
    for (const [body, field, key] of [
      [{ name: 'R2-D2' }, 'name', 'validation_user_name_symbols'],
      [{ name: '' }, 'name', 'required'],
      [{ birth_date: '2024-02-30' }, 'birth_date', 'validation_birth_date'],
      [{ birth_date: '2020-01-01' }, 'birth_date', 'validation_min_age'],
      [{ postcode: 'no/such' }, 'postcode', 'validation_postcode'],
      [{ nickname: 'x' }, 'nickname', undefined],
    ] as const) {
      const res = await player.post(officePaths.saveAccountFields, body);
      expect(res.status).toBe(400);
      const errors = (res.body.data as { validation_errors: Record<string, string[]> }).validation_errors;
      if (key) expect(errors[field]).toContain(key);
      else expect(Object.keys(errors).length).toBeGreaterThan(0);
    }
    expect((await server.player().get(officePaths.accountData)).status).toBe(401);
  });

  it('a new PIN code is six digits, shown once; only its hash is kept and the next one replaces it', async () => {
    const first = await player.get(officePaths.newPinCode);
    expect(first.status).toBe(200);
    const pin = (first.body.data as { pin: string }).pin;
    expect(pin).toMatch(/^\d{6}$/);
    const row = await server.database.db.selectFrom('player_profiles').select('pin_hash').executeTakeFirstOrThrow();
    expect(row.pin_hash).not.toContain(pin);
    expect(await verifyPassword(pin, row.pin_hash ?? '')).toBe(true);
    await player.get(officePaths.newPinCode);
    const after = await server.database.db.selectFrom('player_profiles').select('pin_hash').executeTakeFirstOrThrow();
    expect(after.pin_hash).not.toBe(row.pin_hash);
    expect((await server.player().get(officePaths.newPinCode)).status).toBe(401);
  });
});

describe('regions and cities (GET regions, GET cities by region)', () => {
  it('lists the regions of a country in the asked language, sorted, and the towns of a region', async () => {
    const en = await server.player().get(`${officePaths.regions}?country_id=${KZ}&lng=en`);
    expect(en.status).toBe(200);
    const regions = en.body.data as Array<{ id: number; name: string }>;
    expect(regions).toHaveLength(20);
    expect(regions.map((r) => r.name)).toEqual(
      [...regions.map((r) => r.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    const astana = regions.find((r) => r.name === 'Astana');
    expect(astana?.id).toBe(KZ * 100 + 1);
    const ru = (await server.player().get(`${officePaths.regions}?country_id=${KZ}&lng=ru`)).body.data;
    expect(ru).toContainEqual({ id: KZ * 100 + 9, name: 'Восточно-Казахстанская область' });
    const towns = (await server.player().get(`${officePaths.cities}?region_id=${KZ * 100 + 9}&lng=kk`)).body.data;
    expect(towns).toContainEqual({ id: (KZ * 100 + 9) * 100 + 1, name: 'Өскемен' });
    // A country without a list answers an empty one; an unknown region is 404; a bad id 400.
    expect((await server.player().get(`${officePaths.regions}?country_id=463`)).body.data).toEqual([]);
    expect((await server.player().get(`${officePaths.cities}?region_id=46301`)).status).toBe(404);
    const bad = await server.player().get(`${officePaths.cities}?region_id=abc`);
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body.data as { validation_errors: object }).validation_errors)).toContain('region_id');
  });

  it("the account edit keeps a region of the player's country and refuses another country's", async () => {
    const kz = server.player();
    await kz.login('demo2', 'Demo-Pass-2');
    const { id } = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('login', '=', 'demo2')
      .executeTakeFirstOrThrow();
    await server.database.db.updateTable('users').set({ country_id: KZ }).where('id', '=', id).execute();
    const saved = await kz.post(officePaths.saveAccountFields, { region_id: KZ * 100 + 12, city: 'Temirtau' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ countryId: KZ, regionId: KZ * 100 + 12, city: 'Temirtau' });
    const foreign = await kz.post(officePaths.saveAccountFields, { region_id: 46301 });
    expect(foreign.status).toBe(400);
    expect((foreign.body.data as { validation_errors: object }).validation_errors).toEqual({
      region_id: ['unknown_region'],
    });
    const cleared = await kz.post(officePaths.saveAccountFields, { region_id: null });
    expect(cleared.body.data).toMatchObject({ regionId: null, city: 'Temirtau' });
  });
});
