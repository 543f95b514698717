/**
 * The `rulesFrame` information page (SPEC §2), made to sit in a partner's frame: a document of its own with the
 * betting rules and nothing else — no site script, header or footer, its height the text's — framable by the
 * partner's allowed origins (the site's framing rule) and not indexed (its canonical is the rules page).
 */
import { isRtl } from '@betframe/sdk/i18n';
import { escapeHtml } from './html';
import type { PageModel } from './page-model';
import type { SeoLanguage } from './paths';

const style =
  'body{margin:0;padding:16px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1c1e;' +
  'background:#fff}h1{font-size:1.5rem;margin:0 0 12px}h2{font-size:1.15rem;margin:20px 0 8px}ul{padding-inline-start:20px}' +
  '@media (prefers-color-scheme:dark){body{color:#f2f2f7;background:#1c1c1e}}';

export function rulesFrameHtml(model: PageModel, lang: SeoLanguage, canonical: string): string {
  return (
    `<!doctype html><html lang="${lang}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(model.title)}</title><meta name="robots" content="noindex, follow">` +
    `<link rel="canonical" href="${escapeHtml(canonical)}"><style>${style}</style></head>` +
    `<body><main id="rules-frame">${model.main}</main></body></html>`
  );
}
