import * as z from 'zod/mini';
import { adultBirthDateSchema, requiredPersonNameSchema } from '../account';

const text = (max: number) => z.nullable(z.string().check(z.maxLength(max)));

/** Data of GET account data: the personal fields the player may edit (null where never given). */
export const accountFieldsData = z.object({
  name: text(100),
  surname: text(100),
  /** `YYYY-MM-DD`. */
  birthDate: text(10),
  address: text(200),
  city: text(100),
  postcode: text(12),
  /** The player's country (registration's), whose regions the form offers (GET regions). */
  countryId: z.number(),
  /** A region of that country's list (GET regions), null where none was chosen. */
  regionId: z.nullable(z.number()),
});
export type AccountFieldsData = z.infer<typeof accountFieldsData>;

/**
 * SPEC §7 `POST save account fields`: the fields given are saved, the others kept. Names follow the SPEC §5
 * user-name rule, the birth date the configured minimum age (built per configuration, like the full-v1 form).
 */
export function saveAccountFieldsRequest(minAge: unknown, now: () => Date = () => new Date()) {
  return z.strictObject({
    name: z.optional(requiredPersonNameSchema),
    surname: z.optional(requiredPersonNameSchema),
    birth_date: z.optional(adultBirthDateSchema(minAge, now)),
    address: z.optional(z.string().check(z.trim(), z.maxLength(200, 'min_symbols_limit'))),
    city: z.optional(z.string().check(z.trim(), z.maxLength(100, 'min_symbols_limit'))),
    postcode: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9 -]{0,12}$/, 'validation_postcode'))),
    /** A region of the player's country (the server checks it is one), null to clear. */
    region_id: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)))),
  });
}
export type SaveAccountFieldsRequest = z.input<ReturnType<typeof saveAccountFieldsRequest>>;

/** Data of GET new pin code: a fresh PIN, shown once (the server keeps only its hash). */
export const newPinCodeData = z.object({ pin: z.string().check(z.regex(/^\d{6}$/)) });
