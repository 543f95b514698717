import { message, type RuleResult } from './message';

/** Letters of any script, apostrophes (straight and typographic), grave accents, spaces and hyphens. */
export const USER_NAME_PATTERN = /^[\p{L}\p{M}'’`\s-]+$/u;

/** SPEC §5: anything else gives the available-symbols message. Empty passes (required is its own rule). */
export function validateUserName(value: string): RuleResult {
  if (value === '') return undefined;
  return USER_NAME_PATTERN.test(value) ? undefined : message('password_available_symbols');
}
