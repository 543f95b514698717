/**
 * Virtual sports (SPEC §9 "simulated reality", menu section 11): the feed's simulated football and tennis that
 * start every few minutes. Their sport ids, shared by the server (which schedules them), the site (the virtual
 * sports page) and the line widget (the animated match view). Ids above the reference dictionary's sports.
 */

/** Virtual football, virtual tennis. */
export const VIRTUAL_SPORT_IDS: readonly number[] = [320, 321];

/** SPEC §9: the menu section id of simulated reality. */
export const VIRTUAL_MENU_SECTION = 11;

export const isVirtualSport = (sportId: number): boolean => VIRTUAL_SPORT_IDS.includes(sportId);
