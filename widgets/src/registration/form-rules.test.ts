import { siteConfigSchema } from '@betframe/sdk/config';
import { describe, expect, it } from 'vitest';
import { failureText, messageText } from '../runtime/accounts/form-parts';
import { fieldOrderOf, fieldRule, formTypesOf } from './register';
import { signInTabsOf } from './sign-in';

const dictionary: Record<string, string> = {
  auth_required_field: 'Required field',
  reg_password_letter_and_digit: 'A letter and a digit',
  min_symbols_limit: 'Minimum number of characters: {{min}}',
  reg_error_invalid_credentials: 'Wrong login or password',
  reg_error_network: 'No connection',
};
const t = (key: string, values: Record<string, string | number> = {}) => {
  const text = dictionary[key];
  return text === undefined ? key : text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
};

describe('registration forms follow the configuration', () => {
  it('shows the enabled form types in configured order', () => {
    const config = siteConfigSchema.parse({ registration: { types: ['full_reg', 'soc_reg', 'fast_reg'] } });
    expect(formTypesOf(config)).toEqual(['full_reg', 'soc_reg', 'fast_reg']);
  });

  it('keeps the configured field order and appends fields a type cannot do without', () => {
    const config = siteConfigSchema.parse({
      registration: { fieldOrder: { phone_reg: ['currency', 'phone', 'promoCode'] } },
    });
    expect(fieldOrderOf(config, 'phone_reg')).toEqual(['currency', 'phone', 'promoCode', 'country']);
    expect(fieldOrderOf(siteConfigSchema.parse({}), 'fast_reg')).toEqual(['country', 'currency', 'promoCode']);
  });
});

describe('registration variants short and full-v1', () => {
  it('are offered when the configuration lists them, beside the existing type names', () => {
    const config = siteConfigSchema.parse({
      registration: { types: ['short_reg', 'fast_reg', 'full_v1_reg', 'phone_reg', 'full_reg', 'soc_reg'] },
    });
    expect(formTypesOf(config)).toEqual(['short_reg', 'fast_reg', 'full_v1_reg', 'phone_reg', 'full_reg', 'soc_reg']);
  });

  it('short asks for e-mail or phone, password and currency only', () => {
    expect(fieldOrderOf(siteConfigSchema.parse({}), 'short_reg')).toEqual(['login', 'password', 'currency']);
  });

  it('full-v1 keeps the configured order and cannot do without the personal data', () => {
    const config = siteConfigSchema.parse({
      registration: { fieldOrder: { full_v1_reg: ['email', 'birthDate', 'surname'] } },
    });
    expect(fieldOrderOf(config, 'full_v1_reg')).toEqual([
      'email',
      'birthDate',
      'surname',
      'name',
      'password',
      'password_confirmation',
      'country',
      'currency',
    ]);
  });

  it('full-v1 requires name and birth date and checks the minimum age; its phone is optional', () => {
    expect(fieldRule('full_v1_reg', 'name', 18)).toMatchObject({ optional: false });
    expect(fieldRule('full_v1_reg', 'phone', 18)).toMatchObject({ optional: true });
    expect(fieldRule('phone_reg', 'phone', 18)).toMatchObject({ optional: false });
    const birth = fieldRule('full_v1_reg', 'birthDate', 200);
    expect(birth?.schema.safeParse('1990-01-01').success).toBe(false);
    expect(fieldRule('full_v1_reg', 'birthDate', 18)?.schema.safeParse('1990-01-01').success).toBe(true);
    expect(fieldRule('short_reg', 'login', 18)?.schema.safeParse('someone@example.com').success).toBe(true);
  });
});

describe('sign-in tabs', () => {
  it('offer the SMS code only where phone sign-in is configured', () => {
    expect(signInTabsOf(['phone', 'email'])).toEqual(['phone', 'email', 'sms', 'email_link']);
    expect(signInTabsOf(['email'])).toEqual(['email', 'email_link']);
    expect(signInTabsOf(['phone'])).toEqual(['phone', 'sms']);
  });
});

describe('form messages', () => {
  it('translates rule keys, falling back to the widget prefix, with parameters', () => {
    expect(messageText(t, 'required')).toBe('Required field');
    expect(messageText(t, 'password_letter_and_digit')).toBe('A letter and a digit');
    expect(messageText(t, 'min_symbols_limit', { min: 8 })).toBe('Minimum number of characters: 8');
    expect(messageText(t, 'no_such_key')).toBe('no_such_key');
  });

  it('a known server code gets our text, a network failure the connection text, others the server message', () => {
    const failure = (code: string, message = 'server says') => ({ ok: false as const, code, message, fieldErrors: {} });
    expect(failureText(t, failure('invalid_credentials'))).toBe('Wrong login or password');
    expect(failureText(t, failure('network'))).toBe('No connection');
    expect(failureText(t, failure('http_503'))).toBe('No connection');
    expect(failureText(t, failure('odd_code'))).toBe('server says');
  });
});
