/**
 * Custom registration (SPEC §2; docs/api-accounts.md "Custom registration"): the fields and their order come from
 * the configuration (`registration.fieldOrder.custom_reg`, names checked when the configuration is read — see
 * `customFieldOrderProblem` of `@betframe/sdk/config`). The request schema is built from that list: a listed field is
 * required (the promo code stays optional), a field not listed is refused.
 */
import * as z from 'zod/mini';
import { emailSchema, encodedNewPasswordSchema, phoneSchema, promoCodeSchema } from './fields';
import { adultBirthDateSchema, registrationCommon, requiredPersonNameSchema } from './registration';

/** POST /web-api/registration/custom for the configured fields (form field names as in the other forms). */
export function customRegistrationRequest(fields: readonly string[], minAge: unknown, now?: () => Date) {
  const rules = {
    email: emailSchema,
    phone: phoneSchema,
    password: encodedNewPasswordSchema,
    name: requiredPersonNameSchema,
    surname: requiredPersonNameSchema,
    birth_date: adultBirthDateSchema(minAge, now),
  };
  const wireName: Record<string, keyof typeof rules> = { birthDate: 'birth_date' };
  // Typed as all optional (what a reader of the body may count on); at run time a listed field is required and a
  // field not listed is not in the shape at all, so the strict object refuses it.
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of fields) {
    const name = wireName[field] ?? field;
    if (name in rules) shape[name] = rules[name as keyof typeof rules];
  }
  return z.strictObject({
    ...registrationCommon,
    promo_code: z.optional(promoCodeSchema),
    ...(shape as {
      [K in keyof typeof rules]: z.ZodMiniOptional<(typeof rules)[K]>;
    }),
  });
}
export type CustomRegistrationRequest = z.input<ReturnType<typeof customRegistrationRequest>>;
