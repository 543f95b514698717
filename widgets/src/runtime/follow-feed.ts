/**
 * Follows the page's one feed push stream (push-mux.ts, in the lazily loaded ./feed-push chunk): the line and the
 * game page share that chunk instead of carrying the multiplexer in the line's bundle (its size budget). The slip
 * keeps a stream of its own (coupon/slip-push.ts). The chunk starts loading with the first call; the returned stop works before it arrives.
 */
import type { FeedListener, PushSubscription } from '@betframe/sdk/feed';

let loading: Promise<typeof import('./feed-push')> | undefined;

/** Starts fetching the stream's code early (a widget that will follow the feed once its first answer is in). */
export function preloadFeedPush(): void {
  loading ??= import('./feed-push');
}

export function followFeed(origin: string, sub: PushSubscription, listener: FeedListener): () => void {
  preloadFeedPush();
  let stop: (() => void) | undefined;
  let stopped = false;
  void loading?.then(({ subscribeFeed }) => {
    if (!stopped) stop = subscribeFeed(origin, sub, listener);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
