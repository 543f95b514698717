import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailSchema,
  issueParams,
  phoneSchema,
  requiredStringSchema,
  searchTextSchema,
  smsCodeSchema,
  userNameSchema,
  uuidSchema,
  validationErrorsOf,
} from './zod';

describe('zod adapters: the same rules validate request bodies', () => {
  const body = z.object({
    email: emailSchema,
    name: requiredStringSchema('Name'),
    phone: phoneSchema({ required: true }),
    code: smsCodeSchema({ length: 4 }),
  });

  it('issue messages are the rules’ message keys, keyed by field path', () => {
    const result = body.safeParse({ email: 'user@gmial.com', name: '  ', phone: '123', code: '12' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(validationErrorsOf(result.error)).toEqual({
      email: ['validation_email_domain_suggestion'],
      name: ['required'],
      phone: ['phone_min_length'],
      code: ['min_symbols_limit'],
    });
  });

  it('issue params carry the rule parameters', () => {
    const result = phoneSchema().safeParse('123');
    expect(result.success).toBe(false);
    if (result.success) return;
    const [issue] = result.error.issues;
    expect(issue && issueParams(issue)).toEqual({ min: 6 });
  });

  it('valid values pass unchanged', () => {
    expect(body.parse({ email: 'a@b.ru', name: 'Ann', phone: '+7 912 345 67 89', code: '1234' })).toEqual({
      email: 'a@b.ru',
      name: 'Ann',
      phone: '+7 912 345 67 89',
      code: '1234',
    });
  });

  it('user name, search text and uuid schemas report their keys', () => {
    expect(userNameSchema.safeParse('R2D2').error?.issues[0]?.message).toBe('password_available_symbols');
    expect(searchTextSchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe('validation_max_length');
    expect(uuidSchema.safeParse('nope').error?.issues[0]?.message).toBe('validation_invalid_uuid');
  });

  it('nested paths are joined with dots', () => {
    const nested = z.object({ user: z.object({ email: emailSchema }) });
    const result = nested.safeParse({ user: { email: 'x@' } });
    expect(result.error && validationErrorsOf(result.error)).toEqual({
      'user.email': ['validation_email_domain_name'],
    });
  });
});

describe('validation errors keyed by the input', () => {
  it.each(['toString', 'constructor', 'hasOwnProperty'])('collects an error on a key named %s as data', (key) => {
    const result = z.record(z.string(), z.number()).safeParse(JSON.parse(`{"${key}": "x"}`));
    if (result.success) throw new Error('the record passed');
    const errors = validationErrorsOf(result.error);
    expect(Object.keys(errors)).toEqual([key]);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });
});
