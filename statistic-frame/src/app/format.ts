import { formatDate, formatOdds, oddsFormatForView } from '@betframe/sdk/format';
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
