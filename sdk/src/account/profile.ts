import { z } from 'zod';

/** Response data of GET /web-api/account/me */
export const accountProfileData = z.object({
  userId: z.number().int(),
  login: z.string(),
  email: z.string().nullable(),
  emailConfirmed: z.boolean(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  countryId: z.number().int(),
  registrationType: z.enum(['fast_reg', 'phone_reg', 'full_reg', 'soc_reg']),
  twoFactorEnabled: z.boolean(),
  hasSecureAnswer: z.boolean(),
});
export type AccountProfileData = z.infer<typeof accountProfileData>;
