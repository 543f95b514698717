/**
 * What a widget frame page tells its runtime: the server (server/src/embedding) renders it as a JSON data block
 * (`<script type="application/json" id="betframe-frame">`, which CSP `script-src 'self'` allows because it is
 * never executed) and the frame runtime parses it with this schema before trusting any of it.
 */
import * as z from 'zod/mini';
import { storeIdSchema } from './shared-state';
import { widgetOptionFields, widgetOptionQueryFields } from './widget-options';
import { widgetNameSchema } from './widgets';

export const frameConfigElementId = 'betframe-frame';

/** `/sdk/frame/:widget?host=…&store=…&partner=…`: the iframe path's one parse of the widget options. */
export const frameQuerySchema = z.object({
  host: z.url(),
  store: storeIdSchema,
  ...widgetOptionQueryFields,
});
export type FrameQuery = z.infer<typeof frameQuerySchema>;

export const frameConfigSchema = z.strictObject({
  widget: widgetNameSchema,
  /** The host page's origin: the only window the frame talks to. */
  host: z.string(),
  storeId: storeIdSchema,
  /** The options the server parsed from the frame URL (`lang` defaulted from the site configuration). */
  ...widgetOptionFields,
  /** The partner's allowed origins (site configuration), checked again by the runtime. */
  allowedOrigins: z.array(z.string()),
  /** The partner's site configuration for this country, so the frame need not fetch it (parsed by the runtime). */
  siteConfig: z.optional(z.record(z.string(), z.unknown())),
  /** The widget's module, relative to `/sdk/widgets/`. */
  module: z.string().check(z.regex(/^[\w-]+(\/[\w-]+)*\.js$/)),
});
export type FrameConfig = z.infer<typeof frameConfigSchema>;
