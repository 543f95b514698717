/**
 * The signed-in player's push stream (`subscribeBets` of @betframe/sdk/feed: each changed bet and the balance,
 * live), for the coupon and the office. The stream's client and the bet schemas load when a player is signed in,
 * so a widget's first load does not carry them (size budgets).
 */
import type { BetPushEvent, BetsPushOptions } from '@betframe/sdk/feed';
import { useEffect, useRef } from 'react';

/**
 * The stream's other events: the inbox's unread count (`onMessages`), a consultant's answer (`onSupport`), an event
 * of a followed game (`onGame`), a joined tournament's leaderboard moved (`onTournament`), a bid bet changed (`onBid`).
 */
export type PlayerPushListeners = Pick<
  BetsPushOptions,
  'onMessages' | 'onSupport' | 'onGame' | 'onTournament' | 'onBid'
>;

/**
 * Follows the player's bets and balance while `token` is set; `onEvent` hears each bet and balance event, `others`
 * (the office) the stream's other events. Listeners are read when an event comes, so new ones need no new stream.
 */
export function usePlayerBets(
  origin: string,
  lang: string,
  token: string | null | undefined,
  onEvent: (event: BetPushEvent) => void,
  others: PlayerPushListeners = {},
): void {
  const listeners = useRef({ onEvent, others });
  listeners.current = { onEvent, others };
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
        onEvent: (e) => listeners.current.onEvent(e),
        onMessages: (e) => listeners.current.others.onMessages?.(e),
        onSupport: (e) => listeners.current.others.onSupport?.(e),
        onGame: (e) => listeners.current.others.onGame?.(e),
        onTournament: (e) => listeners.current.others.onTournament?.(e),
        onBid: (e) => listeners.current.others.onBid?.(e),
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [origin, lang, token]);
}
