/**
 * The casino (CONTRACTS §6, docs/casino.md): catalogue and lobby, game sessions, provably fair in-house games
 * played through the provider wallet, crash's shared rounds, history, last winners, favourites.
 */
export { ORIGINAL_GAMES, STUDIO_PROVIDER } from './catalogue';
export { signatureOf } from './provider-wallet';
export { casinoRoutes, casinoRoutesWith, DEVELOPMENT_PROVIDER_SECRET } from './routes';
// The game page on the game origin and its bundle (the casino-ui branch's file).
export { casinoGamePageRoutes } from './game-page';
export { casinoServiceOf } from './service';
export { SESSION_HEADER } from './sessions';
export { allowEveryStake, type CasinoStake, type CasinoStakeCheck, type StakeVerdict } from './stake-check';
