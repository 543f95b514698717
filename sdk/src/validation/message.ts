/**
 * A failed rule answers with a translation key and its interpolation parameters — never a sentence — so the
 * same rule serves every language, the widgets and the server (which returns the key in validation_errors).
 */
export const VALIDATION_MESSAGE_KEYS = [
  // SPEC §8, as listed there.
  'required',
  'validation_email_account_name',
  'validation_email_domain_name',
  'validation_email_at_symbol',
  'validation_email_dot_symbol',
  'validation_email_space_symbol',
  'validation_email_domain_suggestion',
  'validation_enter_correct_email',
  'password_available_symbols',
  'auth_required_field',
  'min_symbols_limit',
  'phone_min_length',
  'equal_length',
  'auth_incorrect_code',
  // Ours, for rules of §5 whose message keys the spec does not name.
  'validation_phone_too_short',
  'validation_phone_too_long',
  'validation_phone_invalid_length',
  'validation_phone_invalid_country',
  'validation_phone_not_a_number',
  'validation_phone_invalid',
  'validation_date_min',
  'validation_date_max',
  'validation_date_invalid',
  'validation_max_length',
  'validation_invalid_uuid',
  'multiselect_max_selected',
  'multiselect_no_results',
  'multiselect_list_empty',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

export type MessageParams = Readonly<Record<string, string | number>>;

/** A rule's verdict when the value is not acceptable. */
export interface ValidationMessage {
  readonly key: ValidationMessageKey | (string & {});
  readonly params?: MessageParams;
}

/** `undefined` means the value passed. */
export type RuleResult = ValidationMessage | undefined;

export function message(key: ValidationMessage['key'], params?: MessageParams): ValidationMessage {
  return params ? { key, params } : { key };
}
