/**
 * The region lists beyond Kazakhstan (regions-cis.ts: UZ, KG, TJ, TM, BY): each country's ISO 3166-2 first-level count, names in
 * ru/en/kk/ar (none empty, none left in another script where the language has its own), ids unique and fixed, each
 * region's towns with its centre first; through the routes: the lists in four languages, the towns of a region, and
 * the account edit keeping an Uzbek player's region and refusing a Kyrgyz one.
 */
import { countryIdFromCode } from '@betframe/sdk/dictionaries';
import { officePaths } from '@betframe/sdk/office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRoutes } from '../accounts';
import { type AccountsTestServer, openAccountsServer } from '../accounts/testing/accounts-server';
import { citiesOf, countriesWithRegions, isRegionOf, regionsOf, regionsRoutes } from './regions';
import { profileRoutes } from './routes';

const COUNTRIES = [
  { code: 'UZ', regions: 14, capital: ['Tashkent', 'Ташкент', 'Ташкент', 'طشقند'] },
  { code: 'KG', regions: 9, capital: ['Bishkek', 'Бишкек', 'Бішкек', 'بشكيك'] },
  { code: 'TJ', regions: 5, capital: ['Dushanbe', 'Душанбе', 'Душанбе', 'دوشنبه'] },
  { code: 'TM', regions: 6, capital: ['Ashgabat', 'Ашхабад', 'Ашхабад', 'عشق آباد'] },
  { code: 'BY', regions: 7, capital: ['Minsk', 'Минск', 'Минск', 'منسك'] },
] as const;
const LANGS = ['en', 'ru', 'kk', 'ar'] as const;
const SCRIPT: Record<(typeof LANGS)[number], RegExp> = {
  en: /^[A-Za-züö' -]+$/,
  ru: /^[А-Яа-яЁё -]+$/,
  kk: /^[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі -]+$/,
  ar: /^[\u0600-\u06FF ]+$/,
};

let server: AccountsTestServer;
beforeAll(async () => {
  server = await openAccountsServer({ modules: [accountsRoutes, profileRoutes, regionsRoutes] });
}, 60_000);
afterAll(() => server.close());

describe.each(COUNTRIES)('$code', (country) => {
  const id = countryIdFromCode(country.code);

  it('lists its first-level subdivisions in four languages with towns, ids fixed', () => {
    expect(countriesWithRegions()).toContain(id);
    for (const [i, lang] of LANGS.entries()) {
      const regions = regionsOf(id, lang);
      expect(regions).toHaveLength(country.regions);
      expect(new Set(regions.map((r) => r.id)).size).toBe(country.regions);
      for (const r of regions) {
        expect(Math.floor(r.id / 100)).toBe(id);
        expect(isRegionOf(r.id, id)).toBe(true);
        expect(r.name).toMatch(SCRIPT[lang]);
        const towns = citiesOf(r.id, lang) ?? [];
        expect(towns.length).toBeGreaterThan(0);
        for (const t of towns) expect(t.name).toMatch(SCRIPT[lang]);
      }
      expect(regions.map((r) => r.name)).toContain(country.capital[i]);
    }
  });

  it('answers the lists through the routes in four languages', async () => {
    const guest = server.player();
    for (const [i, lang] of LANGS.entries()) {
      const res = await guest.get(`${officePaths.regions}?country_id=${id}&lng=${lang}`);
      expect(res.status).toBe(200);
      const regions = res.body.data as Array<{ id: number; name: string }>;
      expect(regions).toHaveLength(country.regions);
      const capital = regions.find((r) => r.name === country.capital[i]);
      expect(capital).toBeDefined();
      const towns = (await guest.get(`${officePaths.cities}?region_id=${capital?.id}&lng=${lang}`)).body.data;
      expect(towns).toEqual([{ id: Number(capital?.id) * 100 + 1, name: country.capital[i] }]);
    }
  });
});

describe('the account edit with a region of the new lists', () => {
  it("keeps an Uzbek player's Uzbek region and refuses a Kyrgyz one", async () => {
    const uz = countryIdFromCode('UZ');
    const player = server.player();
    await player.login('demo2', 'Demo-Pass-2');
    const { id } = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('login', '=', 'demo2')
      .executeTakeFirstOrThrow();
    await server.database.db.updateTable('users').set({ country_id: uz }).where('id', '=', id).execute();
    const samarkand = uz * 100 + 9;
    const saved = await player.post(officePaths.saveAccountFields, { region_id: samarkand, city: 'Samarkand' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ countryId: uz, regionId: samarkand, city: 'Samarkand' });
    const kyrgyz = await player.post(officePaths.saveAccountFields, { region_id: countryIdFromCode('KG') * 100 + 3 });
    expect(kyrgyz.status).toBe(400);
    expect((kyrgyz.body.data as { validation_errors: object }).validation_errors).toEqual({
      region_id: ['unknown_region'],
    });
  });
});
