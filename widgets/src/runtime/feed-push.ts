/**
 * The page's one feed push stream (`subscribeFeed` of @betframe/sdk/feed, push-mux.ts) as a module of its own, so
 * the slip loads it lazily when it holds an event (the coupon's size budget) while the line imports it at once.
 */
export { subscribeFeed } from '@betframe/sdk/feed';
