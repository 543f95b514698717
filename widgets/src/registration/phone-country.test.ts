import type { PhoneCountryOption } from '@betframe/sdk/dictionaries';
import { describe, expect, it } from 'vitest';
import { filterPhoneCountries } from './phone-country';

const list: PhoneCountryOption[] = [
  { id: 463, code: 'ru', name: 'Russia', phoneCode: '7', phoneCodeLabel: '+7' },
  { id: 286, code: 'kz', name: 'Kazakhstan', phoneCode: '7', phoneCodeLabel: '+7' },
  { id: 1, code: 'ae', name: 'United Arab Emirates', phoneCode: '971', phoneCodeLabel: '+971' },
] as PhoneCountryOption[];

describe('phone-country search', () => {
  it('matches the calling code from its start, with or without +', () => {
    expect(filterPhoneCountries(list, '7').map((c) => c.code)).toEqual(['ru', 'kz']);
    expect(filterPhoneCountries(list, '+97').map((c) => c.code)).toEqual(['ae']);
  });

  it('matches names and ISO codes regardless of case; an empty query lists all', () => {
    expect(filterPhoneCountries(list, 'KAZ').map((c) => c.code)).toEqual(['kz']);
    expect(filterPhoneCountries(list, 'ae').map((c) => c.code)).toEqual(['ae']);
    expect(filterPhoneCountries(list, '  ')).toHaveLength(3);
  });
});
