import { z } from 'zod';
import { registrationTypes } from './registration';

/** Response data of GET /web-api/account/me */
export const accountProfileData = z.object({
  userId: z.number().int(),
  login: z.string(),
  email: z.string().nullable(),
  emailConfirmed: z.boolean(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  /** Personal data of a full-v1 registration (null otherwise). */
  surname: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  birthDate: z.string().nullable(),
  countryId: z.number().int(),
  registrationType: z.enum(registrationTypes),
  twoFactorEnabled: z.boolean(),
  hasSecureAnswer: z.boolean(),
});
export type AccountProfileData = z.infer<typeof accountProfileData>;
