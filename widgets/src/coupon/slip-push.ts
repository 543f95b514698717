/**
 * The slip's own feed push stream (`subscribePush` of @betframe/sdk/feed, push-client.ts), loaded lazily by
 * live-odds.ts when the slip holds an event: the bare stream client, not the page's multiplexer (push-mux.ts, in
 * runtime/feed-push.ts), which the slip no longer follows.
 */
export { subscribePush } from '@betframe/sdk/feed';
