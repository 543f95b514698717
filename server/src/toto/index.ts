/** Toto: draws from the feed, coupons through the ledger, pool and jackpot settlement (docs/promotions.md). */
export { eventResult, pickDrawGames } from './draws';
export { readTotoConfig, totoRoutes, totoRoutesWith, totoServiceOf } from './routes';
export { bestHits, TotoService, totoAccounts, totoPostingKinds } from './service';
