import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneCodeSearch } from './country-search';
import { applyPhoneMask, buildPhoneMask } from './mask';
import { displayPhoneCode, fullPhone, phoneValue } from './phone-value';

describe('phone input mask (SPEC §5)', () => {
  it.each([
    ['dashes are turned into spaces', { Mask: '000-000-00-00' }, 0, '000 000 00 00'],
    ['padded with zeros up to the country Max', { Mask: '000-000', Max: 9 }, 0, '000 000000'],
    ['no padding when the mask already holds Max digits', { Mask: '000-000-00-00', Max: 10 }, 0, '000 000 00 00'],
    ['trailing characters are cut by the given amount', { Mask: '000-000-00-00' }, 3, '000 000 00'],
  ])('%s', (_rule, country, cut, expected) => {
    expect(buildPhoneMask(country, cut)).toBe(expected);
  });

  const mask = '000 000 00 00';
  it.each([
    ['while focused, digits only', '912*45', true, undefined, '912 45'],
    ['otherwise stars are allowed', '912***4567', false, undefined, '912 ***  45 67'.replace('  ', ' ')],
    ['letters are never kept', 'a9b1c2', true, undefined, '912'],
    ['the value is truncated to the mask length', '912345678901234', true, undefined, '912 345 67 89'],
    ['separators appear only between typed digits', '912', true, undefined, '912'],
    ['Kazakhstan numbers starting with 7 are kept', '7011234567', true, 'kz', '701 123 45 67'],
    ['Kazakhstan numbers starting with 6 are kept', '6011234567', true, 'KZ', '601 123 45 67'],
    ['Kazakhstan numbers starting otherwise are cleared', '8011234567', true, 'kz', ''],
    ['Russian numbers must start with 9', '9123456789', true, 'ru', '912 345 67 89'],
    ['Russian numbers starting otherwise are cleared', '4951234567', true, 'ru', ''],
    ['other countries have no first-digit rule', '4951234567', true, 'by', '495 123 45 67'],
  ])('%s', (_rule, value, focused, countryCode, expected) => {
    expect(applyPhoneMask(value, mask, { focused, ...(countryCode ? { countryCode } : {}) })).toBe(expected);
  });
});

describe('phone mask invariants (property-based)', () => {
  const masks = fc.constantFrom('000 000 00 00', '00 000 0000', '(000) 000-0000', '0000 0000');

  it('the result never exceeds the mask length and matches the mask shape', () => {
    fc.assert(
      fc.property(fc.string(), masks, fc.boolean(), (value, mask, focused) => {
        const out = applyPhoneMask(value, mask, { focused });
        expect(out.length).toBeLessThanOrEqual(mask.length);
        for (let i = 0; i < out.length; i += 1) {
          const placeholder = /0/.test(mask[i] ?? '');
          expect(placeholder ? /[\d*]/.test(out[i] ?? '') : out[i] === mask[i]).toBe(true);
        }
      }),
    );
  });

  it('while focused the result holds only digits (and mask separators)', () => {
    fc.assert(
      fc.property(fc.string(), masks, (value, mask) => {
        expect(applyPhoneMask(value, mask, { focused: true })).not.toMatch(/\*/);
      }),
    );
  });

  it('the digits kept are a prefix of the digits typed', () => {
    fc.assert(
      fc.property(fc.string(), masks, (value, mask) => {
        const kept = applyPhoneMask(value, mask, { focused: true }).replace(/\D/g, '');
        expect(value.replace(/\D/g, '').startsWith(kept)).toBe(true);
      }),
    );
  });

  it('masking is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string(),
        masks,
        fc.boolean(),
        fc.constantFrom(undefined, 'ru', 'kz'),
        (value, mask, focused, code) => {
          const options = { focused, ...(code ? { countryCode: code } : {}) };
          const once = applyPhoneMask(value, mask, options);
          expect(applyPhoneMask(once, mask, options)).toBe(once);
        },
      ),
    );
  });

  it('a Russian value is empty or starts with 9; a Kazakh one empty or 6/7', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,12}$/), (value) => {
        expect(applyPhoneMask(value, '000 000 00 00', { focused: true, countryCode: 'ru' })).toMatch(/^(9.*)?$/);
        expect(applyPhoneMask(value, '000 000 00 00', { focused: true, countryCode: 'kz' })).toMatch(/^([67].*)?$/);
      }),
    );
  });
});

describe('phone country search field (SPEC §5, §9)', () => {
  it.each([
    ['at most 3 digits', '12345', '123'],
    ['unsigned', '-7', '7'],
    ['integer', '9.5', '9'],
    ['a plus sign is dropped', '+44', '44'],
  ])('%s', (_rule, input, expected) => {
    expect(formatPhoneCodeSearch(input)).toBe(expected);
  });
});

describe('phone field value (SPEC §3)', () => {
  it('country code is lower-cased and plus signs are stripped from the phone code', () => {
    expect(phoneValue({ countryCode: 'KZ', countryId: 286, phoneCode: '+7', phoneNum: '701 123 45 67' })).toEqual({
      countryCode: 'kz',
      countryId: 286,
      phoneCode: '7',
      phoneNum: '701 123 45 67',
    });
  });

  it('the full phone is digits only', () => {
    expect(fullPhone({ phoneCode: '7', phoneNum: '(701) 123-45-67' })).toBe('77011234567');
  });

  it('phone codes are shown with a plus prefix', () => {
    expect(displayPhoneCode('44')).toBe('+44');
    expect(displayPhoneCode('+44')).toBe('+44');
  });
});
