/** SPEC §1/§9: English is the default for interface and date localisation. */
export const DEFAULT_LOCALE = 'en';

/** Configuration writes locales as 'xx_YY'; Intl wants 'xx-YY'. Unknown or malformed input falls back to
 *  English rather than throwing in the middle of a render. */
export function toIntlLocale(locale: string | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  const candidate = locale.replace(/_/g, '-');
  try {
    return Intl.getCanonicalLocales(candidate)[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
