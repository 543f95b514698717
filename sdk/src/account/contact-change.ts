import * as z from 'zod/mini';
import { confirmCodeSchema, countryCodeSchema, emailSchema, encodedPasswordSchema, phoneSchema } from './fields';

/**
 * Phone change, in the order of SPEC §4: send code → confirm code → answer the secure question → update.
 * A player without a phone adds one with the same calls; the secure-question step is then skipped.
 */
export const phoneChangeSendCodeRequest = z.strictObject({
  phone: phoneSchema,
  country_code: z.optional(countryCodeSchema),
  /** Deliver the code to the messenger apps instead of SMS; the development sender records it either way. */
  send_to_apps: z.optional(z.boolean()),
});
export type PhoneChangeSendCodeRequest = z.input<typeof phoneChangeSendCodeRequest>;

/** Query of GET /web-api/account/phone/check-code */
export const phoneChangeCheckCodeQuery = z.strictObject({ confirm_code: confirmCodeSchema });
/** Query of GET /web-api/account/phone/check-answer */
export const phoneChangeCheckAnswerQuery = z.strictObject({
  user_answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

/** POST /web-api/account/phone/update — the phone must be the one the code went to. */
export const phoneChangeUpdateRequest = z.strictObject({
  phone: phoneSchema,
  country_code: z.optional(countryCodeSchema),
});
export type PhoneChangeUpdateRequest = z.input<typeof phoneChangeUpdateRequest>;

/** Response data of each phone-change step: the step now reached. */
export const phoneChangeStepData = z.object({
  step: z.enum(['code_sent', 'code_confirmed', 'answer_accepted', 'updated']),
  /** Whether the secure-question step is part of this flow. */
  answerRequired: z.boolean(),
});
export type PhoneChangeStepData = z.infer<typeof phoneChangeStepData>;

/** POST /web-api/account/email/send-code — the code goes to the new address. */
export const emailChangeSendCodeRequest = z.strictObject({
  email: emailSchema,
  password: encodedPasswordSchema,
});
export type EmailChangeSendCodeRequest = z.input<typeof emailChangeSendCodeRequest>;

/** POST /web-api/account/email/confirm */
export const emailChangeConfirmRequest = z.strictObject({ confirm_code: confirmCodeSchema });
export type EmailChangeConfirmRequest = z.input<typeof emailChangeConfirmRequest>;

/** POST /web-api/account/login-name — a new login name: 4–32 Latin letters, digits, dot, underscore, hyphen. */
export const loginChangeRequest = z.strictObject({
  login: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(4, 'min_symbols_limit'),
        z.maxLength(32),
        z.regex(/^[A-Za-z0-9._-]+$/, 'login_available_symbols'),
      ),
    z.transform((value: string) => value.toLowerCase()),
  ),
  password: encodedPasswordSchema,
});
export type LoginChangeRequest = z.input<typeof loginChangeRequest>;
