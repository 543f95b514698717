/** SPEC §1/§9: English is the default for interface and date localisation. */
export const DEFAULT_LOCALE = 'en';

/**
 * Whether this runtime's Intl lacks Kazakh data while claiming it: Chromium's reduced ICU answers `kk` as supported
 * yet writes 1234.5 as "1,234.5" and January as "M01". Kazakh writes numbers as Russian does ("1 234,5") and
 * Kazakhstan reads Russian month names, so `ru-KZ` serves then. Asked once.
 */
let kazakhMissing: boolean | undefined;
export function kazakhDataMissing(intl: Pick<typeof Intl, 'NumberFormat' | 'DateTimeFormat'> = Intl): boolean {
  if (intl !== Intl) return probeKazakh(intl);
  kazakhMissing ??= probeKazakh(intl);
  return kazakhMissing;
}

function probeKazakh(intl: Pick<typeof Intl, 'NumberFormat' | 'DateTimeFormat'>): boolean {
  try {
    const decimal = new intl.NumberFormat('kk').format(1.5);
    const month = new intl.DateTimeFormat('kk', { month: 'long', timeZone: 'UTC' }).format(0);
    return decimal === '1.5' || /^M\d/.test(month);
  } catch {
    return true;
  }
}

/** Configuration writes locales as 'xx_YY'; Intl wants 'xx-YY'. Unknown or malformed input falls back to
 *  English rather than throwing in the middle of a render. */
export function toIntlLocale(locale: string | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  const candidate = locale.replace(/_/g, '-');
  try {
    const canonical = Intl.getCanonicalLocales(candidate)[0] ?? DEFAULT_LOCALE;
    if ((canonical === 'kk' || canonical.startsWith('kk-')) && kazakhDataMissing()) return 'ru-KZ';
    return canonical;
  } catch {
    return DEFAULT_LOCALE;
  }
}
