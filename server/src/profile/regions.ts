/**
 * The regions and cities lists (SPEC §7 "GET regions and cities by region"; docs/office.md "Regions and cities"):
 *   GET /web-api/office/regions?country_id=&lng= → { success, data: [{ id, name }] } — `[]` for a country without
 *       a list (the account edit then takes the region/state and the city/town as typed text)
 *   GET /web-api/office/cities?region_id=&lng=   → { success, data: [{ id, name }] } — 404 for an unknown region
 * Public (registration may use them too). Lists kept: Kazakhstan (regions-kz.ts), Uzbekistan, Kyrgyzstan,
 * Tajikistan, Turkmenistan and Belarus (regions-cis.ts); every other country answers `[]`. Names in the asked language: ru, kk and
 * ar have their own (ar where the list has it: not yet Kazakhstan's), others English; sorted by that language's
 * collation.
 */
import { countryIdFromCode } from '@betframe/sdk/dictionaries';
import { citiesQuery, officePaths, type Place, regionsQuery } from '@betframe/sdk/office';
import { ApiError } from '../app/errors';
import type { RouteModule } from '../app/types';
import { readQuery } from '../app/validation';
import { BY_REGIONS, KG_REGIONS, TJ_REGIONS, TM_REGIONS, UZ_REGIONS } from './regions-cis';
import { KZ_REGIONS, type PlaceNames, type RegionEntry } from './regions-kz';

const LISTS: ReadonlyMap<number, readonly RegionEntry[]> = new Map([
  [countryIdFromCode('KZ'), KZ_REGIONS],
  [countryIdFromCode('UZ'), UZ_REGIONS],
  [countryIdFromCode('KG'), KG_REGIONS],
  [countryIdFromCode('TJ'), TJ_REGIONS],
  [countryIdFromCode('TM'), TM_REGIONS],
  [countryIdFromCode('BY'), BY_REGIONS],
]);

/** The countries that have a regions list (by country id). */
export const countriesWithRegions = (): number[] => [...LISTS.keys()];
/** Whether the server keeps a regions list for the country (else its players type their region). */
export const hasRegionList = (countryId: number): boolean => LISTS.has(countryId);

const nameIn = (names: PlaceNames, lang: string | undefined): string =>
  lang === 'ru' ? names[1] : lang === 'kk' ? names[2] : lang === 'ar' ? (names[3] ?? names[0]) : names[0];

function sorted(places: Place[], lang: string | undefined): Place[] {
  const collator = new Intl.Collator(lang && /^[a-z]{2}$/.test(lang) ? lang : 'en');
  return places.sort((a, b) => collator.compare(a.name, b.name));
}

function findRegion(regionId: number): RegionEntry | undefined {
  const list = LISTS.get(Math.floor(regionId / 100));
  return list?.find((r) => r.number === regionId % 100);
}

/** The regions of a country, `[]` when the server keeps no list for it. */
export function regionsOf(countryId: number, lang?: string): Place[] {
  const list = LISTS.get(countryId) ?? [];
  return sorted(
    list.map((r) => ({ id: countryId * 100 + r.number, name: nameIn(r.names, lang) })),
    lang,
  );
}

/** The towns of a region, undefined for a region id that is not on any list. */
export function citiesOf(regionId: number, lang?: string): Place[] | undefined {
  const region = findRegion(regionId);
  if (!region) return undefined;
  return sorted(
    region.towns.map((names, i) => ({ id: regionId * 100 + i + 1, name: nameIn(names, lang) })),
    lang,
  );
}

/** Whether `name` names one of `countryId`'s listed regions, in any of the list's languages. */
export const isRegionNameOf = (name: string, countryId: number): boolean =>
  (LISTS.get(countryId) ?? []).some((r) => r.names.includes(name));

/** Whether `regionId` is one of `countryId`'s regions. */
export const isRegionOf = (regionId: number, countryId: number): boolean =>
  Math.floor(regionId / 100) === countryId && findRegion(regionId) !== undefined;

export const regionsRoutes: RouteModule = (app) => {
  app.get(officePaths.regions, (c) => {
    const { country_id, lng } = readQuery(c, regionsQuery);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ success: true, data: regionsOf(country_id, lng) });
  });

  app.get(officePaths.cities, (c) => {
    const { region_id, lng } = readQuery(c, citiesQuery);
    const cities = citiesOf(region_id, lng);
    if (!cities) throw ApiError.notFound('Unknown region');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ success: true, data: cities });
  });
};
