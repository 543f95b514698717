/**
 * The progressive web app's server side (docs/pwa.md): `GET /sw.js` (the service worker, scope `/`, never
 * cached by the browser's HTTP cache) and `GET /pwa/offline/{lang}.html` (what a page shows without a network).
 * The site registers the worker only when the configuration's `application.pwa` is on.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isSupportedLanguage } from '@betframe/sdk/i18n';
import type { RouteModule } from '../app/types';
import { textsIn } from '../translations';
import { offlinePage } from './offline-page';
import { offlinePath, serviceWorkerSource } from './service-worker';

const languages = ['ru', 'en', 'kk', 'ar'] as const;

async function siteFiles(dir: string): Promise<string[]> {
  const top = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const assets = await readdir(join(dir, 'assets')).catch(() => []);
  return [
    ...top.filter((e) => e.isFile() && /\.(png|svg|webmanifest)$/.test(e.name)).map((e) => `/site/${e.name}`),
    ...assets.filter((name) => !name.endsWith('.map')).map((name) => `/site/assets/${name}`),
  ];
}

export const pwaRoutes: RouteModule = (app, deps) => {
  const site = join(deps.paths.dist, 'site');

  app.get('/sw.js', async (c) => {
    const info = await readFile(join(deps.paths.dist, 'build-info.json'), 'utf8').catch(() => '{}');
    const fingerprint = (JSON.parse(info) as { fingerprint?: unknown }).fingerprint;
    const files = await siteFiles(site);
    const version = typeof fingerprint === 'string' ? fingerprint.slice(0, 16) : String(files.length);
    const source = serviceWorkerSource(version, [...files, ...languages.map(offlinePath)]);
    return c.body(source, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    });
  });

  app.get('/pwa/offline/:file{[a-z]{2}\\.html}', async (c) => {
    const lang = c.req.param('file').slice(0, 2);
    if (!isSupportedLanguage(lang)) return c.notFound();
    const config = await deps.siteConfig.get({ partner: 1 });
    return c.html(offlinePage(await textsIn(lang), lang, config.application.name || 'Betframe'), 200, {
      'Cache-Control': 'no-cache',
    });
  });
};
