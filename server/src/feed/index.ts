/**
 * The betting feed: a deterministic simulator behind the FeedProvider interface, the LineFeed/LiveFeed routes,
 * favourites and the live push hub.
 */
export { type Clock, ManualClock, systemClock } from '../clock';
export { type FinalResult, settleOutcome, T } from './markets';
export type { FeedProvider, GameView, PricedEntry } from './provider';
export { PushHub, type PushSubscriber, type SettledListener } from './push';
export { feedRoutes, feedRoutesWith } from './routes';
export { createFeedService, type FeedService, feedOptionsFromEnv, feedServiceOf, provideFeedService } from './service';
export { Simulator, type SimulatorOptions } from './simulator';
export type { GameDef } from './world';
