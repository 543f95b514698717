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

/**
 * Fractional (UK) odds as [numerator, denominator] of decimal − 1. Exact when decimal − 1, read to 1/1000
 * (feed odds carry at most three decimals), reduces to a denominator of at most `maxDenominator`; otherwise
 * the nearest fraction with such a denominator (1.333 → 1/3, the way bookmakers print it).
 */
export function decimalToFractional(decimal: number, maxDenominator = 100): [number, number] {
  const thousandths = Math.round((decimal - 1) * 1000);
  const divisor = gcd(thousandths, 1000) || 1;
  const exact: [number, number] = [thousandths / divisor, 1000 / divisor];
  if (exact[1] <= maxDenominator) return exact;
  const [numerator, denominator] = approximate(decimal - 1, maxDenominator);
  // Odds just above 1 would round to 0/1, which reads as "no winnings"; the smallest fraction shown instead.
  return numerator === 0 ? [1, maxDenominator] : [numerator, denominator];
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

/** The text a bettor sees, e.g. 2.50 → '2.50', '3/2', '+150', '1.50', '1.50', '-0.67'. */
export function formatOdds(decimal: number, format: OddsFormat): string {
  if (!isValidDecimalOdds(decimal)) return '—';
  if (format === 'fractional') {
    const [numerator, denominator] = decimalToFractional(decimal);
    return `${numerator}/${denominator}`;
  }
  const decimals = ODDS_DISPLAY_DECIMALS[format];
  const value = roundForDisplay(convertOdds(decimal, format), decimals);
  const text = value.toFixed(decimals);
  return format === 'american' && value > 0 ? `+${text}` : text;
}

/** Parses a displayed value of `format` back to decimal odds (for odds typed in by the user). */
export function parseOdds(text: string, format: OddsFormat): number | undefined {
  const trimmed = text.trim();
  if (format === 'fractional') {
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(trimmed);
    if (!match || Number(match[2]) === 0) return undefined;
    return fractionalToDecimal(Number(match[1]), Number(match[2]));
  }
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return undefined;
  switch (format) {
    case 'decimal':
      return value > 1 ? value : undefined;
    case 'american':
      return Math.abs(value) >= 100 ? americanToDecimal(value) : undefined;
    case 'hongkong':
      return value > 0 ? hongKongToDecimal(value) : undefined;
    case 'indonesian':
      return Math.abs(value) >= 1 ? indonesianToDecimal(value) : undefined;
    case 'malay':
      return value !== 0 && Math.abs(value) <= 1 ? malayToDecimal(value) : undefined;
  }
}
