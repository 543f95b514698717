/**
 * The progressive web app's server side (docs/pwa.md): `GET /sw.js` (the service worker, scope `/`, never
 * cached by the browser's HTTP cache) and `GET /pwa/offline/{lang}.html` (what a page shows without a network).
 * The site registers the worker only when the configuration's `application.pwa` is on. `GET /favicon.ico`: the
 * site's 192 px icon in an ICO container (browsers ask for it at the root whatever the page links).
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

/** An ICO file holding one PNG image (ICO allows PNG entries; 0 in the size bytes means 256). */
export function icoOfPng(png: Buffer): Buffer {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(width >= 256 ? 0 : width, 6);
  header.writeUInt8(height >= 256 ? 0 : height, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image follows the header
  return Buffer.concat([header, png]);
}

export const pwaRoutes: RouteModule = (app, deps) => {
  const site = join(deps.paths.dist, 'site');

  app.get('/favicon.ico', async (c) => {
    const png = await readFile(join(site, 'icon-192.png')).catch(() => undefined);
    if (png?.subarray(1, 4).toString('latin1') !== 'PNG') return c.notFound();
    return c.body(new Uint8Array(icoOfPng(png)), 200, {
      'Content-Type': 'image/x-icon',
      'Cache-Control': 'public, max-age=86400',
    });
  });

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
