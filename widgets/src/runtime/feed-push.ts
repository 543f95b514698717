/**
 * The page's one feed push stream (`subscribeFeed` of @betframe/sdk/feed, push-mux.ts) as a module of its own, so
 * the widgets load it lazily (follow-feed.ts). `subscribePush` is the slip's stream of its own (live-odds.ts).
 */
export { subscribeFeed, subscribePush } from '@betframe/sdk/feed';
