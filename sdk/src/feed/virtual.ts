/**
 * Virtual sports (SPEC §9 "simulated reality", menu section 11): the feed's simulated football, tennis, horse
 * racing and greyhounds that start every few minutes. Their sport ids, shared by the server (which schedules them), the site (the
 * virtual sports page) and the line widget (the animated match view). Ids above the reference dictionary's sports.
 */

/** Virtual horse racing, virtual greyhounds: a race is a field of runners (the game's `runners`), not two sides. */
export const VIRTUAL_RACING_IDS: readonly number[] = [322, 323];

/** Virtual football, virtual tennis, virtual horse racing, virtual greyhounds. */
export const VIRTUAL_SPORT_IDS: readonly number[] = [320, 321, ...VIRTUAL_RACING_IDS];

/** SPEC §9: the menu section id of simulated reality. */
export const VIRTUAL_MENU_SECTION = 11;

export const isVirtualSport = (sportId: number): boolean => VIRTUAL_SPORT_IDS.includes(sportId);

export const isVirtualRace = (sportId: number): boolean => VIRTUAL_RACING_IDS.includes(sportId);
