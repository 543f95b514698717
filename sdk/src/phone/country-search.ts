import { formatNumericInput } from '../validation/numeric-input';

/** SPEC §5/§9: the phone-code search field takes at most 3 digits, unsigned, integer. */
export const PHONE_CODE_SEARCH_MAX_DIGITS = 3;

export function formatPhoneCodeSearch(raw: string): string {
  return formatNumericInput(raw, { unsigned: true, accuracy: 0, maxlength: PHONE_CODE_SEARCH_MAX_DIGITS }).text;
}
