/** The registration forms' names and the fields a custom registration may list (SPEC §2, §3). */
/**
 * SPEC §3 registration types, plus the variants of SPEC §2 "Other screens": `short_reg` (e-mail or phone,
 * password, currency), `full_v1_reg` (the full form with personal data) and `pay_and_play_reg` (a deposit through
 * the bank first; the account comes from the identity the bank returns). docs/site.md describes each form.
 */
export const registrationTypes = [
  'fast_reg',
  'phone_reg',
  'full_reg',
  'soc_reg',
  'short_reg',
  'full_v1_reg',
  'pay_and_play_reg',
  'custom_reg',
] as const;
export type RegistrationType = (typeof registrationTypes)[number];

/**
 * The fields a custom registration (`custom_reg`, SPEC §2) may list in `registration.fieldOrder.custom_reg`, the
 * names the other forms use. It needs a password and an e-mail or phone to sign in with later.
 */
export const customRegistrationFields = [
  'email',
  'phone',
  'password',
  'password_confirmation',
  'name',
  'surname',
  'birthDate',
  'country',
  'currency',
  'promoCode',
] as const;
export type CustomRegistrationField = (typeof customRegistrationFields)[number];

/** What is wrong with a custom registration's field list, or undefined when it can be used. */
export function customFieldOrderProblem(fields: readonly string[] | undefined): string | undefined {
  if (fields === undefined) return undefined;
  const unknown = fields.filter((name) => !(customRegistrationFields as readonly string[]).includes(name));
  if (unknown.length > 0)
    return `registration.fieldOrder.custom_reg has unknown field ${unknown.map((n) => `"${n}"`).join(', ')}; known fields: ${customRegistrationFields.join(', ')}`;
  if (new Set(fields).size !== fields.length) return 'registration.fieldOrder.custom_reg lists a field twice';
  if (!fields.includes('password') || !(fields.includes('email') || fields.includes('phone')))
    return 'registration.fieldOrder.custom_reg needs "password" and "email" or "phone" (what the player signs in with)';
  return undefined;
}
