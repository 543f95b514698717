import { message, type RuleResult } from './message';

/** SPEC §9: phone minimum 6 digits, default maximum 20. */
export const PHONE_MIN_LENGTH = 6;
export const PHONE_DEFAULT_MAX_LENGTH = 20;

/** Characters of a country mask that stand for one digit. Masks pad with zeros (see phone/mask), some
 *  sources use 9, # or X. */
const MASK_DIGIT_PLACEHOLDER = /[0-9#Xx_]/g;

export function maskDigitCount(mask: string): number {
  return mask.match(MASK_DIGIT_PLACEHOLDER)?.length ?? 0;
}

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export interface PhoneRuleOptions {
  readonly required?: boolean;
  /** The selected country's mask; without one the maximum is 20. */
  readonly mask?: string;
}

/** SPEC §5 "Phone": empty and optional passes; minimum 6; maximum from the mask's placeholders or 20. */
export function validatePhone(value: string, options: PhoneRuleOptions = {}): RuleResult {
  const digits = phoneDigits(value);
  if (digits === '') return options.required ? message('auth_required_field') : undefined;
  if (digits.length < PHONE_MIN_LENGTH) return message('phone_min_length', { min: PHONE_MIN_LENGTH });
  const max = options.mask ? maskDigitCount(options.mask) : PHONE_DEFAULT_MAX_LENGTH;
  if (digits.length > max) return message('equal_length', { max });
  return undefined;
}

/** One entry of a country's rule list: the number must match `pattern`, else `message` (a key) is shown. */
export interface PhoneCountryRule {
  readonly pattern: RegExp | string;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface PhoneCountryOptions {
  readonly required?: boolean;
  readonly label?: string;
  /** Country phone validation entry (SPEC §3): Min/Max digit counts. */
  readonly country?: { readonly Min?: number; readonly Max?: number };
  readonly rules?: readonly PhoneCountryRule[];
}

/** SPEC §5 "Phone with country rules": required → the country's rule list → Min/Max (default 6/20). */
export function validatePhoneForCountry(value: string, options: PhoneCountryOptions = {}): RuleResult {
  const digits = phoneDigits(value);
  if (digits === '') {
    if (!options.required) return undefined;
    return options.label === undefined ? message('auth_required_field') : message('required', { label: options.label });
  }
  for (const rule of options.rules ?? []) {
    const pattern = typeof rule.pattern === 'string' ? new RegExp(rule.pattern) : rule.pattern;
    if (!pattern.test(digits)) return message(rule.message, rule.params);
  }
  const min = options.country?.Min ?? PHONE_MIN_LENGTH;
  const max = options.country?.Max ?? PHONE_DEFAULT_MAX_LENGTH;
  if (digits.length < min) return message('phone_min_length', { min });
  if (digits.length > max) return message('equal_length', { max });
  return undefined;
}
