/**
 * Web push (docs/pwa.md): the server's VAPID public key, and a browser's push subscription stored for the
 * signed-in player. What a push carries (`webPushPayloadSchema`) is what the service worker shows.
 *
 * - `GET  /web-api/push/key` → `{ data: { type: 'push-key', attributes: { publicKey } } }` (base64url, 65 bytes);
 * - `POST /web-api/push/subscribe` `{ endpoint, keys: { p256dh, auth } }` (x-auth) → `{ subscribed: true }`;
 * - `POST /web-api/push/unsubscribe` `{ endpoint }` (x-auth) → `{ subscribed: false }`.
 */
import { z } from 'zod/mini';

export const webPushPaths = {
  key: '/web-api/push/key',
  subscribe: '/web-api/push/subscribe',
  unsubscribe: '/web-api/push/unsubscribe',
} as const;

const base64url = z.string().check(z.regex(/^[A-Za-z0-9_-]+={0,2}$/), z.maxLength(200));

export const pushKeyResponseSchema = z.object({
  data: z.object({ type: z.literal('push-key'), attributes: z.object({ publicKey: z.string() }) }),
});

export const pushSubscribeBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(1000)),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscribeBody = z.output<typeof pushSubscribeBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().check(z.minLength(1), z.maxLength(1000)) });

export const pushStateResponseSchema = z.object({
  data: z.object({ type: z.literal('push-subscription'), attributes: z.object({ subscribed: z.boolean() }) }),
});

/** The JSON a push carries: the notification's title and text, and the page a click opens. */
export const webPushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.optional(z.string()),
});
export type WebPushPayload = z.output<typeof webPushPayloadSchema>;
