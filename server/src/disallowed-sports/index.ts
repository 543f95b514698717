/** A player's disallowed sports (SPEC §7 `disallow-sports`), applied to their feed and bets. Migrations 0371. */
import './tables';

export { disallowedSportsRoutes, type GameFacts, sportGuardOf } from './routes';
