/**
 * The embedding routes: `GET /sdk/frame/:widget?host=…&store=…&partner=…` — the page an iframe widget loads on the
 * sportsbook origin. The partner's site configuration decides who may frame it: the page is served only for a
 * `host` among the partner's allowed origins, and its `Content-Security-Policy: frame-ancestors` lists exactly
 * those origins, so the browser refuses to show it inside any other page.
 */
import { isAllowedOrigin } from '@betframe/sdk/config';
import { textDirection } from '@betframe/sdk/i18n';
import { type FrameConfig, frameAncestors, frameQuerySchema, widgetNames } from '@betframe/sdk/protocol';
import { gameFrameSource, pageCsp } from '../app/security-headers';
import type { RouteModule } from '../app/types';
import { frameErrorHtml, framePageHtml } from './frame-page';
import { widgetFilesReader } from './manifest';

const noStore = { 'Cache-Control': 'no-store' };

export const embeddingRoutes: RouteModule = (app, deps) => {
  const widgetFiles = widgetFilesReader(deps.paths.dist);

  for (const example of ['/examples/partner/*', '/examples/react/*', '/examples/site-parent/*']) {
    app.use(example, async (c, next) => {
      await next();
      c.header('Content-Security-Policy', examplesCsp);
    });
  }

  app.get('/sdk/frame/:widget', async (c) => {
    const widget = c.req.param('widget');
    if (!(widgetNames as readonly string[]).includes(widget)) {
      return c.html(frameErrorHtml(`Unknown widget "${widget}"`), 404, noStore);
    }
    const query = frameQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      return c.html(frameErrorHtml('Invalid frame parameters (host, store, partner, lang, …)'), 400, noStore);
    }
    const { host, store, partner = 1, group, lang, country, currency, theme } = query.data;
    const hostOrigin = new URL(host).origin;
    const config = await deps.siteConfig.get({ partner, group, country });
    const allowed = config.partner.allowedOrigins;
    // The casino widget opens its games in a frame on the game origin.
    const csp = pageCsp(frameAncestors(allowed), widget === 'casino' ? gameFrameSource(deps, c.req.url) : '');
    if (hostOrigin !== host.replace(/\/$/, '') || !isAllowedOrigin(allowed, hostOrigin)) {
      return c.html(frameErrorHtml('This page may not show Betframe widgets.'), 403, {
        ...noStore,
        'Content-Security-Policy': csp,
      });
    }
    const files = widgetFiles();
    if (!files) {
      return c.html(frameErrorHtml('The widgets are not built yet (npm run build).'), 503, {
        ...noStore,
        'Retry-After': '30',
        'Content-Security-Policy': csp,
      });
    }
    const module = files.manifest.widgets[widget as FrameConfig['widget']];
    const frameConfig: FrameConfig = {
      widget: widget as FrameConfig['widget'],
      host: hostOrigin,
      storeId: store,
      partner,
      group,
      lang: lang ?? config.defaultLanguage,
      country,
      currency,
      theme,
      allowedOrigins: allowed,
      siteConfig: config as unknown as Record<string, unknown>,
      module,
    };
    const preload = [...new Set([...files.closure(files.manifest.frame), ...files.closure(module)])];
    const html = framePageHtml({
      config: frameConfig,
      dir: textDirection(frameConfig.lang ?? 'ru'),
      frameEntry: files.manifest.frame,
      preload,
    });
    return c.html(html, 200, { ...noStore, 'Content-Security-Policy': csp });
  });
};

/**
 * The runnable example pages act as partner pages on a second origin: they load the loader and frames from the
 * sportsbook origin and keep their inline snippet, so they get a partner-like policy instead of the app's own.
 */
export const examplesCsp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' http://localhost:* http://127.0.0.1:*",
  "connect-src 'self' http://localhost:* http://127.0.0.1:*",
  'frame-src http://localhost:* http://127.0.0.1:*',
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');
