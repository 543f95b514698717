/**
 * The signed-in player's push stream (`subscribeBets` of @betframe/sdk/feed: each changed bet and the balance,
 * live), for the coupon and the office. The stream's client and the bet schemas load when a player is signed in,
 * so a widget's first load does not carry them (size budgets).
 */
import type { BetPushEvent, MessagesPushEvent, SupportPushEvent } from '@betframe/sdk/feed';
import { useEffect, useRef } from 'react';

/**
 * Follows the player's bets and balance while `token` is set; `onEvent` hears each event, `onMessages` (the
 * office) the inbox's unread count on the same stream, `onSupport` (the office) a consultant's answer.
 */
export function usePlayerBets(
  origin: string,
  lang: string,
  token: string | null | undefined,
  onEvent: (event: BetPushEvent) => void,
  onMessages?: (event: MessagesPushEvent) => void,
  onSupport?: (event: SupportPushEvent) => void,
): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const messages = useRef(onMessages);
  messages.current = onMessages;
  const hearsMessages = onMessages !== undefined;
  const support = useRef(onSupport);
  support.current = onSupport;
  const hearsSupport = onSupport !== undefined;
  useEffect(() => {
    if (!token) return;
    let live = true;
    let stop: (() => void) | undefined;
    import('./player-bets').then(({ subscribeBets }) => {
      if (!live) return;
      stop = subscribeBets({
        origin,
        token,
        lng: lang,
        onEvent: (e) => handler.current(e),
        ...(hearsMessages ? { onMessages: (e: MessagesPushEvent) => messages.current?.(e) } : {}),
        ...(hearsSupport ? { onSupport: (e: SupportPushEvent) => support.current?.(e) } : {}),
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [origin, lang, token, hearsMessages, hearsSupport]);
}
