/**
 * Geography (SPEC §2 "a block page for restricted geography", "A block-appeal page lives at a fixed path"): the
 * request's country as the server decided it, whether it is restricted, and the appeal a blocked visitor files.
 */
import * as z from 'zod/mini';

export const geoPaths = {
  geo: '/web-api/geo',
  appeal: '/web-api/geo/appeal',
} as const;

export const geoSchema = z.object({
  /** ISO 3166-1 alpha-2, lower case; null when unknown. */
  country: z.nullable(z.string()),
  restricted: z.boolean(),
});
export type Geo = z.infer<typeof geoSchema>;

export const appealRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
  email: z.string().check(z.trim(), z.maxLength(200), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/)),
  message: z.string().check(z.trim(), z.minLength(10), z.maxLength(2000)),
});
export type AppealRequest = z.infer<typeof appealRequestSchema>;

export const appealResponseSchema = z.object({ id: z.number().check(z.int()) });
