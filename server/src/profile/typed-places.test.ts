/**
 * The typed region/state and city/town of a player whose country has no regions list (docs/office.md "Regions and
 * cities"): saved trimmed and read back, in any script; the one place-name rule refusing digits, other signs, a
 * name of no letters and one over 100 characters with 400 `validation_errors`; '' clears; and a country with a
 * list refusing a typed region (400 `region_from_list`) while its select keeps working.
 */
import { countryIdFromCode } from '@betframe/sdk/dictionaries';
import { officePaths } from '@betframe/sdk/office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRoutes } from '../accounts';
import { type AccountsTestServer, openAccountsServer, type PlayerClient } from '../accounts/testing/accounts-server';
import { regionsRoutes } from './regions';
import { profileRoutes } from './routes';

const DE = countryIdFromCode('DE');
const KZ = countryIdFromCode('KZ');
let server: AccountsTestServer;
let german: PlayerClient;
let kazakh: PlayerClient;

async function playerOf(login: string, password: string, countryId: number) {
  const player = server.player();
  await player.login(login, password);
  await server.database.db.updateTable('users').set({ country_id: countryId }).where('login', '=', login).execute();
  return player;
}
const errorsOf = (body: { data?: unknown }) =>
  (body.data as { validation_errors: Record<string, string[]> }).validation_errors;

beforeAll(async () => {
  server = await openAccountsServer({ modules: [accountsRoutes, profileRoutes, regionsRoutes] });
  german = await playerOf('demo', 'Demo-Pass-1', DE);
  kazakh = await playerOf('demo2', 'Demo-Pass-2', KZ);
}, 60_000);
afterAll(() => server.close());

describe('a country without a list: typed region and city', () => {
  it('has no list, saves the typed names trimmed and reads them back', async () => {
    expect((await german.get(`${officePaths.regions}?country_id=${DE}`)).body.data).toEqual([]);
    const saved = await german.post(officePaths.saveAccountFields, {
      region: '  Nordrhein-Westfalen ',
      city: " Mülheim an der Ruhr's ",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      countryId: DE,
      regionId: null,
      region: 'Nordrhein-Westfalen',
      city: "Mülheim an der Ruhr's",
    });
    expect((await german.get(officePaths.accountData)).body.data).toEqual(saved.body.data);
  });

  it('takes letters of any script with their marks and apostrophes', async () => {
    for (const [region, city] of [
      ['بافاريا', 'ميونخ'],
      ['महाराष्ट्र', 'पुणे'],
      ['Île-de-France', 'L’Haÿ-les-Roses'],
      ['Татарстан', 'Набережные Челны'],
    ]) {
      const res = await german.post(officePaths.saveAccountFields, { region, city });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ region, city });
    }
  });

  it('refuses what is not a place name with 400 validation_errors and keeps the saved one', async () => {
    await german.post(officePaths.saveAccountFields, { region: 'Bayern', city: 'München' });
    for (const [body, field] of [
      [{ region: 'NRW 1' }, 'region'],
      [{ region: '--' }, 'region'],
      [{ region: "'" }, 'region'],
      [{ region: 'a'.repeat(101) }, 'region'],
      [{ region: 'Bayern<script>' }, 'region'],
      [{ city: '10115' }, 'city'],
      [{ city: 'Berlin\nMitte' }, 'city'],
      [{ city: 'St. Pauli' }, 'city'],
    ] as const) {
      const res = await german.post(officePaths.saveAccountFields, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorsOf(res.body)[field]).toEqual(['validation_place_name']);
    }
    const wrongType = await german.post(officePaths.saveAccountFields, { region: 7 });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(errorsOf(wrongType.body))).toContain('region');
    expect((await german.get(officePaths.accountData)).body.data).toMatchObject({ region: 'Bayern', city: 'München' });
    const longest = 'a'.repeat(100);
    expect((await german.post(officePaths.saveAccountFields, { region: longest })).body.data).toMatchObject({
      region: longest,
    });
  });

  it("'' clears the typed region and the city", async () => {
    await german.post(officePaths.saveAccountFields, { region: 'Hessen', city: 'Kassel' });
    const cleared = await german.post(officePaths.saveAccountFields, { region: '', city: '  ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ region: null, city: null });
    const rows = await server.database.db.selectFrom('player_typed_regions').selectAll().execute();
    expect(rows).toEqual([]);
  });
});

describe('a country with a list', () => {
  it('refuses a typed region (the list holds every one), keeps the select, and may clear', async () => {
    const typed = await kazakh.post(officePaths.saveAccountFields, { region: 'Karaganda Region', city: 'Temirtau' });
    expect(typed.status).toBe(400);
    expect(errorsOf(typed.body)).toEqual({ region: ['region_from_list'] });
    const listed = await kazakh.post(officePaths.saveAccountFields, { region_id: KZ * 100 + 12, city: 'Temirtau' });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ regionId: KZ * 100 + 12, region: null, city: 'Temirtau' });
    // The city is typed in every country, so the same rule holds here.
    const city = await kazakh.post(officePaths.saveAccountFields, { city: 'Temirtau 2' });
    expect(errorsOf(city.body)).toEqual({ city: ['validation_place_name'] });
    expect((await kazakh.post(officePaths.saveAccountFields, { region: '' })).status).toBe(200);
  });
});
