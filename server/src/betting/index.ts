/** Bets: placement, autobets, settlement, cash-out and history over the wallet ledger; the LiveBet routes. */

export { bidDesk, bidDeskRoutesWith } from './bid-desk';
export { builderRoutes, builderRoutesWith } from './builder-routes';
export { couponShareRoutes } from './coupon-share';
export { BettingEngine, bettingAccounts, EventsUnavailableError, OddsChangedError, requestHash } from './engine';
export { bettingRoutes, bettingRoutesWith, bettingServiceOf, bidDeskRoutes } from './routes';
export { type BettingLimits, type BettingSettings, defaultLimits, readSettings } from './settings';
