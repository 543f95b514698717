/**
 * Menu section ids the product knows (SPEC §9): alternative 3, long 7, marble-live 8, cyber-stream 9,
 * simulated reality 11, aftermatch vs live 13, cyber-live 28, and the game categories 1001–1012.
 */
export const MENU_SECTION_IDS: ReadonlySet<number> = new Set([
  3, 7, 8, 9, 11, 13, 28, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012,
]);

/** Keeps known numeric section ids; string ids (named sections from configuration) pass through unchanged. */
export function filterMenuSectionIds<T extends number | string>(ids: readonly T[]): T[] {
  return ids.filter((id) => typeof id === 'string' || MENU_SECTION_IDS.has(id));
}
