/** Bonuses: the registration bonus popup's calls, stored flag and decision (SPEC §3, §4, §7). Browser-safe. */

export * from './bet-promotions';
export * from './player-bonuses';
export * from './registration-bonus';
