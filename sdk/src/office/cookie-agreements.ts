import * as z from 'zod/mini';

/** SPEC §7 `POST cookie agreement log`: the level the player chose (SPEC §3: 0 necessary only … 3 all). */
export const cookieAgreementRequest = z.strictObject({
  level: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(3)),
});
export type CookieAgreementRequest = z.input<typeof cookieAgreementRequest>;

export const cookieAgreementEntry = z.object({
  level: z.number().check(z.int()),
  /** ISO date-time of the choice. */
  at: z.string(),
  userAgent: z.string(),
});
export type CookieAgreementEntry = z.infer<typeof cookieAgreementEntry>;

/** Data of GET cookie agreement log: the player's choices, newest first (at most 50). */
export const cookieAgreementLogData = z.object({ entries: z.array(cookieAgreementEntry) });
