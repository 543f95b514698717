import * as z from 'zod/mini';
import { adultBirthDateSchema, requiredPersonNameSchema } from '../account';

const text = (max: number) => z.nullable(z.string().check(z.maxLength(max)));

/** The longest region/state or city/town name a player may type. */
export const placeNameMaxLength = 100;
/**
 * A place name the player types (region/state where the country has no list, city/town everywhere): trimmed,
 * letters of any script with their combining marks, spaces, hyphens and apostrophes (' ’ ʼ), at least one letter,
 * at most 100 characters; '' clears it. The one rule of the account edit, on the server and in the office.
 */
export const placeNameSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(placeNameMaxLength, 'validation_place_name'),
    z.regex(/^(?:[\p{L}\p{M} '’-]*\p{L}[\p{L}\p{M} '’-]*)?$/u, 'validation_place_name'),
  );

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
  /** The region or state typed in, for a country without a list (GET regions answers `[]`); null where none. */
  region: text(placeNameMaxLength),
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
    city: z.optional(placeNameSchema),
    postcode: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9 -]{0,12}$/, 'validation_postcode'))),
    /** A region of the player's country (the server checks it is one), null to clear. */
    region_id: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)))),
    /** The region or state typed in, '' to clear; only for a country without a list (else 400 `region_from_list`). */
    region: z.optional(placeNameSchema),
  });
}
export type SaveAccountFieldsRequest = z.input<ReturnType<typeof saveAccountFieldsRequest>>;

/** Data of GET new pin code: a fresh PIN, shown once (the server keeps only its hash). */
export const newPinCodeData = z.object({ pin: z.string().check(z.regex(/^\d{6}$/)) });
