import * as z from 'zod/mini';
import { appCodeSchema, confirmCodeSchema, currentPasswordSchema, emailSchema, phoneSchema } from './fields';
import { returnPathSchema, signedInData } from './registration';

/** POST /web-api/account/login — captcha token in the x-captcha-token header. */
export const loginRequest = z.strictObject({
  /** Phone number, e-mail or the generated login. */
  login: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(254)),
  password: currentPasswordSchema,
  /** true: `login` is an e-mail; false or absent: a phone number or the generated login. */
  auth_by_email: z.optional(z.boolean()),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** POST /web-api/account/login/two-factor — the second step when two-factor is on. */
export const twoFactorLoginRequest = z.strictObject({
  two_factor_token: z.string().check(z.minLength(16), z.maxLength(200)),
  code: appCodeSchema,
});
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequest>;

/** Response data of the login: either signed in, or a second step is due. */
export const loginData = z.union([
  z.extend(signedInData, { twoFactorRequired: z.literal(false) }),
  z.object({ twoFactorRequired: z.literal(true), twoFactorToken: z.string() }),
]);
export type LoginData = z.infer<typeof loginData>;

/** POST /web-api/account/sms-auth/send-code — a sign-in code by SMS (captcha in x-captcha-token). */
export const smsLoginCodeRequest = z.strictObject({ phone: phoneSchema });
export type SmsLoginCodeRequest = z.input<typeof smsLoginCodeRequest>;

/** POST /web-api/account/sms-auth/check-code — signs in with the code (answers like the login). */
export const smsLoginRequest = z.strictObject({ phone: phoneSchema, confirm_code: confirmCodeSchema });
export type SmsLoginRequest = z.input<typeof smsLoginRequest>;

/**
 * POST /web-api/account/login/email-link/send — SPEC §2 "security auth by email": a one-time sign-in link to the
 * player's confirmed e-mail (captcha in x-captcha-token); the link returns to `return_to` signed in.
 */
export const emailLinkRequest = z.strictObject({ email: emailSchema, return_to: z.optional(returnPathSchema) });
export type EmailLinkRequest = z.input<typeof emailLinkRequest>;

/** GET /web-api/account/login/email-link — the link in the mail. */
export const emailLinkQuery = z.object({
  token: z.string().check(z.minLength(16), z.maxLength(200)),
  return_to: z.optional(returnPathSchema),
});
