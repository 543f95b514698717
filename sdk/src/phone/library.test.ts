import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkPhoneLength,
  checkPhoneNumber,
  loadPhoneCountryData,
  type PhoneLengthVerdict,
  phonePlaceholder,
  phoneVerdictMessage,
  validatePhoneWithLibrary,
} from './library';

describe('phone library checks (SPEC §5)', () => {
  it.each([
    ['a complete Russian mobile number is possible', '9123456789', 'RU', 'IS_POSSIBLE'],
    ['too few digits are too short', '912', 'RU', 'TOO_SHORT'],
    ['too many digits are too long', '912345678901234', 'RU', 'TOO_LONG'],
    ['a length between possible lengths is invalid', '91111111', 'GB', 'INVALID_LENGTH'],
    ['a lower-case country code works', '7011234567', 'kz', 'IS_POSSIBLE'],
    ['an unknown country is reported', '123456', 'QQ', 'INVALID_COUNTRY'],
  ])('%s', async (_rule, number, country, verdict) => {
    expect(await checkPhoneLength(number, country)).toBe(verdict);
  });

  it.each([
    ['TOO_SHORT', '912', 'validation_phone_too_short'],
    ['TOO_LONG', '912345678901234', 'validation_phone_too_long'],
  ])('%s maps to a message key', async (_verdict, number, key) => {
    expect(await validatePhoneWithLibrary(number, 'RU')).toEqual({ key });
  });

  it.each([
    ['a German mobile number', '15123456789', 'DE', 'IS_POSSIBLE'],
    ['a German mobile number one digit short', '1512345678', 'DE', 'INVALID'],
    ['a German mobile number one digit long', '151234567890', 'DE', 'INVALID'],
    ['an Indian mobile number', '9876543210', 'IN', 'IS_POSSIBLE'],
    ['an Indian number one digit short', '987654321', 'IN', 'INVALID'],
    ['an Indian number one digit long', '98765432101', 'IN', 'INVALID'],
    ['an Indian number of the right length but no Indian prefix', '0876543210', 'IN', 'INVALID'],
    ['a Russian mobile number', '9123456789', 'RU', 'IS_POSSIBLE'],
    ['a Kazakh mobile number', '7011234567', 'KZ', 'IS_POSSIBLE'],
    ['a Russian number of a prefix no operator has', '0123456789', 'RU', 'INVALID'],
    ['too few digits are still too short', '912', 'RU', 'TOO_SHORT'],
    ['an unknown country is still reported', '123456', 'QQ', 'INVALID_COUNTRY'],
  ])('per-country patterns as well as lengths: %s', async (_rule, number, country, verdict) => {
    expect(await checkPhoneNumber(number, country)).toBe(verdict);
  });

  it.each([
    ['international digits with the calling code', '4915123456789', 'IS_POSSIBLE'],
    ['international digits one short', '491512345678', 'INVALID'],
    ['a plus sign and spaces', '+91 98765 43210', 'IS_POSSIBLE'],
    ['an Indian number one digit long, international', '+91 98765 432101', 'INVALID'],
    ['a Russian number', '79123456789', 'IS_POSSIBLE'],
  ])('a number without a country is read as international: %s', async (_rule, number, verdict) => {
    expect(await checkPhoneNumber(number)).toBe(verdict);
  });

  it('an invalid number maps to its message key', async () => {
    expect(await validatePhoneWithLibrary('1512345678', 'DE')).toEqual({ key: 'validation_phone_invalid' });
  });

  it('a possible number has no message', async () => {
    expect(await validatePhoneWithLibrary('9123456789', 'RU')).toBeUndefined();
  });
});

describe('example-number placeholders (SPEC §5)', () => {
  it('example numbers fill the placeholder in national format', async () => {
    const placeholder = await phonePlaceholder('ru');
    expect(placeholder.replace(/\D/g, '')).toMatch(/^8?9\d{9}$/);
  });

  it('a per-country override wins', async () => {
    expect(await phonePlaceholder('kz', { overrides: { kz: '700 000 00 00' } })).toBe('700 000 00 00');
  });

  it('last digits can be trimmed', async () => {
    const full = (await phonePlaceholder('de')).replace(/\D/g, '');
    const trimmed = (await phonePlaceholder('de', { trimLastDigits: 2 })).replace(/\D/g, '');
    expect(trimmed).toBe(full.slice(0, -2));
  });

  it('an unknown country has an empty placeholder', async () => {
    expect(await phonePlaceholder('qq')).toBe('');
  });
});

describe('phone countries (SPEC §4: loaded once and reused)', () => {
  it('calling codes come from the library metadata, once', async () => {
    const first = loadPhoneCountryData();
    expect(loadPhoneCountryData()).toBe(first);
    const data = await first;
    expect(data.find((entry) => entry.iso2 === 'KZ')?.phoneCode).toBe('7');
    expect(data.find((entry) => entry.iso2 === 'GB')?.phoneCode).toBe('44');
    expect(data.length).toBeGreaterThan(240);
  });
});

describe('phone verdict messages', () => {
  it.each([
    ['IS_POSSIBLE', undefined],
    ['TOO_SHORT', 'validation_phone_too_short'],
    ['TOO_LONG', 'validation_phone_too_long'],
    ['INVALID_LENGTH', 'validation_phone_invalid_length'],
    ['INVALID_COUNTRY', 'validation_phone_invalid_country'],
    ['NOT_A_NUMBER', 'validation_phone_not_a_number'],
  ] as const)('%s gives %s', (verdict: PhoneLengthVerdict, key) => {
    expect(phoneVerdictMessage(verdict)?.key).toBe(key);
  });
});

describe('libphonenumber-js is reached only through dynamic imports', () => {
  it('no sdk source imports it statically (type imports aside)', () => {
    const root = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const source = readFileSync(path, 'utf8');
          if (/^\s*(import|export)\s+(?!type\b)[^;]*from\s+['"]libphonenumber-js/m.test(source)) offenders.push(path);
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
