/** Bets: placement, autobets, settlement, cash-out and history over the wallet ledger; the LiveBet routes. */
export { couponShareRoutes } from './coupon-share';
export { BettingEngine, bettingAccounts, EventsUnavailableError, OddsChangedError, requestHash } from './engine';
export { bettingRoutes, bettingRoutesWith, bettingServiceOf } from './routes';
export { type BettingLimits, type BettingSettings, defaultLimits, readSettings } from './settings';
