import * as z from 'zod/mini';
import {
  agreementSchema,
  confirmCodeSchema,
  emailSchema,
  encodedNewPasswordSchema,
  idSchema,
  phoneSchema,
  promoCodeSchema,
} from './fields';

// The registration types are the site configuration's (SPEC §3; one list for the forms offered and the profile).
export { type RegistrationType, registrationTypes } from '../config/registration-fields';

/** SPEC §5 user name: letters, apostrophes, grave accents, spaces and hyphens. */
export const personNameSchema = z
  .string()
  .check(z.trim(), z.maxLength(100, 'min_symbols_limit'), z.regex(/^[\p{L}'` -]*$/u, 'validation_user_name_symbols'));
/** A name the form cannot do without. */
export const requiredPersonNameSchema = z.pipe(personNameSchema, z.string().check(z.minLength(1, 'required')));

/** Fields every registration carries: the first currency account, the country, agreements, promo code. */
export const registrationCommon = {
  currency_id: idSchema,
  country_id: idSchema,
  promo_code: z.optional(promoCodeSchema),
  regRules: agreementSchema,
  regPolitics: agreementSchema,
};

/** POST /web-api/registration/fast — one click; the generated login and password come back once. */
export const fastRegistrationRequest = z.strictObject({ ...registrationCommon });
export type FastRegistrationRequest = z.input<typeof fastRegistrationRequest>;

/** POST /web-api/registration/phone/send-code */
export const phoneRegistrationCodeRequest = z.strictObject({
  phone: phoneSchema,
});
export type PhoneRegistrationCodeRequest = z.input<typeof phoneRegistrationCodeRequest>;

/** POST /web-api/registration/phone */
export const phoneRegistrationRequest = z.strictObject({
  ...registrationCommon,
  phone: phoneSchema,
  confirm_code: confirmCodeSchema,
  password: encodedNewPasswordSchema,
});
export type PhoneRegistrationRequest = z.input<typeof phoneRegistrationRequest>;

/** POST /web-api/registration/full — by e-mail; the account is activated by the link sent to it. */
export const fullRegistrationRequest = z.strictObject({
  ...registrationCommon,
  email: emailSchema,
  password: encodedNewPasswordSchema,
  name: z.optional(personNameSchema),
  phone: z.optional(phoneSchema),
});
export type FullRegistrationRequest = z.input<typeof fullRegistrationRequest>;

/**
 * The sign-in identifier of a short registration: an e-mail (it has an @) or a phone number, each checked by its
 * own rule, so one field serves both.
 */
export const shortLoginSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(254, 'validation_enter_correct_email')),
  z.transform((value: string, ctx): { email: string } | { phone: string } => {
    const rule = value.includes('@') ? emailSchema : phoneSchema;
    const parsed = rule.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.issues.push({ code: 'custom', message: issue.message, input: value });
      return z.NEVER;
    }
    return value.includes('@') ? { email: parsed.data } : { phone: parsed.data };
  }),
);

/**
 * POST /web-api/registration/short — e-mail or phone, password and currency; signed in at once (the contact is
 * unconfirmed until the player confirms it). The client sends the country of the request's geography.
 */
export const shortRegistrationRequest = z.strictObject({
  ...registrationCommon,
  login: shortLoginSchema,
  password: encodedNewPasswordSchema,
});
export type ShortRegistrationRequest = z.input<typeof shortRegistrationRequest>;

/** A calendar date `YYYY-MM-DD` that exists (no 31 February). */
export const birthDateSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'required'),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation_birth_date'),
  z.refine((value: string) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'validation_birth_date'),
);

/** SPEC §5: the minimum age from the configuration, 0 when it is not a number. */
export function minimumAge(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Full years between a `YYYY-MM-DD` birth date and `today` (UTC calendar days). */
export function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The birth date of a player old enough for the configured minimum age (message key `validation_min_age`). */
export function adultBirthDateSchema(minAge: unknown, now: () => Date = () => new Date()) {
  const min = minimumAge(minAge);
  return birthDateSchema.check(
    z.refine((value: string) => {
      const age = ageOn(value, now());
      return age >= min && age <= 150;
    }, 'validation_min_age'),
  );
}

/**
 * POST /web-api/registration/full-v1 — the full form with personal data: name, surname and birth date (at least
 * `global.minAge` years old), e-mail and password, optional phone; activated by the e-mail link like `full`.
 * Built per configuration because the minimum age is configured; the server and the form build it alike.
 */
export function fullV1RegistrationRequest(minAge: unknown, now: () => Date = () => new Date()) {
  return z.strictObject({
    ...registrationCommon,
    email: emailSchema,
    password: encodedNewPasswordSchema,
    name: requiredPersonNameSchema,
    surname: requiredPersonNameSchema,
    birth_date: adultBirthDateSchema(minAge, now),
    phone: z.optional(phoneSchema),
  });
}
export type FullV1RegistrationRequest = z.input<ReturnType<typeof fullV1RegistrationRequest>>;

/** POST /web-api/registration/activate */
export const activationRequest = z.strictObject({
  token: z.string().check(z.minLength(16), z.maxLength(200)),
});
export type ActivationRequest = z.input<typeof activationRequest>;

/** A path on this site to return to after a sign-in (never another origin: no open redirect). */
export const returnPathSchema = z
  .string()
  .check(z.maxLength(500), z.regex(/^\/(?!\/)[^\s\\]*$/, 'return_to must be a local path'));

/** Query of GET /web-api/social/{provider}/start (values are strings in a query). */
export const socialStartQuery = z.strictObject({
  mode: z._default(z.enum(['login', 'register']), 'login'),
  currency_id: z.optional(z.pipe(z.coerce.number(), idSchema)),
  country_id: z.optional(z.pipe(z.coerce.number(), idSchema)),
  promo_code: z.optional(promoCodeSchema),
  regRules: z.optional(z.enum(['1', 'true'])),
  regPolitics: z.optional(z.enum(['1', 'true'])),
  return_to: z.optional(returnPathSchema),
});
export type SocialStartQuery = z.input<typeof socialStartQuery>;

/** The signed-in player right after a registration or a login. */
export const signedInData = z.object({
  userId: z.number().check(z.int()),
  sessionId: z.string(),
  /** A fresh user token (JWT) for bearer use in third-party frames. */
  token: z.string(),
});
export type SignedInData = z.infer<typeof signedInData>;

/** Response data of POST /web-api/registration/fast: credentials shown once. */
export const fastRegistrationData = z.extend(signedInData, {
  login: z.string(),
  password: z.string(),
});
export type FastRegistrationData = z.infer<typeof fastRegistrationData>;

/** Response data of POST /web-api/registration/short and /phone: signed in, with the generated login. */
export const signedInWithLoginData = z.extend(signedInData, { login: z.string() });
export type SignedInWithLoginData = z.infer<typeof signedInWithLoginData>;

/** Response data of POST /web-api/registration/full (and full-v1): the account waits for the e-mail link. */
export const fullRegistrationData = z.object({
  userId: z.number().check(z.int()),
  activationRequired: z.literal(true),
});
export type FullRegistrationData = z.infer<typeof fullRegistrationData>;

/** Response data of the code-sending calls. */
export const codeSentData = z.object({
  /** Seconds until the code expires. */
  expiresIn: z.number().check(z.int()),
  codeLength: z.number().check(z.int()),
});
export type CodeSentData = z.infer<typeof codeSentData>;
