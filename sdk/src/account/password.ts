import { z } from 'zod';
import { confirmCodeSchema, encodedNewPasswordSchema, encodedPasswordSchema } from './fields';

/** PUT /web-api/account/password — the three password fields base64-encoded (encodePasswordField). */
export const passwordChangeRequest = z
  .strictObject({
    old_password: encodedPasswordSchema,
    password: encodedNewPasswordSchema,
    password_confirm: encodedPasswordSchema,
    end_other_sessions: z.boolean().optional(),
    /** Optional captcha token; the x-captcha-token header is also accepted. */
    captcha_token: z.string().max(200).optional(),
  })
  .refine((body) => body.password === body.password_confirm, {
    path: ['password_confirm'],
    message: 'password_confirmation_mismatch',
  });
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

/** POST /web-api/account/password-reset/send-code — e-mail or phone of the account. */
export const passwordResetCodeRequest = z.strictObject({
  login: z.string().trim().min(1, 'required').max(254),
});
export type PasswordResetCodeRequest = z.input<typeof passwordResetCodeRequest>;

/** Query of GET /web-api/account/password-reset — checks a code without spending it. */
export const passwordResetCheckQuery = z.strictObject({
  login: z.string().trim().min(1).max(254),
  confirm_code: confirmCodeSchema,
});

/** POST /web-api/account/password-reset — sets the new password and ends every session. */
export const passwordResetRequest = z
  .strictObject({
    login: z.string().trim().min(1, 'required').max(254),
    confirm_code: confirmCodeSchema,
    password: encodedNewPasswordSchema,
    password_confirm: encodedPasswordSchema,
  })
  .refine((body) => body.password === body.password_confirm, {
    path: ['password_confirm'],
    message: 'password_confirmation_mismatch',
  });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;
