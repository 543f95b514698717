import * as z from 'zod/mini';
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
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, accountMessageKeys.minSymbols),
    z.maxLength(PASSWORD_MAX_LENGTH, accountMessageKeys.minSymbols),
    z.regex(/^[^\s\p{Cc}]+$/u, accountMessageKeys.passwordSymbols),
    z.regex(/\p{L}/u, accountMessageKeys.passwordLetterAndDigit),
    z.regex(/\p{Nd}/u, accountMessageKeys.passwordLetterAndDigit),
  );

/** A password field on the wire: base64 of UTF-8 (see password-encoding.ts), decoded to the plain text. */
export const encodedPasswordSchema = z.pipe(
  z.string().check(z.maxLength(4 * PASSWORD_MAX_LENGTH * 2)),
  z.transform((value: string, ctx) => {
    const plain = decodePasswordField(value);
    if (plain === undefined) {
      ctx.issues.push({ code: 'custom', message: accountMessageKeys.passwordEncoding, input: value });
      return z.NEVER;
    }
    return plain;
  }),
);

/** An encoded password that must also satisfy the password rules (new passwords). */
export const encodedNewPasswordSchema = z.pipe(encodedPasswordSchema, passwordSchema);

/** The current password is only checked against the stored hash, so any non-empty text up to the limit. */
export const currentPasswordSchema = z
  .string()
  .check(z.minLength(1, accountMessageKeys.required), z.maxLength(PASSWORD_MAX_LENGTH));

/** SPEC §5 e-mail pattern: letters, digits, dot, underscore, hyphen; dotted domain; TLD of 2–7 letters. */
export const emailSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(254, accountMessageKeys.email),
      z.regex(/^[A-Za-z0-9._-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,7}$/, accountMessageKeys.email),
    ),
  z.transform((value: string) => value.toLowerCase()),
);

/**
 * A phone number in international form; spaces, dashes, brackets and the plus are dropped and the digits kept
 * (SPEC §3 "fullPhone of digits only"). 6–20 digits (SPEC §5, §9).
 */
export const phoneSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(40, accountMessageKeys.phoneMax)),
    z.transform((value: string) => value.replace(/[\s()+-]/g, '')),
  ),
  z
    .string()
    .check(
      z.regex(/^\d*$/, accountMessageKeys.phoneMin),
      z.minLength(6, accountMessageKeys.phoneMin),
      z.maxLength(20, accountMessageKeys.phoneMax),
    ),
);

/** A one-time code sent by SMS or e-mail: 4–8 digits, spaces ignored. */
export const confirmCodeSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(32, accountMessageKeys.code)),
    z.transform((value: string) => value.replace(/\s/g, '')),
  ),
  z.string().check(z.regex(/^\d{4,8}$/, accountMessageKeys.code)),
);

/** A six-digit authenticator app code. */
export const appCodeSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(16, accountMessageKeys.code)),
    z.transform((value: string) => value.replace(/\s/g, '')),
  ),
  z.string().check(z.regex(/^\d{6}$/, accountMessageKeys.code)),
);

export const idSchema = z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
/** Lower-case ISO 3166-1 alpha-2 code, as in the phone field value (SPEC §3). */
export const countryCodeSchema = z.pipe(
  z.string().check(z.regex(/^[A-Za-z]{2}$/)),
  z.transform((value: string) => value.toLowerCase()),
);
export const promoCodeSchema = z.string().check(z.trim(), z.maxLength(32), z.regex(/^[A-Za-z0-9_-]*$/));
/** A required agreement checkbox: must be exactly true. */
export const agreementSchema = z.literal(true, { error: accountMessageKeys.agreement });
