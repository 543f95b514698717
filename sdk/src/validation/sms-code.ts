import { message, type RuleResult } from './message';

export interface SmsCodeOptions {
  /** The configured code length (exact). */
  readonly length: number;
  /** Minimum length checked first; defaults to `length`. */
  readonly minLength?: number;
  /** Defaults to digits or letters. */
  readonly pattern?: RegExp;
}

export const DEFAULT_SMS_CODE_PATTERN = /^[\dA-Za-z]+$/;

/** SPEC §5, in order: required (trimmed) → spaces removed, minimum length → exact length → mask pattern. */
export function validateSmsCode(raw: string, options: SmsCodeOptions): RuleResult {
  if (raw.trim() === '') return message('auth_required_field');
  const code = raw.replace(/\s/g, '');
  const min = options.minLength ?? options.length;
  if (code.length < min) return message('min_symbols_limit', { min });
  if (code.length !== options.length) return message('phone_min_length', { min: options.length });
  if (!(options.pattern ?? DEFAULT_SMS_CODE_PATTERN).test(code)) return message('auth_incorrect_code');
  return undefined;
}
