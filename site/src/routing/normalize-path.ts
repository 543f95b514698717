/**
 * SPEC.md §2 "Paths": every path is prefixed with a language segment, lowercased, repeated slashes collapsed and
 * the trailing slash removed. The site redirects (replaces the address) whenever the normalised path differs.
 * The languages are the product's (SDK `SUPPORTED_LANGUAGES`).
 */
import { DEFAULT_REQUEST_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@betframe/sdk/i18n';

export const siteLanguages = SUPPORTED_LANGUAGES;
export type SiteLanguage = SupportedLanguage;
export const defaultSiteLanguage: SiteLanguage = DEFAULT_REQUEST_LANGUAGE;

export function isSiteLanguage(value: string): value is SiteLanguage {
  return (siteLanguages as readonly string[]).includes(value);
}

export function normalizePath(pathname: string): string {
  const collapsed = pathname.toLowerCase().replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return trimmed === '' ? '/' : trimmed;
}

export interface LocatedPath {
  lang: SiteLanguage;
  /** The path after the language segment, always starting with '/'. */
  rest: string;
  /** The canonical path; differs from the input when the site must redirect. */
  canonical: string;
}

/** Splits off the language segment; a path without a known language gets the default one prepended. */
export function locatePath(pathname: string): LocatedPath {
  const normalized = normalizePath(pathname);
  const [, first = '', ...others] = normalized.split('/');
  if (isSiteLanguage(first)) {
    const rest = `/${others.join('/')}`;
    return { lang: first, rest, canonical: normalized };
  }
  const rest = normalized;
  return { lang: defaultSiteLanguage, rest, canonical: normalizePath(`/${defaultSiteLanguage}${rest}`) };
}
