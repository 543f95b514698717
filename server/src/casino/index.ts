/**
 * The casino (CONTRACTS §6, docs/casino.md): catalogue and lobby, game sessions, provably fair in-house games
 * played through the provider wallet, crash's shared rounds, history, last winners, favourites.
 */
export { ORIGINAL_GAMES, STUDIO_PROVIDER } from './catalogue';
// The game page on the game origin and its bundle (served for the launch URL).
export { casinoGamePageRoutes } from './game-page';
export { signatureOf } from './provider-wallet';
export { casinoRoutes, casinoRoutesWith, DEVELOPMENT_PROVIDER_SECRET } from './routes';
export { casinoServiceOf } from './service';
export { SESSION_HEADER } from './sessions';
export { allowEveryStake, type CasinoStake, type CasinoStakeCheck, type StakeVerdict } from './stake-check';
