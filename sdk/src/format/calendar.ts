import { toIntlLocale } from './locale';
import { weekStart } from './week';

/**
 * Calendar labels for date pickers and schedules, read from Intl by formatting days of a sample year
 * (SPEC §9: Gregorian calendar, sample year 2023 — 2 January 2023 is a Monday).
 */
export const SAMPLE_YEAR = 2023;
const FIRST_MONDAY_OF_SAMPLE_YEAR = Date.UTC(SAMPLE_YEAR, 0, 2);
const DAY_MS = 86_400_000;

export type NameWidth = 'long' | 'short' | 'narrow';

function format(locale: string, options: Intl.DateTimeFormatOptions, time: number): string {
  return new Intl.DateTimeFormat(toIntlLocale(locale), { ...options, calendar: 'gregory', timeZone: 'UTC' }).format(
    new Date(time),
  );
}

/** January … December in the locale's standalone form. */
export function monthNames(locale: string, width: NameWidth = 'long'): string[] {
  return Array.from({ length: 12 }, (_, month) => format(locale, { month: width }, Date.UTC(SAMPLE_YEAR, month, 15)));
}

/** Seven weekday names starting from `firstDay` (1 = Monday … 7 = Sunday), the locale's week start by default. */
export function weekdayNames(locale: string, width: NameWidth = 'short', firstDay = weekStart(locale)): string[] {
  return Array.from({ length: 7 }, (_, index) => {
    const isoDay = ((firstDay - 1 + index) % 7) + 1;
    return format(locale, { weekday: width }, FIRST_MONDAY_OF_SAMPLE_YEAR + (isoDay - 1) * DAY_MS);
  });
}

/** Whether the locale writes times with a 12-hour clock, for the default of the configurable hour12 setting. */
export function uses12HourClock(locale: string): boolean {
  const cycle = new Intl.DateTimeFormat(toIntlLocale(locale), { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12';
}
