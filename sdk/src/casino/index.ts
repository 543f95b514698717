/**
 * The casino's shared half (CONTRACTS §6): wire schemas and paths, the provably fair floats and every in-house
 * game's outcome mapping and maths — pure and browser-safe, used by the server and by the browser verifier.
 */
export * from './fairness';
export * from './games/blackjack';
export * from './games/blackjack-strategy';
export * from './games/crash';
export * from './games/dice';
export * from './games/mines';
export * from './games/plinko';
export * from './games/roulette';
export * from './games/slot';
export * from './play';
export * from './verify';
export * from './wallet';
export * from './wire';
