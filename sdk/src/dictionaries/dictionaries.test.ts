import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { CASINO_CATEGORIES, GAME_PROVIDERS, gameProviderById } from './casino';
import {
  COUNTRY_CODES,
  countries,
  countryById,
  countryCodeFromId,
  countryIdFromCode,
  countryName,
  loadPhoneCountries,
} from './countries';
import { CURRENCIES, currencyByCode, currencyById, currencyDecimals, currencySymbol } from './currencies';
import { CYBER_SPORT_IDS, isCyberSport, SPORTS_LIST, sportById } from './sports';

describe('countries (SPEC §3)', () => {
  it('the list holds every ISO region and the extra phone regions, about 260 in all', () => {
    expect(COUNTRY_CODES.length).toBe(257);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['RU', 'KZ', 'XK', 'AC', 'TA', 'IC']));
    expect(COUNTRY_CODES).not.toEqual(expect.arrayContaining(['SU']));
  });

  it.each([
    ['AD', 4],
    ['KZ', 286],
    ['RU', 463],
    ['ZW', 673],
  ])('stable id of %s is base-26 of the code plus one (%i)', (code, id) => {
    expect(countryIdFromCode(code)).toBe(id);
    expect(countryCodeFromId(id)).toBe(code);
  });

  it('ids are unique and map back to their codes', () => {
    const ids = COUNTRY_CODES.map(countryIdFromCode);
    expect(new Set(ids).size).toBe(ids.length);
    for (const code of COUNTRY_CODES) expect(countryCodeFromId(countryIdFromCode(code))).toBe(code);
  });

  it.each(SUPPORTED_LANGUAGES)('every country has a real name in %s (from Intl.DisplayNames)', (lang) => {
    const list = countries(lang);
    expect(list).toHaveLength(COUNTRY_CODES.length);
    for (const country of list) {
      expect(country.name).not.toBe(country.code.toUpperCase());
      expect(country.code).toBe(country.code.toLowerCase());
    }
  });

  it('names are in the asked language', () => {
    expect([countryName('KZ', 'ru'), countryName('KZ', 'kk'), countryName('KZ', 'en')]).toEqual([
      'Казахстан',
      'Қазақстан',
      'Kazakhstan',
    ]);
    expect(countryById(463, 'ar')?.name).toBe('روسيا');
  });

  it('an id outside the list has no country', () => {
    expect(countryById(countryIdFromCode('SU'), 'en')).toBeUndefined();
  });

  it('phone countries carry calling codes from libphonenumber-js, shown with a plus', async () => {
    const list = await loadPhoneCountries('en');
    expect(list.find((country) => country.code === 'kz')).toMatchObject({
      phoneCode: '7',
      phoneCodeLabel: '+7',
      id: 286,
    });
    expect(list.find((country) => country.code === 'gb')?.phoneCodeLabel).toBe('+44');
    expect(list.length).toBeGreaterThan(240);
  });
});

describe('currencies (SPEC §3)', () => {
  it.each([
    [1, 'RUB'],
    [10, 'USD'],
    [12, 'EUR'],
  ])('id %i is %s', (id, code) => {
    expect(currencyById(id)?.code).toBe(code);
  });

  it('ids and codes are unique', () => {
    expect(new Set(CURRENCIES.map((c) => c.id)).size).toBe(CURRENCIES.length);
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(CURRENCIES.length);
  });

  it.each([
    ['KZT', '₸'],
    ['RUB', '₽'],
    ['UAH', '₴'],
    ['BTC', '₿'],
    ['ETH', 'Ξ'],
    ['USDT', '₮'],
  ])('the symbol of %s is %s', (code, symbol) => {
    expect(currencySymbol(code, 'ru')).toBe(symbol);
  });

  it('crypto currencies are flagged and carry their own decimals', () => {
    expect(currencyByCode('btc')).toMatchObject({ crypto: true, id: 100 });
    expect(currencyDecimals('BTC')).toBe(8);
    expect(currencyDecimals('USD')).toBe(2);
  });

  it('every fiat currency is one Intl knows', () => {
    for (const { code, crypto } of CURRENCIES) {
      if (!crypto) expect(() => new Intl.NumberFormat('en', { style: 'currency', currency: code })).not.toThrow();
    }
  });
});

describe('sports, casino categories and providers (SPEC §3, §9)', () => {
  it.each([
    [1, 'sport_football'],
    [2, 'sport_ice_hockey'],
    [3, 'sport_basketball'],
    [4, 'sport_tennis'],
    [6, 'sport_volleyball'],
    [10, 'sport_table_tennis'],
    [85, 'sport_cyber_football'],
    [144, 'sport_cyber_hockey'],
    [89, 'sport_cyber_basketball'],
  ])('sport %i is %s', (id, key) => {
    expect(sportById(id)?.key).toBe(key);
  });

  it('the cyber sport ids 85, 144, 89 are cyber', () => {
    expect(CYBER_SPORT_IDS).toEqual([85, 144, 89]);
    expect(CYBER_SPORT_IDS.every(isCyberSport)).toBe(true);
    expect(isCyberSport(1)).toBe(false);
  });

  it('sport ids are unique', () => {
    expect(new Set(SPORTS_LIST.map((s) => s.id)).size).toBe(SPORTS_LIST.length);
  });

  it('casino category ids are the game-category menu sections 1001–1012', () => {
    expect(CASINO_CATEGORIES.map((c) => c.id)).toEqual(Array.from({ length: 12 }, (_, i) => 1001 + i));
  });

  it('game providers have unique numeric ids', () => {
    expect(new Set(GAME_PROVIDERS.map((p) => p.id)).size).toBe(GAME_PROVIDERS.length);
    expect(new Set(GAME_PROVIDERS.map((p) => p.name)).size).toBe(GAME_PROVIDERS.length);
    expect(GAME_PROVIDERS.map((p) => p.id)).toEqual(Array.from({ length: 122 }, (_, i) => i + 1));
    expect(gameProviderById(5)?.name).toBe('Evolution');
  });
});
