/** SPEC §9: minimum age is 18 until the configuration applies. */
export const DEFAULT_MINIMUM_AGE = 18;

/**
 * SPEC §5: the minimum age comes from the configuration; a value that is not a number gives 0. Before the
 * configuration applies (`undefined`), the default of 18 holds.
 */
export function minimumAge(configured: unknown): number {
  if (configured === undefined) return DEFAULT_MINIMUM_AGE;
  const value = typeof configured === 'string' && configured.trim() !== '' ? Number(configured) : configured;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** SPEC §5: a consultant is available when the id is set and is not the word 'empty'. */
export function isConsultantAvailable(id: string | number | null | undefined): boolean {
  if (id === null || id === undefined) return false;
  const text = String(id).trim();
  return text !== '' && text !== 'empty';
}
