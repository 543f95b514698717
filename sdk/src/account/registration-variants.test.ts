import { describe, expect, it } from 'vitest';
import { encodePasswordField } from './password-encoding';
import {
  adultBirthDateSchema,
  ageOn,
  birthDateSchema,
  fullV1RegistrationRequest,
  minimumAge,
  shortLoginSchema,
} from './registration';

const today = new Date('2026-06-15T10:00:00Z');

describe('short registration login', () => {
  it('an @ makes it an e-mail (lower-cased), anything else a phone (digits only)', () => {
    expect(shortLoginSchema.parse(' Player@Example.COM ')).toEqual({ email: 'player@example.com' });
    expect(shortLoginSchema.parse('+7 (900) 123-45-67')).toEqual({ phone: '79001234567' });
  });

  it('a bad e-mail or phone gives that rule’s message key; empty is required', () => {
    expect(shortLoginSchema.safeParse('a@b').error?.issues[0]?.message).toBe('validation_enter_correct_email');
    expect(shortLoginSchema.safeParse('12345').error?.issues[0]?.message).toBe('phone_min_length');
    expect(shortLoginSchema.safeParse('  ').error?.issues[0]?.message).toBe('required');
  });
});

describe('birth date and minimum age', () => {
  it('SPEC §5: the minimum age is the configured number, 0 when it is not a number', () => {
    expect(minimumAge(21)).toBe(21);
    expect(minimumAge('18')).toBe(0);
    expect(minimumAge(undefined)).toBe(0);
    expect(minimumAge(Number.NaN)).toBe(0);
  });

  it('counts full years, the birthday itself included', () => {
    expect(ageOn('2008-06-15', today)).toBe(18);
    expect(ageOn('2008-06-16', today)).toBe(17);
    expect(ageOn('2008-07-01', today)).toBe(17);
    expect(ageOn('2008-05-31', today)).toBe(18);
  });

  it('accepts only dates that exist', () => {
    expect(birthDateSchema.safeParse('2000-02-29').success).toBe(true);
    expect(birthDateSchema.safeParse('2001-02-29').error?.issues[0]?.message).toBe('validation_birth_date');
    expect(birthDateSchema.safeParse('15.06.2000').error?.issues[0]?.message).toBe('validation_birth_date');
  });

  it('refuses a player younger than the minimum age from the configuration', () => {
    const adult = adultBirthDateSchema(18, () => today);
    expect(adult.safeParse('2008-06-15').success).toBe(true);
    expect(adult.safeParse('2008-06-16').error?.issues[0]?.message).toBe('validation_min_age');
    expect(adultBirthDateSchema('not a number', () => today).safeParse('2026-01-01').success).toBe(true);
  });
});

describe('full-v1 registration body', () => {
  it('needs name, surname, birth date, e-mail and password besides the common fields', () => {
    const schema = fullV1RegistrationRequest(18, () => today);
    const result = schema.safeParse({ currency_id: 1, country_id: 463, regRules: true, regPolitics: true });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['birth_date', 'email', 'name', 'password', 'surname']);
    const ok = schema.parse({
      currency_id: 1,
      country_id: 463,
      regRules: true,
      regPolitics: true,
      email: 'a@example.com',
      password: encodePasswordField('Good-Pass-1'),
      name: ' Ann ',
      surname: 'Lee',
      birth_date: '1990-01-01',
    });
    expect(ok).toMatchObject({ name: 'Ann', password: 'Good-Pass-1', birth_date: '1990-01-01' });
  });
});
