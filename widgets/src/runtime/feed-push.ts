/**
 * The page's one feed push stream (`subscribeFeed` of @betframe/sdk/feed, push-mux.ts) as a module of its own, so
 * the widgets load it lazily (follow-feed.ts): the line and the game page. The slip keeps a stream of its own
 * without the multiplexer (coupon/slip-push.ts).
 */
export { subscribeFeed } from '@betframe/sdk/feed';
