/** SPEC §1/§9: the product's languages, its defaults, and which scripts run right to left. */
export const SUPPORTED_LANGUAGES = ['ru', 'en', 'kk', 'ar'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** The request layer's default language (SPEC §9). */
export const DEFAULT_REQUEST_LANGUAGE: SupportedLanguage = 'ru';
/** The interface fallback when a text is missing in the chosen language (SPEC §1). */
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';

/** SPEC §9. 'iq' is not an ISO 639 code but the product uses it for (Iraqi) Arabic, so it is kept. */
export const RTL_LANGUAGES: readonly string[] = ['fa', 'ar', 'he', 'ku', 'ur', 'iq'];

export function isSupportedLanguage(lang: string): lang is SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(lang);
}

/** The primary subtag decides: 'ar-EG', 'ar_SA' and 'AR' are all right to left. */
export function isRtl(lang: string): boolean {
  const primary = lang.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return RTL_LANGUAGES.includes(primary);
}

export function textDirection(lang: string): 'rtl' | 'ltr' {
  return isRtl(lang) ? 'rtl' : 'ltr';
}

/**
 * Sets `lang` and `dir` on a root element (the document element of the site, or a widget's host or shadow
 * container). Layout then mirrors itself as long as styles use logical properties (margin-inline-start,
 * inset-inline-end, text-align: start) instead of left/right.
 */
export function applyLanguageDirection(element: Pick<Element, 'setAttribute'>, lang: string): 'rtl' | 'ltr' {
  const dir = textDirection(lang);
  element.setAttribute('lang', lang.replace(/_/g, '-'));
  element.setAttribute('dir', dir);
  return dir;
}
