/**
 * SEO and content calls of SPEC §7 for the information pages:
 * - `GET /frontend-api/seo/seoContent?path=…&language=…` → `{ success, value, error }`, `value` holding the page
 *   (`title`, `kind`, `content` HTML, `style`, `styles`, `microschema`); an unknown page is a 404 with
 *   `success: false` and the error text (plus the common error body fields);
 * - `GET /web-api/external-api/seo/information/links?language=…` → `data.attributes.links` (the footer's links);
 * - `GET /web-api/external-api/seo/questions/footer/{section}` (default `main`) → `data.attributes.questions`.
 */
import type { RouteModule } from '../app/types';
import { kindOfPath, languageOf } from './information-pages';
import { informationLibraryOf } from './library';

const cache = { 'Cache-Control': 'public, max-age=300' };

export const contentRoutes: RouteModule = (app, deps) => {
  const library = informationLibraryOf(deps);

  app.get('/frontend-api/seo/seoContent', async (c) => {
    const lang = languageOf(c.req.query('language'));
    const kind = kindOfPath(c.req.query('path') ?? '');
    if (!kind) {
      const detail = 'No content for this path';
      return c.json(
        {
          success: false,
          value: null,
          error: detail,
          message: detail,
          errors: [{ code: 'content_not_found', detail }],
        },
        404,
        { 'Cache-Control': 'no-store' },
      );
    }
    const partner = Number(c.req.query('project[id]') ?? '1');
    const config = await deps.siteConfig.get({ partner: Number.isInteger(partner) && partner > 0 ? partner : 1 });
    // The blocks are the server-rendered page's (SEO); the call answers the page's HTML as before.
    const { blocks: _blocks, ...page } = library.page(kind, lang, {
      supportEmail: config.support.emails[0] ?? '',
      ussdCodes: config.ussd.codes,
    });
    const microschema = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: page.title,
      inLanguage: lang,
    });
    return c.json(
      { success: true, value: { ...page, language: lang, style: '', styles: [], microschema }, error: null },
      200,
      cache,
    );
  });

  app.get('/web-api/external-api/seo/information/links', (c) => {
    const lang = languageOf(c.req.query('language') ?? c.req.query('lng'));
    return c.json(
      { success: true, data: { type: 'information-links', attributes: { links: library.links(lang) } } },
      200,
      cache,
    );
  });

  const questions = (lang: string | undefined, section: string) => ({
    success: true,
    data: {
      type: 'footer-questions',
      id: section,
      // Only the main footer has questions; another section answers an empty list, as SPEC §7 lets an error do.
      attributes: { questions: section === 'main' ? library.questions(languageOf(lang)) : [] },
    },
  });
  app.get('/web-api/external-api/seo/questions/footer', (c) =>
    c.json(questions(c.req.query('language') ?? c.req.query('lng'), 'main'), 200, cache),
  );
  app.get('/web-api/external-api/seo/questions/footer/:section', (c) =>
    c.json(questions(c.req.query('language') ?? c.req.query('lng'), c.req.param('section')), 200, cache),
  );
};
