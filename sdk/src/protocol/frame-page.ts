/**
 * What a widget frame page tells its runtime: the server (server/src/embedding) renders it as a JSON data block
 * (`<script type="application/json" id="betframe-frame">`, which CSP `script-src 'self'` allows because it is
 * never executed) and the frame runtime parses it with this schema before trusting any of it.
 */
import * as z from 'zod/mini';
import { storeIdSchema } from './shared-state';

export const frameConfigElementId = 'betframe-frame';

export const frameQuerySchema = z.object({
  host: z.url(),
  store: storeIdSchema,
  partner: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  group: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  lang: z.optional(z.string().check(z.regex(/^[a-z]{2}([-_][A-Za-z]{2})?$/))),
  country: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/))),
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
  theme: z.optional(z.enum(['light', 'dark'])),
});
export type FrameQuery = z.infer<typeof frameQuerySchema>;

export const frameConfigSchema = z.strictObject({
  widget: z.enum(['line', 'coupon', 'casino', 'office', 'registration']),
  /** The host page's origin: the only window the frame talks to. */
  host: z.string(),
  storeId: storeIdSchema,
  partner: z.int().check(z.minimum(1)),
  group: z.optional(z.int()),
  lang: z.optional(z.string()),
  country: z.optional(z.string()),
  currency: z.optional(z.string()),
  theme: z.optional(z.enum(['light', 'dark'])),
  /** The partner's allowed origins (site configuration), checked again by the runtime. */
  allowedOrigins: z.array(z.string()),
  /** The partner's site configuration for this country, so the frame need not fetch it (parsed by the runtime). */
  siteConfig: z.optional(z.record(z.string(), z.unknown())),
  /** The widget's module, relative to `/sdk/widgets/`. */
  module: z.string().check(z.regex(/^[\w-]+(\/[\w-]+)*\.js$/)),
});
export type FrameConfig = z.infer<typeof frameConfigSchema>;
