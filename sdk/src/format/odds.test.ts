import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  americanToDecimal,
  asianOddsFormat,
  coefficientViewForFormat,
  decimalToAmerican,
  decimalToFractional,
  decimalToHongKong,
  decimalToIndonesian,
  decimalToMalay,
  formatOdds,
  fractionalToDecimal,
  hongKongToDecimal,
  indonesianToDecimal,
  malayToDecimal,
  ODDS_FORMATS,
  type OddsFormat,
  oddsFormatForView,
  parseOdds,
  roundForDisplay,
  snapToOddsGrid,
} from './odds';

describe('coefficient view id → odds format', () => {
  it.each([
    [0, 'decimal'],
    [1, 'fractional'],
    [2, 'american'],
    [3, 'hongkong'],
    [4, 'indonesian'],
    [5, 'malay'],
  ] as const)('view %i is %s', (id, format) => {
    expect(oddsFormatForView(id)).toBe(format);
    expect(coefficientViewForFormat(format)).toBe(id);
  });

  it('the default coefficient format 0 is decimal, also for unknown ids', () => {
    expect([oddsFormatForView(undefined), oddsFormatForView(42)]).toEqual(['decimal', 'decimal']);
  });
});

describe('the default format in countries with the Asian betting view', () => {
  it.each([
    ['ID', 'indonesian'],
    ['my', 'malay'],
    ['HK', 'hongkong'],
    ['TH', 'hongkong'],
    ['', 'hongkong'],
  ] as const)('%s → %s', (code, format) => {
    expect(asianOddsFormat(code)).toBe(format);
  });

  it('Hong Kong, Indonesian and Malay of 1.80 and 2.25, computed by hand', () => {
    // 1.80: HK 0.80; Indonesian −1 / 0.80 = −1.25; Malay 0.80 (≤ evens: the HK value).
    expect(['hongkong', 'indonesian', 'malay'].map((f) => formatOdds(1.8, f as OddsFormat))).toEqual([
      '0.80',
      '-1.25',
      '0.80',
    ]);
    // 2.25: HK 1.25; Indonesian 1.25; Malay −1 / 1.25 = −0.80.
    expect(['hongkong', 'indonesian', 'malay'].map((f) => formatOdds(2.25, f as OddsFormat))).toEqual([
      '1.25',
      '1.25',
      '-0.80',
    ]);
  });
});

describe('odds display in each format', () => {
  const table: [decimal: number, expected: Record<OddsFormat, string>][] = [
    [
      2.5,
      { decimal: '2.50', fractional: '3/2', american: '+150', hongkong: '1.50', indonesian: '1.50', malay: '-0.67' },
    ],
    [
      1.5,
      { decimal: '1.50', fractional: '1/2', american: '-200', hongkong: '0.50', indonesian: '-2.00', malay: '0.50' },
    ],
    [2, { decimal: '2.00', fractional: '1/1', american: '+100', hongkong: '1.00', indonesian: '1.00', malay: '1.00' }],
    [
      1.91,
      { decimal: '1.91', fractional: '91/100', american: '-110', hongkong: '0.91', indonesian: '-1.10', malay: '0.91' },
    ],
    [
      11,
      {
        decimal: '11.00',
        fractional: '10/1',
        american: '+1000',
        hongkong: '10.00',
        indonesian: '10.00',
        malay: '-0.10',
      },
    ],
    [
      1.333,
      // 1.33 is another price: the third decimal is shown wherever the usual two would read back as 1.33.
      { decimal: '1.333', fractional: '1/3', american: '-300', hongkong: '0.333', indonesian: '-3.00', malay: '0.333' },
    ],
  ];
  for (const [decimal, expected] of table) {
    it.each(ODDS_FORMATS)(`decimal ${decimal} shown as %s`, (format) => {
      expect(formatOdds(decimal, format)).toBe(expected[format]);
    });
  }

  it('odds just above 1 show as themselves, never as 1.00 or a zero fraction (which would be refused)', () => {
    expect(ODDS_FORMATS.map((format) => formatOdds(1.001, format))).toEqual([
      '1.001',
      '1/1000',
      '-100000',
      '0.001',
      '-1000.00',
      '0.001',
    ]);
    expect(formatOdds(1.004, 'fractional')).toBe('1/250');
    expect(formatOdds(1.004, 'decimal')).toBe('1.004');
  });

  it('Malay long odds keep their value (500 is not -0.00)', () => {
    expect(formatOdds(500, 'malay')).toBe('-0.002004');
    expect(formatOdds(501, 'malay')).toBe('-0.002');
    expect(formatOdds(499.99, 'malay')).not.toBe('-0.00');
    expect(parseOdds(formatOdds(499.99, 'malay'), 'malay')).toBe(499.99);
    expect(formatOdds(101, 'malay')).toBe('-0.01');
  });

  it('odds of 1 or less cannot be shown in any format', () => {
    expect(ODDS_FORMATS.map((format) => formatOdds(1, format))).toEqual(ODDS_FORMATS.map(() => '—'));
  });

  it('display rounding is half away from zero despite binary error', () => {
    expect([roundForDisplay(1.005, 2), roundForDisplay(-1.005, 2), roundForDisplay(2.675, 2)]).toEqual([
      1.01, -1.01, 2.68,
    ]);
  });

  it.each([
    ['fractional', '5/2', 3.5],
    ['american', '+150', 2.5],
    ['american', '-200', 1.5],
    ['hongkong', '0.8', 1.8],
    ['indonesian', '-1.25', 1.8],
    ['malay', '-0.5', 3],
    ['decimal', '1.75', 1.75],
  ] as const)('parsing %s text %s gives decimal %d', (format, text, decimal) => {
    expect(parseOdds(text, format)).toBeCloseTo(decimal, 10);
  });

  it.each([
    ['decimal', '1'],
    ['american', '50'],
    ['fractional', '1/0'],
    ['malay', '1.5'],
    ['indonesian', '0.5'],
    ['fractional', '0/5'],
    ['fractional', '0/1'],
    ['decimal', '1.00'],
    ['decimal', '1.0004'],
    ['malay', '0.00'],
    ['malay', '-0.00'],
    ['hongkong', '0'],
    ['decimal', 'abc'],
    ['decimal', '1e3'],
    ['american', ''],
  ] as const)('parsing rejects values a format cannot hold (%s %s)', (format, text) => {
    expect(parseOdds(text, format)).toBeUndefined();
  });
});

describe('odds conversion invariants (property-based)', () => {
  // Feed odds: above 1, at most three decimals.
  const decimalOdds = fc.integer({ min: 1001, max: 1_000_000 }).map((thousandths) => thousandths / 1000);

  it('every conversion has an exact inverse', () => {
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        expect(americanToDecimal(decimalToAmerican(decimal))).toBeCloseTo(decimal, 9);
        expect(hongKongToDecimal(decimalToHongKong(decimal))).toBeCloseTo(decimal, 9);
        expect(indonesianToDecimal(decimalToIndonesian(decimal))).toBeCloseTo(decimal, 9);
        expect(malayToDecimal(decimalToMalay(decimal))).toBeCloseTo(decimal, 9);
      }),
    );
  });

  it('decimal → American → decimal round-trips within display precision', () => {
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        const shown = Number(formatOdds(decimal, 'american'));
        const back = americanToDecimal(shown);
        // A whole-number American price is at most half a unit away; in decimal that is ≤ 0.005 at or above
        // evens and shrinks below it, so both agree to the displayed two decimals (±1 in the last place).
        expect(Math.abs(back - decimal)).toBeLessThanOrEqual(0.005 + 1e-9 + (decimal < 2 ? 0.005 : 0));
        expect(Math.abs(roundForDisplay(back, 2) - roundForDisplay(decimal, 2))).toBeLessThanOrEqual(0.01 + 1e-9);
      }),
    );
  });

  it('American and Indonesian differ exactly by a factor of 100', () => {
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        expect(decimalToAmerican(decimal)).toBeCloseTo(decimalToIndonesian(decimal) * 100, 6);
      }),
    );
  });

  it('American prices are never between -100 and +100; Malay never beyond ±1', () => {
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        expect(Math.abs(decimalToAmerican(decimal))).toBeGreaterThanOrEqual(100 - 1e-9);
        expect(Math.abs(decimalToMalay(decimal))).toBeLessThanOrEqual(1 + 1e-9);
      }),
    );
  });

  it('fractional odds are reduced and exact whenever the denominator allows', () => {
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        const [numerator, denominator] = decimalToFractional(decimal);
        expect(denominator).toBeGreaterThan(0);
        expect(denominator).toBeLessThanOrEqual(1000);
        const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
        expect(gcd(numerator, denominator)).toBe(1);
        expect(numerator).toBeGreaterThan(0);
        const exactDenominator = 1000 / gcd(Math.round((decimal - 1) * 1000), 1000);
        if (exactDenominator <= 100) expect(fractionalToDecimal(numerator, denominator)).toBeCloseTo(decimal, 9);
        // A short fraction only where it stands for the same price (1.333 → 1/3), else the exact one (1.001).
        else expect(snapToOddsGrid(fractionalToDecimal(numerator, denominator))).toBe(decimal);
      }),
    );
  });

  it('every price the feed can send, shown in any format, parses back to the same price', () => {
    // The simulator prices on a grid of hundredths from 1.01 to 500 (server/src/feed/markets.ts): all of it.
    for (let hundredths = 101; hundredths <= 50_000; hundredths += 1) {
      const price = hundredths / 100;
      for (const format of ODDS_FORMATS) {
        const shown = formatOdds(price, format);
        if (parseOdds(shown, format) !== price) expect(`${format} ${price} → ${shown}`).toBe('round trip');
      }
    }
  });

  it('every price on the thousandths grid, shown in any format, parses back to the same price', () => {
    fc.assert(
      fc.property(decimalOdds, fc.constantFrom(...ODDS_FORMATS), (decimal, format) => {
        expect(parseOdds(formatOdds(decimal, format), format)).toBe(decimal);
      }),
      { numRuns: 20_000 },
    );
  });

  it('a price is shown with the format’s usual decimals whenever they read back', () => {
    expect([1.5, 1.91, 2.5, 11].map((price) => formatOdds(price, 'malay'))).toEqual(['0.50', '0.91', '-0.67', '-0.10']);
    expect([1.5, 1.91, 2.5].map((price) => formatOdds(price, 'american'))).toEqual(['-200', '-110', '+150']);
  });
});
