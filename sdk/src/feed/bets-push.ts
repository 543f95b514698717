/**
 * The signed-in player's own push stream (`feedPaths.betsPush`, server-sent events): `balance` on connect and
 * after every change of money, `messages` with the unread count of the office inbox, `bet` with the whole bet whenever one of the player's bets changes (placed, a
 * selection settled, settled, sold in whole or part, an autobet opened or dropped). The stream is authenticated
 * like any Secure call (the session cookie, or `x-auth: Bearer <token>`).
 */
import { z } from 'zod/mini';
import { betSchema } from './coupon';
import { feedPaths } from './paths';
import { type SseOptions, subscribeSse } from './push-client';

export const betPushEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), bet: betSchema }),
  z.object({ type: z.literal('balance'), balance: z.number(), currency: z.string() }),
]);
/** The player's unread operator messages, sent when one arrives or is read or deleted (docs/office.md). */
export const messagesPushEventSchema = z.object({
  type: z.literal('messages'),
  unread: z.number().check(z.int(), z.minimum(0)),
});
export type MessagesPushEvent = z.output<typeof messagesPushEventSchema>;
export type BetPushEvent = z.output<typeof betPushEventSchema>;

export interface BetsPushOptions extends SseOptions {
  /** The player's token (widgets); absent, the session cookie of the same origin is sent. */
  token?: string | null;
  lng?: string;
  onEvent(event: BetPushEvent): void;
  /** Hears the unread message count (the `messages` event); streams without it ignore the event. */
  onMessages?(event: MessagesPushEvent): void;
}

export function betsPushUrl(origin = '', lng?: string): string {
  return `${origin}${feedPaths.betsPush}${lng && lng !== 'ru' ? `?lng=${encodeURIComponent(lng)}` : ''}`;
}

/** Starts following the player's bets and balance; the returned function stops it. */
export function subscribeBets(options: BetsPushOptions): () => void {
  return subscribeSse(
    betsPushUrl(options.origin, options.lng),
    options.token ? { 'x-auth': `Bearer ${options.token}` } : {},
    (data) => {
      const json: unknown = JSON.parse(data);
      const event = betPushEventSchema.safeParse(json);
      if (event.success) return options.onEvent(event.data);
      const messages = options.onMessages && messagesPushEventSchema.safeParse(json);
      if (messages?.success) options.onMessages?.(messages.data);
    },
    options,
  );
}
