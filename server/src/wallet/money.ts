/**
 * The one place where money changes units. Amounts on the wire are decimal strings or numbers with at most
 * `digits` decimals (the currency's `minor_digits`); inside they are integers of minor units. Amounts a client
 * sends are converted on the decimal text, never by multiplying floats. No other module writes `10 ** digits`.
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

/**
 * Major units as a JSON number (display only; the integer minor units stay the truth): `1234` with 2 digits →
 * `12.34`. One division by a power of ten is correctly rounded, so this is the same number as the decimal text.
 */
export function toMajorNumber(minor: number, digits = 2): number {
  return minor / 10 ** digits;
}

/**
 * Minor units of an amount the engine computed in major units (a stake, a cash-out, a tax), rounded to the
 * nearest unit: `12.345` with 2 digits → `1235`. Amounts a client sends are read with `toMinorUnits` instead.
 */
export function roundToMinorUnits(amount: number, digits = 2): number {
  return Math.round(amount * 10 ** digits);
}
