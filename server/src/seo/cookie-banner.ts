/**
 * The cookie consent banner in the server's first response (docs/content-and-seo.md "Client takeover"): the same
 * markup, classes and texts as the site's `CookieBanner` (site/src/consent/cookie-banner.tsx), at the top of the
 * server's frame, written only when the visitor has not chosen yet (no `CONSENT_COOKIE`), the configuration asks
 * for the banner and the page is not in a partner's frame (`storeId`). Its buttons act once the site runs, which
 * puts its own banner in the same place (same size; tests/e2e/ssr-takeover.test.ts).
 */
import { CONSENT_COOKIE } from '@betframe/sdk/seo';
import type { Translate } from '../translations';
import { escapeHtml } from './html';
import type { SeoLanguage } from './paths';

const levels: [number, string][] = [
  [3, 'site_cookies_all'],
  [1, 'site_cookies_functional'],
  [2, 'site_cookies_marketing'],
  [0, 'site_cookies_necessary'],
];

export function cookieBannerHtml(t: Translate, lang: SeoLanguage): string {
  const buttons = levels
    .map(([level, key]) => `<button type="button" data-level="${level}">${escapeHtml(t(key))}</button>`)
    .join('');
  return (
    // No test id: tests find the site's own banner, the one whose buttons act.
    '<section class="site-cookie-banner" aria-labelledby="site-cookies-title" aria-describedby="site-cookies-text">' +
    `<h2 id="site-cookies-title">${escapeHtml(t('site_cookies_title'))}</h2>` +
    `<p id="site-cookies-text">${escapeHtml(t('site_cookies_text'))} <a href="/${lang}/information/cookies">${escapeHtml(t('site_cookies_policy'))}</a></p>` +
    `<div class="site-modal-actions">${buttons}</div></section>`
  );
}

/** Whether the first response carries the banner (see above). */
export function serverBannerWanted(input: { cookie: string | undefined; storeId: string | undefined; flag: unknown }) {
  return input.flag !== false && input.storeId === undefined && input.cookie === undefined;
}

export { CONSENT_COOKIE };
