import { toIntlLocale } from './locale';

/**
 * First day of the week, 1 = Monday … 7 = Sunday (ISO numbering, as Intl's weekInfo). Intl.Locale's weekInfo
 * (a getter in some engines, `getWeekInfo()` in newer ones, missing in Firefox) answers where it exists; the
 * table covers the regions that do not start on Monday.
 */
const SUNDAY_FIRST = new Set(
  // biome-ignore format: region list
  ('AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA ' +
   'PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW').split(' '),
);
const SATURDAY_FIRST = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

/** Languages whose unmarked form means a Sunday-first region. */
const LIKELY_REGION: Readonly<Record<string, string>> = { en: 'US', ar: 'EG', he: 'IL', ja: 'JP', zh: 'CN', pt: 'BR' };

interface WeekInfoLike {
  readonly firstDay?: number;
}

function intlFirstDay(locale: string): number | undefined {
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & { weekInfo?: WeekInfoLike; getWeekInfo?: () => WeekInfoLike };
    const info = typeof intl.getWeekInfo === 'function' ? intl.getWeekInfo() : intl.weekInfo;
    const day = info?.firstDay;
    return typeof day === 'number' && day >= 1 && day <= 7 ? day : undefined;
  } catch {
    return undefined;
  }
}

export function fallbackFirstDay(locale: string): number {
  const intl = toIntlLocale(locale);
  const [language = 'en', ...rest] = intl.split('-');
  const region = rest.find((part) => /^[A-Z]{2}$/.test(part)) ?? LIKELY_REGION[language];
  if (region && SUNDAY_FIRST.has(region)) return 7;
  if (region && SATURDAY_FIRST.has(region)) return 6;
  return 1;
}

export function weekStart(locale: string): number {
  return intlFirstDay(toIntlLocale(locale)) ?? fallbackFirstDay(locale);
}
