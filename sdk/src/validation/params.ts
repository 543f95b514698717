/**
 * Parameter parsing of SPEC §5 and the defaults of §9 (integer parse default 0). Widgets read these from
 * attributes and URLs, the server from query strings — one implementation for both.
 */

/** SPEC §9: an integer that cannot be parsed becomes 0 unless the caller names another default. */
export function parseInteger(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : fallback;
  if (typeof value !== 'string' || !/^\s*[-+]?\d+(\.\d*)?\s*$/.test(value)) return fallback;
  return Math.trunc(Number(value));
}

export function parseFloatParam(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value !== 'string' || !/^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) return fallback;
  return Number(value);
}

/** Menu section ids of SPEC §9: alternative 3, long 7, marble-live 8, cyber-stream 9, simulated reality 11,
 *  aftermatch vs live 13, cyber-live 28, game categories 1001–1012. */
export const MENU_SECTION_IDS: ReadonlySet<number> = new Set([
  3,
  7,
  8,
  9,
  11,
  13,
  28,
  ...Array.from({ length: 12 }, (_, i) => 1001 + i),
]);

/** Numeric ids outside the allowed set are dropped; named (non-numeric) sections are kept as strings. */
export function parseMenuSectionIds(values: readonly (string | number)[]): (number | string)[] {
  const kept: (number | string)[] = [];
  for (const value of values) {
    const text = String(value).trim();
    if (/^\d+$/.test(text)) {
      const id = Number(text);
      if (MENU_SECTION_IDS.has(id)) kept.push(id);
    } else if (typeof value === 'string' && text !== '') {
      kept.push(text);
    }
  }
  return kept;
}

/** Amounts carry two decimals; the epsilon keeps 1.005 from rounding down through binary error. */
export function roundAmount(value: number): number {
  const rounded = Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100;
  return value < 0 ? -rounded : rounded;
}

export const DIGITS_PATTERN = /^\d+$/;
export const DIGITS_LOWERCASE_PATTERN = /^[\da-z]+$/;

export function isDigits(value: string): boolean {
  return DIGITS_PATTERN.test(value);
}

export function isDigitsOrLowercase(value: string): boolean {
  return DIGITS_LOWERCASE_PATTERN.test(value);
}

/** '123abc' → 123; nothing when the text does not start with a digit. */
export function parseLeadingDigits(value: string): number | undefined {
  const match = /^\d+/.exec(value.trim());
  return match ? Number(match[0]) : undefined;
}
