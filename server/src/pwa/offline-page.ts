/** The page a site page shows without a network: the site's name, what happened, and a link that tries again. */
import { isRtl } from '@betframe/sdk/i18n';
import type { Translate } from '../translations';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function offlinePage(t: Translate, lang: string, site: string): string {
  return (
    `<!doctype html><html lang="${lang}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(t('content.pwa_offline_title'))} — ${escapeHtml(site)}</title><style>` +
    'body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;min-height:100vh;place-items:center;background:#f4f5f7;color:#1a202c}' +
    'main{max-width:26rem;padding:24px;text-align:center}a{display:inline-block;margin-top:16px;padding:10px 20px;border-radius:8px;' +
    'background:#1a5fb4;color:#fff;text-decoration:none}a:focus-visible{outline:3px solid #1a202c;outline-offset:2px}' +
    '@media (prefers-color-scheme: dark){body{background:#14171c;color:#e8eaed}}</style></head><body><main data-testid="offline-page">' +
    `<p>${escapeHtml(site)}</p><h1>${escapeHtml(t('content.pwa_offline_title'))}</h1><p>${escapeHtml(t('content.pwa_offline_text'))}</p>` +
    `<a href="">${escapeHtml(t('content.pwa_retry'))}</a></main></body></html>`
  );
}
