/** Bets: placement, autobets, settlement, cash-out and history over the wallet ledger; the LiveBet routes. */

export { builderRoutes, builderRoutesWith } from './builder-routes';
export { BettingEngine, bettingAccounts, EventsUnavailableError, OddsChangedError, requestHash } from './engine';
export { bettingRoutes, bettingRoutesWith, bettingServiceOf } from './routes';
export { type BettingLimits, type BettingSettings, defaultLimits, readSettings } from './settings';
