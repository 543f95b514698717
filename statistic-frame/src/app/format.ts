import { formatDate, formatOdds, oddsFormatForView, toIntlLocale } from '@betframe/sdk/format';
import type { FrameSettings } from '../bridge/settings';

export interface DisplayContext {
  locale: string;
  settings: FrameSettings;
}

function dateSettings({ locale, settings }: DisplayContext) {
  return {
    locale,
    ...(settings.timezone === undefined ? {} : { timeZoneOffset: settings.timezone }),
    ...(settings.hour12 === undefined ? {} : { hour12: settings.hour12 }),
  };
}

export function dateTime(iso: string, context: DisplayContext): string {
  return formatDate(Date.parse(iso), dateSettings(context), 'dateTime');
}

export function dateOnly(iso: string, context: DisplayContext): string {
  return formatDate(Date.parse(iso), dateSettings(context), 'date');
}

export function timeOnly(iso: string, context: DisplayContext): string {
  return formatDate(Date.parse(iso), dateSettings(context), 'time');
}

export function odds(decimal: number, view = 0): string {
  return formatOdds(decimal, oddsFormatForView(view));
}

/**
 * A count (capacity, goals, age, prize) in the frame's locale. Not the SDK's formatNumber: that module carries
 * the currency table, which the frame does not need.
 */
export function count(value: number, { locale }: DisplayContext): string {
  return new Intl.NumberFormat(toIntlLocale(locale), { maximumFractionDigits: 0 }).format(value);
}
