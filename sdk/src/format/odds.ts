/**
 * Odds formats. The feed sends decimal odds; every other format is an exact function of the decimal value,
 * and each has an exact inverse (floating point aside). Rounding happens only when a value is displayed.
 *
 * Coefficient view id (the `coefViewId`/`cfview` parameter and the stored coefficient format) → format:
 *   0 decimal (default, SPEC §9) · 1 fractional (UK) · 2 American · 3 Hong Kong · 4 Indonesian · 5 Malay
 */
export const ODDS_FORMATS = ['decimal', 'fractional', 'american', 'hongkong', 'indonesian', 'malay'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export const DEFAULT_COEFFICIENT_VIEW = 0;

export function oddsFormatForView(viewId: number | undefined): OddsFormat {
  return ODDS_FORMATS[viewId ?? DEFAULT_COEFFICIENT_VIEW] ?? 'decimal';
}

export function coefficientViewForFormat(format: OddsFormat): number {
  return ODDS_FORMATS.indexOf(format);
}

/**
 * The default format where the site shows the Asian betting view (`bettingViews.asianViewCountries`): Indonesian
 * in Indonesia, Malay in Malaysia, Hong Kong anywhere else (ISO country codes, any case).
 */
export function asianOddsFormat(countryCode: string): OddsFormat {
  const code = countryCode.toUpperCase();
  return code === 'ID' ? 'indonesian' : code === 'MY' ? 'malay' : 'hongkong';
}

/** Decimal odds must exceed 1 (1 would be a stake returned without winnings, which no format can express). */
export function isValidDecimalOdds(decimal: number): boolean {
  return Number.isFinite(decimal) && decimal > 1;
}

/** Hong Kong: the net win per unit staked. */
export const decimalToHongKong = (decimal: number): number => decimal - 1;
export const hongKongToDecimal = (hongKong: number): number => hongKong + 1;

/** American: +win per 100 staked at or above evens, −stake needed to win 100 below. */
export function decimalToAmerican(decimal: number): number {
  return decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1);
}
export function americanToDecimal(american: number): number {
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

/** Indonesian: American divided by 100. */
export function decimalToIndonesian(decimal: number): number {
  return decimal >= 2 ? decimal - 1 : -1 / (decimal - 1);
}
export function indonesianToDecimal(indonesian: number): number {
  return indonesian > 0 ? 1 + indonesian : 1 + 1 / -indonesian;
}

/** Malay: positive up to evens (the Hong Kong value), negative above it (−1 / Hong Kong). */
export function decimalToMalay(decimal: number): number {
  return decimal <= 2 ? decimal - 1 : -1 / (decimal - 1);
}
export function malayToDecimal(malay: number): number {
  return malay > 0 ? 1 + malay : 1 + 1 / -malay;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

/** Best rational approximation with a bounded denominator (continued fractions). */
function approximate(value: number, maxDenominator: number): [number, number] {
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let x = value;
  for (let i = 0; i < 64; i += 1) {
    const a = Math.floor(x);
    const k2 = a * k1 + k0;
    if (k2 > maxDenominator) break;
    [h0, h1, k0, k1] = [h1, a * h1 + h0, k1, k2];
    if (Math.abs(x - a) < 1e-12) break;
    x = 1 / (x - a);
  }
  return [h1, k1];
}

/** Prices live on a grid of thousandths (the feed's odds carry at most three decimals). */
export const ODDS_GRID = 1000;

/** The grid price nearest to `decimal`: what a displayed (rounded) value of any format stands for. */
export const snapToOddsGrid = (decimal: number): number => Math.round(decimal * ODDS_GRID) / ODDS_GRID;

const isGridPrice = (decimal: number): boolean => Math.abs(decimal - snapToOddsGrid(decimal)) < 1e-9;

/**
 * Fractional (UK) odds as [numerator, denominator] of decimal − 1. Exact when decimal − 1, read to 1/1000,
 * reduces to a denominator of at most `maxDenominator`; otherwise the nearest fraction with such a denominator
 * when it still stands for the same price (1.333 → 1/3, the way bookmakers print it), else the exact fraction
 * (1.001 → 1/1000: 1/100 would be another price).
 */
export function decimalToFractional(decimal: number, maxDenominator = 100): [number, number] {
  const thousandths = Math.round((decimal - 1) * ODDS_GRID);
  const divisor = gcd(thousandths, ODDS_GRID) || 1;
  const exact: [number, number] = [thousandths / divisor, ODDS_GRID / divisor];
  if (exact[1] <= maxDenominator) return exact;
  const [numerator, denominator] = approximate(decimal - 1, maxDenominator);
  const near = numerator > 0 && snapToOddsGrid(fractionalToDecimal(numerator, denominator)) === snapToOddsGrid(decimal);
  return near ? [numerator, denominator] : exact;
}

export function fractionalToDecimal(numerator: number, denominator: number): number {
  return 1 + numerator / denominator;
}

export function convertOdds(decimal: number, format: Exclude<OddsFormat, 'fractional'>): number {
  switch (format) {
    case 'decimal':
      return decimal;
    case 'american':
      return decimalToAmerican(decimal);
    case 'hongkong':
      return decimalToHongKong(decimal);
    case 'indonesian':
      return decimalToIndonesian(decimal);
    case 'malay':
      return decimalToMalay(decimal);
  }
}

/** Display precision of each format: two decimals, American whole numbers, fractional as n/d. */
export const ODDS_DISPLAY_DECIMALS: Readonly<Record<Exclude<OddsFormat, 'fractional'>, number>> = {
  decimal: 2,
  american: 0,
  hongkong: 2,
  indonesian: 2,
  malay: 2,
};

/** Rounds half away from zero at `decimals` places, correcting for binary representation (1.005 → 1.01). */
export function roundForDisplay(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor;
  return Math.sign(value) * rounded;
}

/** The most decimals a price is ever shown with (Malay and American long odds need the most). */
const MAX_DISPLAY_DECIMALS = 10;

/**
 * The text a bettor sees, e.g. 2.50 → '2.50', '3/2', '+150', '1.50', '1.50', '-0.67'. A price (a value on the
 * odds grid) is shown with the format's usual decimals when that text parses back to the same price, else with
 * as many more as it takes (1.001 → '1.001', not '1.00', which would be refused; 500 in Malay → '-0.002004008',
 * not '-0.00'), so whatever a player reads, copies or types back is the price that is paid. A value off the grid
 * (total odds of an express) is shown with the usual decimals.
 */
export function formatOdds(decimal: number, format: OddsFormat): string {
  if (!isValidDecimalOdds(decimal)) return '—';
  if (format === 'fractional') {
    const [numerator, denominator] = decimalToFractional(decimal);
    return `${numerator}/${denominator}`;
  }
  const converted = convertOdds(decimal, format);
  const base = ODDS_DISPLAY_DECIMALS[format];
  const price = isGridPrice(decimal) ? snapToOddsGrid(decimal) : undefined;
  let text = oddsText(converted, base, format);
  for (let decimals = base + 1; price !== undefined && decimals <= MAX_DISPLAY_DECIMALS; decimals += 1) {
    if (parseOdds(text, format) === price) break;
    text = oddsText(converted, decimals, format);
  }
  return text;
}

function oddsText(value: number, decimals: number, format: OddsFormat): string {
  const rounded = roundForDisplay(value, decimals);
  const text = rounded.toFixed(decimals);
  return format === 'american' && rounded > 0 ? `+${text}` : text;
}

/**
 * Parses a displayed value of `format` back to the price it stands for (for odds typed in by the user, and so
 * every display reads back). A rounded text such as `-0.67` (Malay) covers a range of decimal odds; the price it
 * stands for is the simplest grid price in that range (whole, then tenths, hundredths, thousandths; the nearest
 * to the exact inverse among equals), the way `formatOdds` chose the text for it. Values a format cannot hold,
 * and those that stand for no price above 1 (`0/5`, `1.00`), are refused.
 */
export function parseOdds(text: string, format: OddsFormat): number | undefined {
  const trimmed = text.trim();
  if (format === 'fractional') {
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(trimmed);
    if (!match || Number(match[1]) === 0 || Number(match[2]) === 0) return undefined;
    const price = snapToOddsGrid(fractionalToDecimal(Number(match[1]), Number(match[2])));
    return price > 1 ? price : undefined;
  }
  if (!/^[+-]?\d+(?:\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  const inverse = INVERSES[format];
  const exact = inverse.toDecimal(value);
  if (!inverse.holds(value) || !Number.isFinite(exact)) return undefined;
  // The range the text was rounded from, kept inside the branch (sign) of the format the value is in.
  const half = 0.5 * 10 ** -(trimmed.split('.')[1]?.length ?? 0);
  const [low, high] = [inverse.clamp(value, value - half), inverse.clamp(value, value + half)];
  const price = simplestPrice(inverse.toDecimal(low), inverse.toDecimal(high), exact);
  return price > 1 ? price : undefined;
}

interface Inverse {
  /** Whether the format can show this value at all. */
  holds(value: number): boolean;
  /** Decimal odds of a value; increasing in the value within each sign. */
  toDecimal(value: number): number;
  /** `to` kept on the side of the format's domain that `value` is on. */
  clamp(value: number, to: number): number;
}

const within = (low: number, high: number) => (_: number, to: number) => Math.min(high, Math.max(low, to));
const bySign = (positive: [number, number], negative: [number, number]) => (value: number, to: number) =>
  value > 0 ? within(...positive)(value, to) : within(...negative)(value, to);

const INVERSES: Readonly<Record<Exclude<OddsFormat, 'fractional'>, Inverse>> = {
  decimal: { holds: (v) => v > 1, toDecimal: (v) => v, clamp: within(1, Number.POSITIVE_INFINITY) },
  hongkong: { holds: (v) => v > 0, toDecimal: hongKongToDecimal, clamp: within(0, Number.POSITIVE_INFINITY) },
  american: {
    holds: (v) => Math.abs(v) >= 100,
    toDecimal: americanToDecimal,
    clamp: bySign([100, Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY, -100]),
  },
  indonesian: {
    holds: (v) => Math.abs(v) >= 1,
    toDecimal: indonesianToDecimal,
    clamp: bySign([1, Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY, -1]),
  },
  malay: {
    holds: (v) => v !== 0 && Math.abs(v) <= 1,
    toDecimal: malayToDecimal,
    clamp: bySign([0, 1], [-1, -Number.MIN_VALUE]),
  },
};

/** The grid price in [low, high] with the fewest decimals, the nearest to `exact` among equals. */
function simplestPrice(low: number, high: number, exact: number): number {
  const from = Math.ceil(Math.min(low, high) * ODDS_GRID - 1e-6);
  const to = Math.floor(Math.max(low, high) * ODDS_GRID + 1e-6);
  const target = exact * ODDS_GRID;
  for (const step of [ODDS_GRID, ODDS_GRID / 10, ODDS_GRID / 100, 1]) {
    const first = Math.ceil(from / step) * step;
    if (first > to) continue;
    const last = Math.floor(to / step) * step;
    const nearest = Math.min(last, Math.max(first, Math.round(target / step) * step));
    return nearest / ODDS_GRID;
  }
  return snapToOddsGrid(exact);
}
