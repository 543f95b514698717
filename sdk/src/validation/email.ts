import { EMAIL_DOMAIN_TYPOS } from './email-typos';
import { message, type RuleResult } from './message';

/** SPEC §5 (7): local part of letters, digits, dot, underscore or hyphen; dotted domain labels; a top-level
 *  domain of 2 to 7 letters (SPEC §9). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,7}$/;

/** The seven ordered checks of SPEC §5; the first that fails decides the message. Empty is accepted (pair
 *  with `validateRequired` when the field is mandatory). */
export function validateEmail(value: string): RuleResult {
  // Only a blank value counts as empty; spaces around an address are reported by check (5), as written.
  if (value.trim() === '') return undefined;
  if (value.startsWith('@')) return message('validation_email_account_name');
  if (value.endsWith('@')) return message('validation_email_domain_name');
  const at = value.indexOf('@');
  if (at < 0) return message('validation_email_at_symbol');
  const domain = value.slice(at + 1);
  if (!domain.includes('.')) return message('validation_email_dot_symbol');
  if (/\s/.test(value)) return message('validation_email_space_symbol');
  const suggestion = EMAIL_DOMAIN_TYPOS[domain.toLowerCase()];
  if (suggestion !== undefined) {
    return message('validation_email_domain_suggestion', {
      domain: suggestion,
      email: `${value.slice(0, at)}@${suggestion}`,
    });
  }
  if (!EMAIL_PATTERN.test(value)) return message('validation_enter_correct_email');
  return undefined;
}
