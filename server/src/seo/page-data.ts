/**
 * SPEC §3 "SEO page data" for a page (`GET /seo-module-api/api/v2/pagedata`), and the head tags and main content
 * the server writes into the site's HTML so that a crawler without JavaScript gets them in the first response.
 */
import { isRtl } from '@betframe/sdk/i18n';
import type { SsrPage } from '@betframe/sdk/seo';
import { escapeHtml, jsonForScript } from './html';
import type { PageModel } from './page-model';
import { languageIsoCodes, type SeoLanguage, seoLanguages } from './paths';

export interface SeoPageData {
  title: string;
  description: string;
  siteName: string;
  metaRobots: string;
  hierarchyMetaRobots: string;
  ampPageUrl: string | null;
  alternativeLinks: { hreflang: string; href: string }[];
  alternateMedia: { media: string; href: string }[];
  customCanonical: string;
  languageIsoCode: string;
  metas: { name?: string; property?: string; content: string }[];
}

const pathIn = (lang: string, rest: string) => `/${lang}${rest === '/' ? '' : rest}`;

export function pageDataOf(
  model: PageModel,
  at: { origin: string; lang: SeoLanguage; rest: string; site: string },
): SeoPageData {
  const canonical = `${at.origin}${pathIn(at.lang, at.rest)}`;
  return {
    title: model.title,
    description: model.description,
    siteName: at.site,
    metaRobots: model.robots,
    hierarchyMetaRobots: model.robots,
    ampPageUrl: null,
    alternativeLinks: seoLanguages.map((lang) => ({ hreflang: lang, href: `${at.origin}${pathIn(lang, at.rest)}` })),
    alternateMedia: [],
    customCanonical: canonical,
    languageIsoCode: languageIsoCodes[at.lang],
    metas: [
      { property: 'og:title', content: model.title },
      { property: 'og:description', content: model.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: canonical },
      { property: 'og:site_name', content: at.site },
      { property: 'og:locale', content: languageIsoCodes[at.lang].replace('-', '_') },
    ],
  };
}

export function headTags(data: SeoPageData, jsonLd: readonly Record<string, unknown>[], rss?: string): string {
  const metas = data.metas
    .map((m) =>
      m.property
        ? `<meta property="${escapeHtml(m.property)}" content="${escapeHtml(m.content)}">`
        : `<meta name="${escapeHtml(m.name ?? '')}" content="${escapeHtml(m.content)}">`,
    )
    .join('');
  return (
    `<title>${escapeHtml(data.title)}</title>` +
    `<meta name="description" content="${escapeHtml(data.description)}">` +
    `<meta name="robots" content="${escapeHtml(data.metaRobots)}">` +
    `<link rel="canonical" href="${escapeHtml(data.customCanonical)}">` +
    data.alternativeLinks
      .map((l) => `<link rel="alternate" hreflang="${escapeHtml(l.hreflang)}" href="${escapeHtml(l.href)}">`)
      .join('') +
    (rss ? `<link rel="alternate" type="application/rss+xml" href="${escapeHtml(rss)}">` : '') +
    metas +
    jsonLd.map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`).join('')
  );
}

/**
 * The site's built index.html with the page's language, head tags and main content. The content sits in
 * `<main id="ssr-main">` before the app's root (on a taken-over page `<div id="ssr-main">` in the frame's `<main>`:
 * the site moves that element into its own main, where a second `<main>` would not belong). `data`: the answer the client's page would fetch (`#ssr-data`,
 * read by the site's blog page instead of calling). `view`: the tree the content was rendered from (`#ssr-page`),
 * which the site hydrates `#ssr-main` with and keeps as its page's content (docs/content-and-seo.md "Client
 * takeover"); such a page is laid out as the site lays it out — `banner` (the cookie consent, when the visitor has
 * not chosen), the header's place kept, the content in the layout's main column — so nothing moves when the
 * client's shell arrives around it.
 */
export function renderSiteHtml(
  template: string,
  lang: SeoLanguage,
  head: string,
  main: string,
  data?: { path: string; value: unknown },
  view?: SsrPage,
  banner = '',
  /** The class of a box around the content inside the main column (the information page's card); such a page is
   * not a betting screen, so the layout has no bet slip column, as the site's. */
  box?: string,
): string {
  const dir = isRtl(lang) ? 'rtl' : 'ltr';
  let html = template.replace(/<html[^>]*>/i, `<html lang="${lang}" dir="${dir}">`);
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => head)
    : html.replace(/<\/head>/i, () => `${head}</head>`);
  const [open, close] = box ? [`<article class="${escapeHtml(box)}">`, '</article>'] : ['', ''];
  const content = view
    ? `<div id="ssr-frame" class="site-ssr-frame">${banner}<div class="site-header-reserve"></div><div class="site-layout" data-slip="${box ? 'off' : 'on'}"><main>${open}<div id="ssr-main" data-ssr="" class="site-ssr">${main}</div>${close}</main></div></div>` +
      `<script type="application/json" id="ssr-page">${jsonForScript(view)}</script>`
    : `<main id="ssr-main" data-ssr="">${main}</main>`;
  return html.replace(
    /<div id="app"><\/div>/i,
    () =>
      content +
      (data
        ? `<script type="application/json" id="ssr-data" data-path="${escapeHtml(data.path)}">${jsonForScript(data.value)}</script>`
        : '') +
      '<div id="app"></div>',
  );
}
