import { toIntlLocale } from './locale';

/**
 * Dates and times in the configured time zone, given as an hour offset from UTC (SPEC §9: −12…14). Offsets
 * are applied by shifting the instant and formatting it as UTC, which works in every engine (named offsets
 * such as '+05:30' are not accepted by older Intl implementations) and handles half hours. Without an
 * offset the device's own zone is used. Calendar is always Gregorian (SPEC §9).
 */
export const MIN_TIME_ZONE_OFFSET = -12;
export const MAX_TIME_ZONE_OFFSET = 14;

export interface DateFormatSettings {
  readonly locale: string;
  /** Hours from UTC, −12…14; fractions allowed (5.5 for India). */
  readonly timeZoneOffset?: number;
  /** 12- or 24-hour clock; the locale decides when omitted. */
  readonly hour12?: boolean;
}

export type DateFormatStyle = 'date' | 'shortDate' | 'time' | 'dateTime' | 'weekdayDate' | 'monthDay';

const STYLES: Readonly<Record<DateFormatStyle, Intl.DateTimeFormatOptions>> = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  shortDate: { day: '2-digit', month: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'long' },
  monthDay: { day: 'numeric', month: 'long' },
};

export function clampTimeZoneOffset(offset: number): number {
  return Math.min(MAX_TIME_ZONE_OFFSET, Math.max(MIN_TIME_ZONE_OFFSET, offset));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(settings: DateFormatSettings, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const zoned = settings.timeZoneOffset !== undefined;
  const key = `${settings.locale}|${zoned}|${settings.hour12}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(toIntlLocale(settings.locale), {
      ...options,
      calendar: 'gregory',
      ...(zoned ? { timeZone: 'UTC' } : {}),
      ...(settings.hour12 === undefined ? {} : { hour12: settings.hour12 }),
    });
    formatters.set(key, found);
  }
  return found;
}

function shifted(date: Date | number, settings: DateFormatSettings): Date {
  const time = typeof date === 'number' ? date : date.getTime();
  if (settings.timeZoneOffset === undefined) return new Date(time);
  return new Date(time + clampTimeZoneOffset(settings.timeZoneOffset) * 3_600_000);
}

export function formatDate(
  date: Date | number,
  settings: DateFormatSettings,
  style: DateFormatStyle | Intl.DateTimeFormatOptions = 'dateTime',
): string {
  const options = typeof style === 'string' ? STYLES[style] : style;
  return dateTimeFormat(settings, options).format(shifted(date, settings));
}

export interface ZonedParts {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** 1 = Monday … 7 = Sunday. */
  readonly weekday: number;
}

/** Wall-clock fields of an instant at a UTC offset (for calendars and "today/tomorrow" grouping). */
export function zonedParts(date: Date | number, timeZoneOffset: number): ZonedParts {
  const at = shifted(date, { locale: 'en', timeZoneOffset });
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
    second: at.getUTCSeconds(),
    weekday: at.getUTCDay() === 0 ? 7 : at.getUTCDay(),
  };
}
