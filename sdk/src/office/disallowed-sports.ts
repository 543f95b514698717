import * as z from 'zod/mini';

const sportId = z.coerce.number().check(z.int(), z.positive(), z.maximum(10_000));
/** A list of sport ids: an array, or the id-list encoding of SPEC §3 (comma separated, empty for none). */
const sportIds = z.pipe(
  z.union([z.array(sportId).check(z.maxLength(200)), z.string().check(z.maxLength(2000), z.regex(/^(\d+(,\d+)*)?$/))]),
  z.transform((value: number[] | string) =>
    typeof value === 'string' ? (value === '' ? [] : value.split(',').map(Number)) : value,
  ),
);

/**
 * SPEC §7 `POST disallow-sports (lineDisallowSport, liveDisallowSport)`: the sports the player does not want
 * offered, before the match (line) and live. The whole lists each time; a missing list is an empty one (the
 * request layer drops empty lists from a body), so `{}` allows everything again.
 */
export const disallowSportsRequest = z.strictObject({
  lineDisallowSport: z.optional(sportIds),
  liveDisallowSport: z.optional(sportIds),
});
export type DisallowSportsRequest = z.input<typeof disallowSportsRequest>;

export const disallowSportsData = z.object({
  lineDisallowSport: z.array(z.number().check(z.int())),
  liveDisallowSport: z.array(z.number().check(z.int())),
});
export type DisallowSportsData = z.infer<typeof disallowSportsData>;
