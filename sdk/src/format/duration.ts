import { toIntlLocale } from './locale';

export type DurationStyle = 'clock' | 'units';

/**
 * Durations: 'clock' gives `1:02:03` (or `02:03` under an hour) for match timers; 'units' gives the locale's
 * words, `1 h 2 min` / `1 ч 2 мин`, for "starts in" labels. Negative durations are shown as zero.
 */
export function formatDuration(milliseconds: number, locale: string, style: DurationStyle = 'clock'): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (style === 'clock') {
    const allHours = days * 24 + hours;
    const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
    return allHours > 0 ? `${allHours}:${mmss}` : mmss;
  }
  const intlLocale = toIntlLocale(locale);
  const unit = (value: number, name: string) =>
    new Intl.NumberFormat(intlLocale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const parts = [
    days > 0 ? unit(days, 'day') : '',
    hours > 0 ? unit(hours, 'hour') : '',
    minutes > 0 ? unit(minutes, 'minute') : '',
    seconds > 0 || total === 0 ? unit(seconds, 'second') : '',
  ].filter((part) => part !== '');
  return new Intl.ListFormat(intlLocale, { type: 'unit', style: 'narrow' }).format(parts);
}
