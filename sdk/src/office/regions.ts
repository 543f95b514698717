import * as z from 'zod/mini';

/** One region or city of the lists (SPEC §7 "GET regions and cities by region"): a fixed id and its name. */
export const placeSchema = z.object({ id: z.number(), name: z.string() });
export type Place = z.infer<typeof placeSchema>;
export const placesData = z.array(placeSchema);

const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));
/** Query of GET regions: the country (`country_id`, the stable id of @betframe/sdk/dictionaries). */
export const regionsQuery = z.object({ country_id: id, lng: z.optional(z.string()) });
/** Query of GET cities by region. */
export const citiesQuery = z.object({ region_id: id, lng: z.optional(z.string()) });
