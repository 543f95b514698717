/**
 * Amounts on the wire are decimal strings or numbers with at most `digits` decimals; inside they are integers of
 * minor units. Conversion is done on the decimal text, never by multiplying floats.
 */
const decimal = /^(\d{1,13})(?:\.(\d+))?$/;

/** Minor units of a positive amount, or undefined when it is not a plain positive decimal with ≤ digits decimals. */
export function toMinorUnits(value: string | number, digits = 2): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = decimal.exec(text);
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return undefined;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : undefined;
}

/** `1234` with 2 digits → `"12.34"`. */
export function formatMinorUnits(minor: number, digits = 2): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

/** Major units as a JSON number (display only; the integer minor units stay the truth). */
export function toMajorNumber(minor: number, digits = 2): number {
  return Number(formatMinorUnits(minor, digits));
}
