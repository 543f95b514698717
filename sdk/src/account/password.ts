import * as z from 'zod/mini';
import { confirmCodeSchema, encodedNewPasswordSchema, encodedPasswordSchema } from './fields';

/** The new password typed twice must match; the mismatch is reported on the confirmation field. */
const passwordsMatch = z.refine<{ password: string; password_confirm: string }>(
  (body) => body.password === body.password_confirm,
  { path: ['password_confirm'], message: 'password_confirmation_mismatch' },
);

/** PUT /web-api/account/password — the three password fields base64-encoded (encodePasswordField). */
export const passwordChangeRequest = z
  .strictObject({
    old_password: encodedPasswordSchema,
    password: encodedNewPasswordSchema,
    password_confirm: encodedPasswordSchema,
    end_other_sessions: z.optional(z.boolean()),
    /** Optional captcha token; the x-captcha-token header is also accepted. */
    captcha_token: z.optional(z.string().check(z.maxLength(200))),
  })
  .check(passwordsMatch);
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

/** POST /web-api/account/password-reset/send-code — e-mail or phone of the account. */
export const passwordResetCodeRequest = z.strictObject({
  login: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(254)),
});
export type PasswordResetCodeRequest = z.input<typeof passwordResetCodeRequest>;

/** Query of GET /web-api/account/password-reset — checks a code without spending it. */
export const passwordResetCheckQuery = z.strictObject({
  login: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  confirm_code: confirmCodeSchema,
});

/** POST /web-api/account/password-reset — sets the new password and ends every session. */
export const passwordResetRequest = z
  .strictObject({
    login: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(254)),
    confirm_code: confirmCodeSchema,
    password: encodedNewPasswordSchema,
    password_confirm: encodedPasswordSchema,
  })
  .check(passwordsMatch);
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;
