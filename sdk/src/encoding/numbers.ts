/** Parsers and rounding shared by forms, routes and amounts. */

/** An integer from user or URL input; anything that is not one gives `fallback` (0 by SPEC §9). */
export function parseInteger(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : fallback;
  if (typeof value !== 'string') return fallback;
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? fallback : parsed;
}

/**
 * The number formed by the digits a text starts with: `'123-real-madrid'` → 123 (ids in slugs, `'12px'`).
 * No leading digit gives `fallback`.
 */
export function parseLeadingDigits(value: string | null | undefined, fallback = 0): number {
  const match = /^\s*(\d+)/.exec(value ?? '');
  return match?.[1] === undefined ? fallback : Number(match[1]);
}

function shift(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Money rounded half away from zero to `decimals` places, done in decimal notation so that 1.005 → 1.01
 * (plain `Math.round(x * 100) / 100` gives 1 because 1.005 * 100 is 100.49999…). Non-finite input gives 0.
 */
export function roundAmount(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return 0;
  const rounded = Math.round(shift(Math.abs(value), decimals));
  const result = shift(rounded, -decimals);
  return value < 0 && result !== 0 ? -result : result;
}
