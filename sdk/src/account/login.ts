import { z } from 'zod';
import { appCodeSchema, confirmCodeSchema, currentPasswordSchema, phoneSchema } from './fields';
import { signedInData } from './registration';

/** POST /web-api/account/login — captcha token in the x-captcha-token header. */
export const loginRequest = z.strictObject({
  /** Phone number, e-mail or the generated login. */
  login: z.string().trim().min(1, 'required').max(254),
  password: currentPasswordSchema,
  /** true: `login` is an e-mail; false or absent: a phone number or the generated login. */
  auth_by_email: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** POST /web-api/account/login/two-factor — the second step when two-factor is on. */
export const twoFactorLoginRequest = z.strictObject({
  two_factor_token: z.string().min(16).max(200),
  code: appCodeSchema,
});
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequest>;

/** Response data of the login: either signed in, or a second step is due. */
export const loginData = z.union([
  signedInData.extend({ twoFactorRequired: z.literal(false) }),
  z.object({ twoFactorRequired: z.literal(true), twoFactorToken: z.string() }),
]);
export type LoginData = z.infer<typeof loginData>;

/** POST /web-api/account/sms-auth/send-code — a sign-in code by SMS (captcha in x-captcha-token). */
export const smsLoginCodeRequest = z.strictObject({ phone: phoneSchema });
export type SmsLoginCodeRequest = z.input<typeof smsLoginCodeRequest>;

/** POST /web-api/account/sms-auth/check-code — signs in with the code (answers like the login). */
export const smsLoginRequest = z.strictObject({ phone: phoneSchema, confirm_code: confirmCodeSchema });
export type SmsLoginRequest = z.input<typeof smsLoginRequest>;
