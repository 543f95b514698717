import { describe, expect, it } from 'vitest';
import { isConsultantAvailable, minimumAge } from './account-config';
import { validateDate } from './date';
import { VALIDATION_MESSAGE_KEYS } from './message';
import { canSelectMore, listEmptyMessage, maxSelectedMessage, noResultsMessage } from './multi-select';
import { maskDigitCount, validatePhone, validatePhoneForCountry } from './phone-number';
import { validateRequired } from './required';
import { limitSearchText, validateSearchText } from './search';
import { validateSmsCode } from './sms-code';
import { validateUserName } from './user-name';
import { ensureUuid, isUuid, newUuid } from './uuid';

describe('required (SPEC §5)', () => {
  it.each([
    ['an empty string', ''],
    ['only spaces', '   '],
    ['null', null],
    ['undefined', undefined],
    ['an empty list', []],
  ])('an empty value (%s) gives the required message with the field label', (_case, value) => {
    expect(validateRequired(value, 'E-mail')).toEqual({ key: 'required', params: { label: 'E-mail' } });
  });

  it('a filled value passes', () => {
    expect(validateRequired('x', 'Name')).toBeUndefined();
    expect(validateRequired(0, 'Amount')).toBeUndefined();
  });
});

describe('user name (SPEC §5)', () => {
  it.each([
    ['Latin letters', 'John'],
    ['other scripts', 'Иван Петров'],
    ['Arabic letters', 'محمد'],
    ['apostrophes', "O'Brien"],
    ['grave accents', 'D`Artagnan'],
    ['hyphens and spaces', 'Anna-Maria Smith'],
  ])('letters, apostrophes, grave accents, spaces and hyphens pass (%s)', (_case, value) => {
    expect(validateUserName(value)).toBeUndefined();
  });

  it.each([
    ['digits', 'John2'],
    ['symbols', 'John!'],
    ['underscores', 'John_Smith'],
  ])('anything else gives the available-symbols message (%s)', (_case, value) => {
    expect(validateUserName(value)).toEqual({ key: 'password_available_symbols' });
  });
});

describe('SMS code (SPEC §5)', () => {
  const options = { length: 6 };
  it.each([
    ['required (trimmed)', '   ', { key: 'auth_required_field' }],
    ['spaces removed before the minimum-length check', '12 3', { key: 'min_symbols_limit', params: { min: 6 } }],
    ['exact length must equal the configured length', '1234567', { key: 'phone_min_length', params: { min: 6 } }],
    ['must match the mask pattern (default digits or letters)', '12345!', { key: 'auth_incorrect_code' }],
  ])('%s', (_rule, input, expected) => {
    expect(validateSmsCode(input, options)).toEqual(expected);
  });

  it('a code with spaces inside passes once they are removed', () => {
    expect(validateSmsCode('123 456', options)).toBeUndefined();
  });

  it('letters pass the default pattern', () => {
    expect(validateSmsCode('ab12CD', options)).toBeUndefined();
  });

  it('a configured pattern replaces the default', () => {
    expect(validateSmsCode('ab12cd', { length: 6, pattern: /^\d+$/ })).toEqual({ key: 'auth_incorrect_code' });
  });

  it('a configured minimum below the length is checked first', () => {
    expect(validateSmsCode('123', { length: 6, minLength: 4 })).toEqual({
      key: 'min_symbols_limit',
      params: { min: 4 },
    });
    expect(validateSmsCode('12345', { length: 6, minLength: 4 })).toEqual({
      key: 'phone_min_length',
      params: { min: 6 },
    });
  });
});

describe('phone (SPEC §5)', () => {
  it.each([
    ['not required and empty is valid', '', {}, undefined],
    ['required and empty gives the required message', '', { required: true }, { key: 'auth_required_field' }],
    ['minimum length 6', '12345', {}, { key: 'phone_min_length', params: { min: 6 } }],
    ['six digits pass', '123456', {}, undefined],
    ['without a country the maximum is 20', '1'.repeat(21), {}, { key: 'equal_length', params: { max: 20 } }],
    ['twenty digits pass without a country', '1'.repeat(20), {}, undefined],
    [
      'with a country mask the maximum is its digit placeholders',
      '12345678901',
      { mask: '000 000 00 00' },
      { key: 'equal_length', params: { max: 10 } },
    ],
    ['formatting characters are not counted', '+7 (912) 345-67-89', { mask: '000 000 00 00 0' }, undefined],
  ])('%s', (_rule, input, options, expected) => {
    expect(validatePhone(input, options)).toEqual(expected);
  });

  it('mask digit placeholders are counted', () => {
    expect(maskDigitCount('000-000-00-00')).toBe(10);
    expect(maskDigitCount('(###) ###-####')).toBe(10);
  });
});

describe('phone with country rules (SPEC §5)', () => {
  it.each([
    [
      'required and empty gives the required message',
      '',
      { required: true, label: 'Phone' },
      { key: 'required', params: { label: 'Phone' } },
    ],
    ['optional and empty passes', '', {}, undefined],
    [
      'a country regex rule returns its custom message',
      '812345678',
      { rules: [{ pattern: '^9', message: 'phone_must_start_with_9' }] },
      { key: 'phone_must_start_with_9' },
    ],
    ['Min defaults to 6', '12345', {}, { key: 'phone_min_length', params: { min: 6 } }],
    ['Max defaults to 20', '1'.repeat(21), {}, { key: 'equal_length', params: { max: 20 } }],
    [
      'the country Min applies',
      '1234567',
      { country: { Min: 10, Max: 10 } },
      { key: 'phone_min_length', params: { min: 10 } },
    ],
    [
      'the country Max applies',
      '12345678901',
      { country: { Min: 10, Max: 10 } },
      { key: 'equal_length', params: { max: 10 } },
    ],
    ['a number within the country bounds passes', '9123456789', { country: { Min: 10, Max: 10 } }, undefined],
  ])('%s', (_rule, input, options, expected) => {
    expect(validatePhoneForCountry(input, options)).toEqual(expected);
  });
});

describe('date with min and max (SPEC §5)', () => {
  const min = new Date('2000-01-01T00:00:00Z');
  const max = new Date('2010-12-31T00:00:00Z');
  it.each([
    [
      'a required date gives the configured message',
      undefined,
      { requiredMessage: 'birth_date_required' },
      { key: 'birth_date_required' },
    ],
    ['an optional empty date passes', undefined, {}, undefined],
    [
      'before minValue gives its message',
      new Date('1999-05-05T00:00:00Z'),
      { minValue: { value: min, message: 'too_old' } },
      { key: 'too_old', params: { date: '2000-01-01' } },
    ],
    [
      'after maxValue gives its message',
      new Date('2011-01-01T00:00:00Z'),
      { maxValue: { value: max } },
      { key: 'validation_date_max', params: { date: '2010-12-31' } },
    ],
    [
      'between the bounds passes',
      new Date('2005-06-06T00:00:00Z'),
      { minValue: { value: min }, maxValue: { value: max } },
      undefined,
    ],
    ['an invalid date is reported', new Date('nope'), {}, { key: 'validation_date_invalid' }],
  ])('%s', (_rule, value, options, expected) => {
    expect(validateDate(value, options)).toEqual(expected);
  });
});

describe('minimum age and consultant (SPEC §5, §9)', () => {
  it.each([
    ['18 before the configuration applies', undefined, 18],
    ['the configured number', 21, 21],
    ['a numeric string from configuration', '16', 16],
    ['0 when not a number', 'abc', 0],
    ['0 for null', null, 0],
  ])('minimum age: %s', (_rule, configured, expected) => {
    expect(minimumAge(configured)).toBe(expected);
  });

  it.each([
    ['an id is set', 'abc123', true],
    ['a numeric id', 42, true],
    ["the word 'empty'", 'empty', false],
    ['an empty id', '', false],
    ['no id', undefined, false],
  ])('consultant available when %s → %s', (_rule, id, expected) => {
    expect(isConsultantAvailable(id)).toBe(expected);
  });
});

describe('multi-select, search and unique ids (SPEC §5, §9)', () => {
  it('multi-select messages are translation keys with params', () => {
    expect(maxSelectedMessage(3)).toEqual({ key: 'multiselect_max_selected', params: { max: 3 } });
    expect(noResultsMessage()).toEqual({ key: 'multiselect_no_results' });
    expect(listEmptyMessage()).toEqual({ key: 'multiselect_list_empty' });
  });

  it('selection stops at the maximum', () => {
    expect([canSelectMore(2, 3), canSelectMore(3, 3)]).toEqual([true, false]);
  });

  it('search input keeps at most 100 characters', () => {
    expect(limitSearchText('x'.repeat(150))).toHaveLength(100);
    expect(validateSearchText('x'.repeat(101))).toEqual({ key: 'validation_max_length', params: { max: 100 } });
    expect(validateSearchText('x'.repeat(100))).toBeUndefined();
  });

  it('a standard UUID is kept', () => {
    const id = '123e4567-e89b-42d3-a456-426614174000';
    expect(ensureUuid(id)).toBe(id);
  });

  it.each([['not-a-uuid'], [''], [undefined], ['123e4567e89b42d3a456426614174000']])(
    'anything else (%s) gets a new UUID',
    (value) => {
      const id = ensureUuid(value);
      expect(isUuid(id)).toBe(true);
      expect(id).not.toBe(value);
    },
  );

  it('new UUIDs are version 4 and distinct', () => {
    const [a, b] = [newUuid(), newUuid()];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });

  it('every message key the rules use is declared', () => {
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
    expect(VALIDATION_MESSAGE_KEYS).toEqual(
      expect.arrayContaining([
        'required',
        'auth_required_field',
        'min_symbols_limit',
        'phone_min_length',
        'equal_length',
      ]),
    );
  });
});
