/**
 * Adapters that let the server validate request bodies with the very rules the widgets run. A failing rule
 * becomes a zod issue whose `message` is the translation key and whose `params` carry its parameters, and
 * `validationErrorsOf` turns issues into the `data.validation_errors` map of the cross-team error body.
 * Built on zod/mini so a browser bundle that imports them stays small; the schemas compose with full zod.
 */
import * as z from 'zod/mini';
import type { $ZodError, $ZodIssue } from 'zod/v4/core';
import { validateEmail } from './email';
import type { RuleResult } from './message';
import {
  type PhoneCountryOptions,
  type PhoneRuleOptions,
  validatePhone,
  validatePhoneForCountry,
} from './phone-number';
import { validateRequired } from './required';
import { validateSearchText } from './search';
import { type SmsCodeOptions, validateSmsCode } from './sms-code';
import { validateUserName } from './user-name';
import { UUID_PATTERN } from './uuid';

/** A zod check that runs one of our rules and reports its key. */
export function ruleCheck<T>(rule: (value: T) => RuleResult) {
  return z.superRefine<T>((value, context) => {
    const verdict = rule(value);
    if (verdict) {
      context.addIssue({
        code: 'custom',
        message: verdict.key,
        input: value,
        ...(verdict.params ? { params: { ...verdict.params } } : {}),
      });
    }
  });
}

export function stringWithRule(rule: (value: string) => RuleResult) {
  return z.string().check(ruleCheck(rule));
}

export const requiredStringSchema = (label: string) => stringWithRule((value) => validateRequired(value, label));
export const emailSchema = /* @__PURE__ */ stringWithRule(validateEmail);
export const userNameSchema = /* @__PURE__ */ stringWithRule(validateUserName);
export const smsCodeSchema = (options: SmsCodeOptions) => stringWithRule((value) => validateSmsCode(value, options));
export const phoneSchema = (options: PhoneRuleOptions = {}) => stringWithRule((value) => validatePhone(value, options));
export const phoneForCountrySchema = (options: PhoneCountryOptions = {}) =>
  stringWithRule((value) => validatePhoneForCountry(value, options));
export const searchTextSchema = /* @__PURE__ */ stringWithRule(validateSearchText);
export const uuidSchema = /* @__PURE__ */ z.string().check(z.regex(UUID_PATTERN, 'validation_invalid_uuid'));

export type ValidationErrors = Record<string, string[]>;

/** `{ "field.path": ["message key", …] }` — the shape of `data.validation_errors` (ARCHITECTURE agreements). */
export function validationErrorsOf(error: $ZodError | { issues: readonly $ZodIssue[] }): ValidationErrors {
  // Paths can carry the input's keys (records, unknown keys): a Map, so `toString` or `__proto__` are data.
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const list = errors.get(path) ?? [];
    list.push(issue.message);
    errors.set(path, list);
  }
  return Object.fromEntries(errors);
}

/** The parameters our rules attached to an issue (for rendering the key with i18next on the client). */
export function issueParams(issue: $ZodIssue): Readonly<Record<string, string | number>> | undefined {
  if (issue.code !== 'custom') return undefined;
  const params = issue.params;
  return params && typeof params === 'object' ? (params as Record<string, string | number>) : undefined;
}
