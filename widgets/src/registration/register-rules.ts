/**
 * The registration forms' rules, pure: which types the configuration enables, each form's fields in the
 * configured order, the rule of each field, and the check of a whole form before it goes.
 */
import {
  adultBirthDateSchema,
  emailSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  promoCodeSchema,
  requiredPersonNameSchema,
  shortLoginSchema,
} from '@betframe/sdk/account';
import { type RegistrationType, registrationTypes, type WidgetConfig } from '@betframe/sdk/config';
import * as z from 'zod/mini';
import type { AppT } from '../runtime';
import { messageText, ruleError } from '../runtime/accounts/form-parts';

/** A login as typed (phone, e-mail or login): present. Sign-in and the password reset check it. */
export const loginSchema = z.string().check(z.trim(), z.minLength(1, 'required'));

/** Every registration type of the configuration has its form here (`soc_reg`: the provider buttons). */
export type FormType = RegistrationType;
const formTypes: readonly string[] = registrationTypes;

/** The registration types this widget shows, in the configured order. */
export function formTypesOf(config: WidgetConfig): FormType[] {
  return config.registration.types.filter((type): type is FormType => formTypes.includes(type));
}

/** The fields of a form, in the configured order, with what a form of that type cannot do without. */
export function fieldOrderOf(config: WidgetConfig, type: FormType): string[] {
  const configured = config.registration.fieldOrder[type] ?? [];
  const required: Record<FormType, string[]> = {
    fast_reg: ['country', 'currency'],
    phone_reg: ['phone', 'country', 'currency'],
    full_reg: ['email', 'password', 'password_confirmation', 'country', 'currency'],
    soc_reg: ['country', 'currency'],
    short_reg: ['login', 'password', 'currency'],
    full_v1_reg: ['name', 'surname', 'birthDate', 'email', 'password', 'password_confirmation', 'country', 'currency'],
    pay_and_play_reg: ['amount', 'currency', 'country'],
    // The configured list is the form (its names are checked when the configuration is read).
    custom_reg: ['country', 'currency'],
  };
  const order = [...configured];
  for (const field of required[type]) if (!order.includes(field)) order.push(field);
  return order;
}

/** Server field names → this form's field names. */
export const wireFields: Record<string, string> = { birth_date: 'birthDate', confirm_code: 'code' };

/** The rule a field's value must pass in a form of `type` ('' when it passes). */
export function fieldRule(
  type: FormType,
  field: string,
  minAge: unknown,
): { schema: Parameters<typeof ruleError>[1]; optional: boolean } | undefined {
  switch (field) {
    case 'login':
      return { schema: shortLoginSchema, optional: false };
    case 'phone':
      return { schema: phoneSchema, optional: type === 'full_v1_reg' || type === 'full_reg' };
    case 'email':
      return { schema: emailSchema, optional: false };
    case 'password':
      return { schema: passwordSchema, optional: false };
    case 'name':
    case 'surname':
      return type === 'full_v1_reg' || type === 'custom_reg'
        ? { schema: requiredPersonNameSchema, optional: false }
        : { schema: personNameSchema, optional: true };
    case 'birthDate':
      return { schema: adultBirthDateSchema(minAge), optional: type !== 'full_v1_reg' && type !== 'custom_reg' };
    case 'promoCode':
      return { schema: promoCodeSchema, optional: true };
    default:
      return undefined;
  }
}

export interface Values {
  login: string;
  name: string;
  surname: string;
  birthDate: string;
  phone: string;
  email: string;
  password: string;
  password_confirmation: string;
  country: string;
  currency: string;
  promoCode: string;
  code: string;
  phonePassword: string;
}

/** A form's errors by field ('' fields left out): every field's rule, the agreements, the SMS code step. */
export function validateRegistration(
  t: AppT,
  config: WidgetConfig,
  type: FormType,
  values: Values,
  agreed: Record<string, boolean>,
  codeSent: boolean,
): Record<string, string> {
  const next: Record<string, string> = {};
  for (const field of fieldOrderOf(config, type)) {
    if (field === 'password_confirmation') {
      next.password_confirmation =
        values.password_confirmation === values.password ? '' : messageText(t, 'password_confirmation_mismatch');
      continue;
    }
    const rule = fieldRule(type, field, config.global.minAge);
    const value = field in values ? values[field as keyof Values] : '';
    if (rule && !(rule.optional && value.trim() === '')) next[field] = ruleError(t, rule.schema, value);
  }
  for (const agreement of config.registration.agreements)
    next[agreement] = agreed[agreement] ? '' : messageText(t, 'auth_required_field');
  if (codeSent) {
    next.code = values.code.trim() ? '' : messageText(t, 'required');
    next.phonePassword = ruleError(t, passwordSchema, values.phonePassword);
  }
  return Object.fromEntries(Object.entries(next).filter(([, text]) => text));
}
