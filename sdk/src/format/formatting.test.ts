import { describe, expect, it } from 'vitest';
import { clampTimeZoneOffset, formatDate, zonedParts } from './dates';
import { formatDuration } from './duration';
import { toIntlLocale } from './locale';
import { formatMoney, formatNumber } from './numbers';
import { fallbackFirstDay, weekStart } from './week';

// Intl separates groups with a narrow no-break space in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u200f/g, '');

describe('numbers and money per locale', () => {
  it.each([
    ['Russian groups with spaces and a decimal comma', 1234567.891, 'ru', '1 234 567,89'],
    ['British English groups with commas', 1234567.891, 'en_GB', '1,234,567.89'],
    ['configuration locales xx_YY are accepted', 0.5, 'kk_KZ', '0,5'],
  ])('%s', (_rule, value, locale, expected) => {
    expect(plain(formatNumber(value, locale))).toBe(expected);
  });

  it.each([
    ['rubles by code', 1234.5, 'RUB', 'ru', '1 234,50 ₽'],
    ['dollars by id 10', 1234.5, 10, 'en', '1,234.50 $'],
    ['euros by id 12', 7, 12, 'en', '7.00 €'],
    ['tenge with its ₸ symbol', 5000, 'KZT', 'kk', '5 000,00 ₸'],
    ['yen without decimals', 1500, 'JPY', 'en', '1,500 ¥'],
    ['bitcoin with 8 decimals and ₿', 0.00123456, 'BTC', 'en', '0.00123456 ₿'],
    ['tether as ₮', 12.5, 'USDT', 'en', '12.50 ₮'],
  ])('amount template value then currency: %s', (_rule, value, currency, locale, expected) => {
    expect(plain(formatMoney(value, currency, locale))).toBe(expected);
  });

  it('a configured symbol replaces Intl’s', () => {
    expect(plain(formatMoney(3, 'USD', 'en', { symbol: 'US$', decimals: 0 }))).toBe('3 US$');
  });
});

describe('dates and times in the configured time zone', () => {
  const instant = Date.UTC(2023, 0, 15, 21, 30);
  it.each([
    ['UTC+3 moves past midnight', { locale: 'en_GB', timeZoneOffset: 3 }, 'dateTime', '16/01/2023, 00:30'],
    ['half-hour offsets', { locale: 'ru', timeZoneOffset: 5.5 }, 'dateTime', '16.01.2023, 03:00'],
    [
      'negative offsets with a 12-hour clock',
      { locale: 'en_US', timeZoneOffset: -5, hour12: true },
      'time',
      '04:30 PM',
    ],
    ['24-hour clock on request', { locale: 'en_US', timeZoneOffset: -5, hour12: false }, 'time', '16:30'],
    ['offset 14 is the easternmost', { locale: 'en_GB', timeZoneOffset: 14 }, 'date', '16/01/2023'],
    ['offset -12 is the westernmost', { locale: 'en_GB', timeZoneOffset: -12 }, 'dateTime', '15/01/2023, 09:30'],
  ] as const)('%s', (_rule, settings, style, expected) => {
    expect(plain(formatDate(instant, settings, style))).toBe(expected);
  });

  it('offsets outside −12…14 are clamped', () => {
    expect([clampTimeZoneOffset(20), clampTimeZoneOffset(-15), clampTimeZoneOffset(3)]).toEqual([14, -12, 3]);
  });

  it('the calendar is Gregorian even where the locale prefers another', () => {
    expect(
      plain(formatDate(instant, { locale: 'fa', timeZoneOffset: 0 }, { year: 'numeric', numberingSystem: 'latn' })),
    ).toContain('2023');
  });

  it('zoned parts give the wall clock at the offset, weekday 1 = Monday', () => {
    expect(zonedParts(instant, 3)).toEqual({
      year: 2023,
      month: 1,
      day: 16,
      hour: 0,
      minute: 30,
      second: 0,
      weekday: 1,
    });
  });
});

describe('week start per locale (Intl weekInfo with a fallback table)', () => {
  it.each([
    ['UK English starts on Monday', 'en_GB', 1],
    ['US English starts on Sunday', 'en_US', 7],
    ['Russian starts on Monday', 'ru', 1],
    ['Kazakh starts on Monday', 'kk', 1],
  ])('%s', (_rule, locale, day) => {
    expect(weekStart(locale)).toBe(day);
    expect(fallbackFirstDay(locale)).toBe(day);
  });

  it.each([
    ['en-US', 7],
    ['en-GB', 1],
    ['ar-EG', 6],
    ['he', 7],
    ['de-DE', 1],
  ])('the fallback table covers %s', (locale, day) => {
    expect(fallbackFirstDay(locale)).toBe(day);
  });
});

describe('durations', () => {
  it.each([
    ['clock under an hour', 123_000, 'en', 'clock', '02:03'],
    ['clock over an hour', 3_723_000, 'en', 'clock', '1:02:03'],
    ['clock counts days as hours', 90_000_000, 'en', 'clock', '25:00:00'],
    ['negative durations show zero', -5_000, 'en', 'clock', '00:00'],
    ['units in English', 3_723_000, 'en', 'units', '1 hr 2 min 3 sec'],
    ['units in Russian', 3_723_000, 'ru', 'units', '1 ч 2 мин 3 с'],
  ] as const)('%s', (_rule, ms, locale, style, expected) => {
    expect(plain(formatDuration(ms, locale, style))).toBe(expected);
  });
});

describe('locales', () => {
  it.each([
    ['xx_YY becomes xx-YY', 'en_GB', 'en-GB'],
    ['missing falls back to English', undefined, 'en'],
    ['malformed falls back to English', '!!', 'en'],
  ])('%s', (_rule, input, expected) => {
    expect(toIntlLocale(input)).toBe(expected);
  });
});
