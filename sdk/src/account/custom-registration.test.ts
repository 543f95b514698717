import { describe, expect, it } from 'vitest';
import { customFieldOrderProblem, siteConfigSchema } from '../config';
import { customRegistrationRequest } from './custom-registration';
import { encodePasswordField } from './password-encoding';

const common = { currency_id: 1, country_id: 463, regRules: true, regPolitics: true };

describe('custom registration fields from the configuration', () => {
  it('refuses unknown field names when the configuration is read, naming them', () => {
    const parsed = siteConfigSchema.safeParse({
      registration: { fieldOrder: { custom_reg: ['email', 'password', 'favouriteColour'] } },
    });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0];
    expect(issue?.message).toContain('unknown field "favouriteColour"');
    expect(issue?.message).toContain('registration.fieldOrder.custom_reg');
    expect(issue?.path).toEqual(['registration', 'fieldOrder', 'custom_reg']);
    expect(customFieldOrderProblem(['name', 'currency'])).toContain('needs "password"');
    expect(customFieldOrderProblem(['email', 'email', 'password'])).toContain('twice');
    expect(customFieldOrderProblem(['phone', 'password', 'birthDate', 'promoCode'])).toBeUndefined();
    expect(siteConfigSchema.parse({}).registration.fieldOrder.custom_reg).toEqual([
      'email',
      'password',
      'currency',
      'country',
    ]);
  });

  it('requires the listed fields and refuses the others', () => {
    const schema = customRegistrationRequest(['birthDate', 'email', 'password'], 18, () => new Date('2026-06-15'));
    const body = { ...common, email: 'a@b.test', password: encodePasswordField('Custom-Pass-1') };
    expect(schema.safeParse({ ...body, birth_date: '2000-01-01' }).success).toBe(true);
    expect(schema.safeParse(body).success).toBe(false);
    expect(schema.safeParse({ ...body, birth_date: '2010-01-01' }).error?.issues[0]?.message).toBe(
      'validation_min_age',
    );
    expect(schema.safeParse({ ...body, birth_date: '2000-01-01', name: 'Extra' }).success).toBe(false);
  });
});
