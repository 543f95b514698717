/**
 * Site paths as SPEC §2 writes them (lower case, repeated slashes collapsed, no trailing slash, a language first)
 * — the server's reading of what `site/src/routing/normalize-path.ts` does in the browser — and the page kinds the
 * SEO layer describes.
 */
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@betframe/sdk/i18n';

export const seoLanguages = SUPPORTED_LANGUAGES;
export type SeoLanguage = SupportedLanguage;

/** hreflang and `languageIsoCode` of each language (`GET …/language-iso-codes`). */
export const languageIsoCodes: Record<SeoLanguage, string> = { ru: 'ru-RU', en: 'en-GB', kk: 'kk-KZ', ar: 'ar-AE' };

export const isSeoLanguage = (value: string): value is SeoLanguage =>
  (seoLanguages as readonly string[]).includes(value);

export function normalizePath(pathname: string): string {
  const collapsed = pathname.toLowerCase().replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return trimmed === '' ? '/' : trimmed;
}

/** `{ lang, rest }` of a site path (`/en/line/1` → en, `/line/1`); a path without a language is the default's. */
export function splitLanguage(pathname: string, fallback: SeoLanguage = 'ru'): { lang: SeoLanguage; rest: string } {
  const normalized = normalizePath(pathname.split(/[?#]/)[0] ?? '/');
  const [, first = '', ...others] = normalized.split('/');
  if (isSeoLanguage(first)) return { lang: first, rest: `/${others.join('/')}` };
  return { lang: fallback, rest: normalized };
}

export type PageRef =
  | { kind: 'home' }
  | { kind: 'sport'; sportId: number }
  | { kind: 'champ'; sportId: number; champId: number }
  | { kind: 'game'; sportId: number; champId: number; gameId: number }
  | { kind: 'information'; page: string }
  /** The blog's index or a category's, page 1 on (`/blog`, `/blog/page/2`, `/blog/category/guides/page/2`). */
  | { kind: 'blog'; category?: string; page: number }
  | { kind: 'article'; slug: string }
  | { kind: 'private' }
  | { kind: 'other' };

const digits = (text: string | undefined) => (text && /^\d{1,10}$/.test(text) ? Number(text) : undefined);

/** What a path after the language shows, as far as search engines care. */
export function pageRefOf(rest: string): PageRef {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 0) return { kind: 'home' };
  const [first, a, b, c] = parts;
  if (first === 'line' && parts.length <= 4) {
    const [sportId, champId, gameId] = [digits(a), digits(b), digits(c)];
    if (parts.length === 1) return { kind: 'home' };
    if (sportId !== undefined && parts.length === 2) return { kind: 'sport', sportId };
    if (sportId !== undefined && champId !== undefined && parts.length === 3)
      return { kind: 'champ', sportId, champId };
    if (sportId !== undefined && champId !== undefined && gameId !== undefined)
      return { kind: 'game', sportId, champId, gameId };
  }
  if (first === 'blog') return blogRefOf(parts.slice(1));
  if (first === 'information' && parts.length <= 2) return { kind: 'information', page: a ?? 'information' };
  if (['login', 'registration', 'office', 'coupon', 'search'].includes(first ?? '')) return { kind: 'private' };
  return { kind: 'other' };
}

const blogSlug = (text: string | undefined) => (text && /^[a-z0-9-]{1,80}$/.test(text) ? text : undefined);

/**
 * SPEC §2: a blog has blog, article and category pages; the route parameter `page` is digits. A blog path that
 * fits none is page 0 of the index (not found).
 */
function blogRefOf(parts: readonly string[]): PageRef {
  const paged = (at: number) =>
    parts.length === at ? 1 : parts[at] === 'page' && parts.length === at + 2 ? (digits(parts[at + 1]) ?? 0) : 0;
  if (parts.length === 0 || parts[0] === 'page') return { kind: 'blog', page: paged(0) };
  if (parts[0] === 'category') {
    const category = blogSlug(parts[1]);
    return category ? { kind: 'blog', category, page: paged(2) } : { kind: 'blog', page: 0 };
  }
  return { kind: 'article', slug: parts.length === 1 ? (blogSlug(parts[0]) ?? '') : '' };
}

export const sportPath = (lang: string, sportId: number) => `/${lang}/line/${sportId}`;
export const champPath = (lang: string, sportId: number, champId: number) => `/${lang}/line/${sportId}/${champId}`;
export const gamePath = (lang: string, sportId: number, champId: number, gameId: number) =>
  `/${lang}/line/${sportId}/${champId}/${gameId}`;
