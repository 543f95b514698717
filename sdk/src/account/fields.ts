import { z } from 'zod';
import { decodePasswordField } from './password-encoding';

/** Validation message keys (SPEC §8) used by the account schemas. */
export const accountMessageKeys = {
  required: 'required',
  minSymbols: 'min_symbols_limit',
  passwordSymbols: 'password_available_symbols',
  passwordLetterAndDigit: 'password_letter_and_digit',
  passwordEncoding: 'password_encoding',
  passwordsDiffer: 'password_confirmation_mismatch',
  email: 'validation_enter_correct_email',
  phoneMin: 'phone_min_length',
  phoneMax: 'equal_length',
  code: 'auth_incorrect_code',
  agreement: 'auth_required_field',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A plain-text password as the player types it: 8–128 characters, no whitespace, a letter and a digit. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, accountMessageKeys.minSymbols)
  .max(PASSWORD_MAX_LENGTH, accountMessageKeys.minSymbols)
  .regex(/^[^\s\p{Cc}]+$/u, accountMessageKeys.passwordSymbols)
  .regex(/\p{L}/u, accountMessageKeys.passwordLetterAndDigit)
  .regex(/\p{Nd}/u, accountMessageKeys.passwordLetterAndDigit);

/** A password field on the wire: base64 of UTF-8 (see password-encoding.ts), decoded to the plain text. */
export const encodedPasswordSchema = z
  .string()
  .max(4 * PASSWORD_MAX_LENGTH * 2)
  .transform((value, ctx) => {
    const plain = decodePasswordField(value);
    if (plain === undefined) {
      ctx.addIssue({ code: 'custom', message: accountMessageKeys.passwordEncoding });
      return z.NEVER;
    }
    return plain;
  });

/** An encoded password that must also satisfy the password rules (new passwords). */
export const encodedNewPasswordSchema = encodedPasswordSchema.pipe(passwordSchema);

/** The current password is only checked against the stored hash, so any non-empty text up to the limit. */
export const currentPasswordSchema = z.string().min(1, accountMessageKeys.required).max(PASSWORD_MAX_LENGTH);

/** SPEC §5 e-mail pattern: letters, digits, dot, underscore, hyphen; dotted domain; TLD of 2–7 letters. */
export const emailSchema = z
  .string()
  .trim()
  .max(254, accountMessageKeys.email)
  .regex(/^[A-Za-z0-9._-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,7}$/, accountMessageKeys.email)
  .transform((value) => value.toLowerCase());

/**
 * A phone number in international form; spaces, dashes, brackets and the plus are dropped and the digits kept
 * (SPEC §3 "fullPhone of digits only"). 6–20 digits (SPEC §5, §9).
 */
export const phoneSchema = z
  .string()
  .max(40, accountMessageKeys.phoneMax)
  .transform((value) => value.replace(/[\s()+-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d*$/, accountMessageKeys.phoneMin)
      .min(6, accountMessageKeys.phoneMin)
      .max(20, accountMessageKeys.phoneMax),
  );

/** A one-time code sent by SMS or e-mail: 4–8 digits, spaces ignored. */
export const confirmCodeSchema = z
  .string()
  .max(32, accountMessageKeys.code)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{4,8}$/, accountMessageKeys.code));

/** A six-digit authenticator app code. */
export const appCodeSchema = z
  .string()
  .max(16, accountMessageKeys.code)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, accountMessageKeys.code));

export const idSchema = z.number().int().min(1).max(2_147_483_647);
/** Lower-case ISO 3166-1 alpha-2 code, as in the phone field value (SPEC §3). */
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((value) => value.toLowerCase());
export const promoCodeSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^[A-Za-z0-9_-]*$/);
/** A required agreement checkbox: must be exactly true. */
export const agreementSchema = z.literal(true, { error: accountMessageKeys.agreement });
