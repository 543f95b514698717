/**
 * Query parameters of the feed calls (SPEC §3 request parameters; lists are sorted comma-joined ids). Parsed on
 * the server, built by the widgets.
 */
import { z } from 'zod/mini';

/** "3,1,2" (or repeated keys) → [1, 2, 3]. */
export const idList = z
  .pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((v) => {
      const parts = (Array.isArray(v) ? v.join(',') : v).split(',').filter((s) => s.trim() !== '');
      return [...new Set(parts.map((s) => Number(s.trim())))].sort((a, b) => a - b);
    }),
  )
  .check(z.refine((ids) => ids.every((n) => Number.isSafeInteger(n) && n >= 0), 'invalid_id_list'));

const int = () => z.coerce.number().check(z.int(), z.minimum(0));
const bool = () =>
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
    z.transform((v) => v === true || v === 'true' || v === '1'),
  );

/**
 * Upcoming-time buckets (SPEC §9): 1 starts within 2 hours, 2 in 2–4 hours, 3 in more than 4 hours.
 */
export const TimeBucket = { within2h: 1, from2hTo4h: 2, over4h: 3 } as const;

/** Parameters every feed call takes. */
export const feedCommonShape = {
  /** Language (default ru). */
  lng: z._default(z.string().check(z.maxLength(8)), 'ru'),
  /** Config group id. */
  gr: z.optional(int()),
  country: z.optional(int()),
  partner: z._default(int(), 1),
  user: z.optional(int()),
  /** Coefficient view: 0 decimal (default), 1 fractional, 2 American; coefficients stay decimal on the wire. */
  cfview: z._default(int(), 0),
  sports: z.optional(idList),
  champs: z.optional(idList),
  /** Only games starting within this many minutes. */
  tf: z.optional(int()),
  /** Upcoming-time bucket (TimeBucket). */
  period: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3))),
  /** Only games starting at/after (unix seconds). */
  from: z.optional(int()),
  /** Only games starting before (unix seconds). */
  to: z.optional(int()),
  count: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 50),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  /** SPEC §3 `virtualSports`: also virtual events (./virtual.ts), otherwise listed only when their sport or championship is asked for. */
  virtualSports: z._default(bool(), false),
};

export const feedQuerySchema = z.object(feedCommonShape);
export type FeedQuery = z.output<typeof feedQuerySchema>;

export const champQuerySchema = z.object({ ...feedCommonShape, champ: int() });
export const gameQuerySchema = z.object({ ...feedCommonShape, id: int() });
export const searchQuerySchema = z.object({
  ...feedCommonShape,
  text: z.string().check(z.minLength(2), z.maxLength(100)),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  /** Strict: whole words must match from their start; otherwise any substring. */
  strict: z._default(bool(), false),
});
export const teamQuerySchema = z.object({ ...feedCommonShape, team: int() });
export const favoritesFeedQuerySchema = z.object({ ...feedCommonShape, ids: idList });
export const sportSectionQuerySchema = z.object({ ...feedCommonShape, sportId: int() });

/** Push subscription: any of sports, games or champs; none means everything live. */
export const pushQuerySchema = z.object({
  lng: z._default(z.string().check(z.maxLength(8)), 'ru'),
  sports: z.optional(idList),
  games: z.optional(idList),
  champs: z.optional(idList),
  /** Also line games (odds move before the start too); default live only. */
  line: z._default(bool(), false),
  /** Snapshots carry every market of the game, not only its main ones (the coupon and the game page follow any outcome). */
  full: z._default(bool(), false),
  /** Full snapshots for these games only (a page's union of subscriptions, sdk/src/feed/push-mux.ts). */
  fullGames: z.optional(idList),
  /** Every game (live; with `line` also the line) besides the listed ones: the union of an unfiltered subscription. */
  all: z._default(bool(), false),
});
export type PushQuery = z.output<typeof pushQuerySchema>;
