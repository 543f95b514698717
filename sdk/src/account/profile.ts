import * as z from 'zod/mini';
import { registrationTypes } from './registration';

/** Response data of GET /web-api/account/me */
export const accountProfileData = z.object({
  userId: z.number().check(z.int()),
  login: z.string(),
  email: z.nullable(z.string()),
  emailConfirmed: z.boolean(),
  phone: z.nullable(z.string()),
  name: z.nullable(z.string()),
  /** Personal data of a full-v1 registration (null otherwise). */
  surname: z.nullable(z.string()),
  /** `YYYY-MM-DD`. */
  birthDate: z.nullable(z.string()),
  countryId: z.number().check(z.int()),
  registrationType: z.enum(registrationTypes),
  twoFactorEnabled: z.boolean(),
  hasSecureAnswer: z.boolean(),
});
export type AccountProfileData = z.infer<typeof accountProfileData>;
