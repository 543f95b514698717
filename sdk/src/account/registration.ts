import { z } from 'zod';
import {
  agreementSchema,
  confirmCodeSchema,
  emailSchema,
  encodedNewPasswordSchema,
  idSchema,
  phoneSchema,
  promoCodeSchema,
} from './fields';

/** SPEC §3 registration types. */
export const registrationTypes = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
export type RegistrationType = (typeof registrationTypes)[number];

/** Fields every registration carries: the first currency account, the country, agreements, promo code. */
const registrationCommon = {
  currency_id: idSchema,
  country_id: idSchema,
  promo_code: promoCodeSchema.optional(),
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
  name: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\p{L}'` -]*$/u, 'validation_user_name_symbols')
    .optional(),
  phone: phoneSchema.optional(),
});
export type FullRegistrationRequest = z.input<typeof fullRegistrationRequest>;

/** POST /web-api/registration/activate */
export const activationRequest = z.strictObject({
  token: z.string().min(16).max(200),
});
export type ActivationRequest = z.input<typeof activationRequest>;

/** Query of GET /web-api/social/{provider}/start (values are strings in a query). */
export const socialStartQuery = z.strictObject({
  mode: z.enum(['login', 'register']).default('login'),
  currency_id: z.coerce.number().pipe(idSchema).optional(),
  country_id: z.coerce.number().pipe(idSchema).optional(),
  promo_code: promoCodeSchema.optional(),
  regRules: z.enum(['1', 'true']).optional(),
  regPolitics: z.enum(['1', 'true']).optional(),
  return_to: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'return_to must be a local path')
    .optional(),
});
export type SocialStartQuery = z.input<typeof socialStartQuery>;

/** The signed-in player right after a registration or a login. */
export const signedInData = z.object({
  userId: z.number().int(),
  sessionId: z.string(),
  /** A fresh user token (JWT) for bearer use in third-party frames. */
  token: z.string(),
});
export type SignedInData = z.infer<typeof signedInData>;

/** Response data of POST /web-api/registration/fast: credentials shown once. */
export const fastRegistrationData = signedInData.extend({
  login: z.string(),
  password: z.string(),
});
export type FastRegistrationData = z.infer<typeof fastRegistrationData>;

/** Response data of POST /web-api/registration/full: the account waits for the e-mail link. */
export const fullRegistrationData = z.object({
  userId: z.number().int(),
  activationRequired: z.literal(true),
});
export type FullRegistrationData = z.infer<typeof fullRegistrationData>;

/** Response data of the code-sending calls. */
export const codeSentData = z.object({
  /** Seconds until the code expires. */
  expiresIn: z.number().int(),
  codeLength: z.number().int(),
});
export type CodeSentData = z.infer<typeof codeSentData>;
