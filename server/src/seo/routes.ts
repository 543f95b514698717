/**
 * SEO calls of SPEC §7 and the server-rendered site pages:
 * - `GET /seo-module-api/api/v2/pagedata` (query language, domain, timezone, project[id], choice, path — the path
 *   defaults to the home page) → `data.attributes`: SPEC §3's page data;
 * - `GET /seo-module-api/api/v1/visual` (same query) → `data.attributes.title`, the page's visible heading;
 * - `GET /seo-module-api/api/public/v1/analytics-counters` (project[id], domain[host]) → `data`: the counters of the
 *   partner (the product's own analytics when `thirdparty.analyticsCounters` is on; none otherwise);
 * - `GET /seo-module-api/api/public/v1/language-iso-codes` → `data`: language → ISO code;
 * - `GET /robots.txt`, `GET /sitemap.xml`;
 * - `GET /{lang}/…`: the site's index.html with the page's title, description, robots, canonical, hreflang
 *   alternates, JSON-LD and main content written in — the blog's pages too (`blog-pages.ts`;
 *   docs/content-and-seo.md); without a build the static files answer as before.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { analyticsPaths } from '@betframe/sdk/analytics';
import type { SiteConfig } from '@betframe/sdk/config';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { gameFrameSource } from '../app/security-headers';
import { cacheControl, siteFraming } from '../app/static-files';
import type { AppDeps, AppEnv, RouteModule } from '../app/types';
import { blogLibraryOf } from '../blog';
import { informationKinds, informationLibraryOf } from '../content';
import { feedServiceOf } from '../feed';
import { textsIn } from '../translations';
import { CONSENT_COOKIE, cookieBannerHtml, serverBannerWanted } from './cookie-banner';
import { describePage } from './describe-page';
import { headTags, pageDataOf, renderSiteHtml } from './page-data';
import type { PageModel } from './page-model';
import { isSeoLanguage, languageIsoCodes, pageRefOf, type SeoLanguage, splitLanguage } from './paths';
import { rulesFrameHtml } from './rules-frame';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap';

const shortCache = { 'Cache-Control': 'public, max-age=300' };

const partnerOf = (value: string | undefined) => {
  const partner = Number(value ?? '1');
  return Number.isInteger(partner) && partner > 0 ? partner : 1;
};
const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

interface Described {
  model: PageModel;
  lang: SeoLanguage;
  rest: string;
  site: string;
  config: SiteConfig;
}

async function describe(deps: AppDeps, origin: string, path: string, language: string | undefined, partner: number) {
  const fallback = language && isSeoLanguage(language.slice(0, 2)) ? (language.slice(0, 2) as SeoLanguage) : 'ru';
  const { lang, rest } = splitLanguage(path, fallback);
  const config = await deps.siteConfig.get({ partner });
  const site = config.application.name || 'Betframe';
  const model = describePage(pageRefOf(rest), {
    t: await textsIn(lang),
    lang,
    site,
    origin,
    feed: feedServiceOf(deps).provider,
    information: informationLibraryOf(deps),
    blog: blogLibraryOf(deps),
    supportEmail: config.support.emails[0] ?? '',
    ussdCodes: config.ussd.codes,
  });
  return { model, lang, rest, site, config } satisfies Described;
}

export const seoRoutes: RouteModule = (app, deps) => {
  const query = (c: Context<AppEnv>) => ({
    path: c.req.query('path') ?? '/',
    language: c.req.query('language') ?? c.req.query('lng'),
    partner: partnerOf(c.req.query('project[id]')),
  });

  app.get('/seo-module-api/api/v2/pagedata', async (c) => {
    const q = query(c);
    const origin = originOf(c);
    const { model, lang, rest, site } = await describe(deps, origin, q.path, q.language, q.partner);
    const attributes = pageDataOf(model, { origin, lang, rest, site });
    return c.json({ success: true, data: { type: 'pagedata', id: `${lang}${rest}`, attributes } }, 200, shortCache);
  });

  app.get('/seo-module-api/api/v1/visual', async (c) => {
    const q = query(c);
    const { model, lang, rest } = await describe(deps, originOf(c), q.path, q.language, q.partner);
    return c.json(
      { success: true, data: { type: 'visual', id: `${lang}${rest}`, attributes: { title: model.heading } } },
      200,
      shortCache,
    );
  });

  app.get('/seo-module-api/api/public/v1/analytics-counters', async (c) => {
    const partner = partnerOf(c.req.query('project[id]'));
    const host = c.req.query('domain[host]') ?? new URL(c.req.url).host;
    const config = await deps.siteConfig.get({ partner });
    const counters = config.thirdparty.analyticsCounters
      ? [
          {
            id: 'betframe',
            kind: 'first-party',
            project: partner,
            host,
            events: analyticsPaths.event,
            metadata: analyticsPaths.metadata,
          },
        ]
      : [];
    return c.json({ success: true, data: counters }, 200, shortCache);
  });

  app.get('/seo-module-api/api/public/v1/language-iso-codes', (c) =>
    c.json({ success: true, data: languageIsoCodes }, 200, shortCache),
  );

  app.get('/robots.txt', (c) => c.text(robotsTxt(originOf(c)), 200, shortCache));
  app.get('/sitemap.xml', (c) =>
    c.body(
      sitemapXml(originOf(c), sitemapPaths(feedServiceOf(deps).provider, informationKinds, blogLibraryOf(deps))),
      200,
      {
        'Content-Type': 'application/xml; charset=utf-8',
        ...shortCache,
      },
    ),
  );

  const template = join(deps.paths.dist, 'site', 'index.html');
  const page = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const lang = c.req.param('lang') ?? '';
    if (!isSeoLanguage(lang) || c.req.path.startsWith(`/${lang}/statisticpopup`)) return next();
    const html = await readFile(template, 'utf8').catch(() => undefined);
    if (html === undefined) return next();
    const partner = partnerOf(c.req.query('partner'));
    const origin = originOf(c);
    const { model, rest, site, config } = await describe(deps, origin, c.req.path, lang, partner);
    const ref = pageRefOf(rest);
    if (ref.kind === 'information' && ref.page === 'rulesframe')
      return c.html(rulesFrameHtml(model, lang, `${origin}/${lang}/information/rules`), 200, {
        'Cache-Control': cacheControl.revalidate,
        ...(await siteFraming(deps, c.req.query('partner'))),
      });
    const data = pageDataOf(model, { origin, lang, rest, site });
    const view = model.view
      ? {
          path: new URL(data.customCanonical).pathname,
          main: model.view,
          ...(model.pageKind ? { kind: model.pageKind } : {}),
        }
      : undefined;
    const head = headTags(data, model.jsonLd, model.rss);
    const bannerWanted = serverBannerWanted({
      cookie: getCookie(c, CONSENT_COOKIE),
      storeId: c.req.query('storeId'),
      flag: config.flags.show_cookie_consent,
    });
    const banner = view && bannerWanted ? cookieBannerHtml(await textsIn(lang), lang) : '';
    return c.html(renderSiteHtml(html, lang, head, model.main, model.ssrData, view, banner, model.frameClass), 200, {
      'Cache-Control': cacheControl.revalidate,
      // The casino's games open in a frame on the game origin.
      ...(await siteFraming(deps, c.req.query('partner'), gameFrameSource(deps, c.req.url))),
    });
  };
  app.get('/:lang{[a-z]{2}}', page);
  app.get('/:lang{[a-z]{2}}/*', page);
};
