/**
 * The betting feed: a deterministic simulator behind the FeedProvider interface, the LineFeed/LiveFeed routes,
 * favourites and the live push hub.
 */

export {
  type BuilderLeg,
  type BuilderParams,
  type BuilderPrice,
  type BuilderQuote,
  builderCells,
  isBuilderLeg,
  priceBuilder,
} from './builder';
export { type Card, cardsOf, cardsShown } from './cards';
export { nameIn, sports } from './catalogue';
export { fastForwardRoutes } from './fast-forward';
export { deadHeatOf, type FinalResult, marketTypes, settleOutcome, T } from './markets';
export type { WorldLink, WorldStatus } from './one-world';
export { marketsToWire } from './present';
export type { FeedProvider, GameView, PricedEntry } from './provider';
export { PushHub, type PushSubscriber, type SettledListener } from './push';
export { periodNamer } from './queries';
export { hashSeed, Rng } from './random';
export { feedRoutes, feedRoutesWith } from './routes';
export {
  createFeedService,
  type FeedService,
  feedOptionsFromEnv,
  feedServiceOf,
  provideFeedService,
  type SimulatedFeed,
} from './service';
export { Simulator, type SimulatorOptions } from './simulator';
export type { GameDef } from './world';
export { type Champ, type Competitor, gamesOfSlot, SLOT_MS } from './world';
