import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from '../testing';
import { pwaRoutes } from './routes';
import { serviceWorkerSource } from './service-worker';
import { strategyFor } from './strategy';

const origin = 'https://book.example';

describe('what the service worker does with a request', () => {
  it('serves built files from the precache, pages from the network with an offline page, nothing else', () => {
    expect(strategyFor('GET', 'no-cors', `${origin}/site/assets/index-AbCd1234.js`, origin)).toEqual({ kind: 'cache' });
    expect(strategyFor('GET', 'no-cors', `${origin}/site/icon-192.png`, origin)).toEqual({ kind: 'cache' });
    expect(strategyFor('GET', 'navigate', `${origin}/kk/line/1`, origin)).toEqual({ kind: 'page', lang: 'kk' });
    expect(strategyFor('GET', 'navigate', `${origin}/en/office/recharge`, origin)).toEqual({
      kind: 'page',
      lang: 'en',
    });
    // API answers, money calls, analytics, other origins and anything but GET are never touched.
    for (const [method, url] of [
      ['GET', `${origin}/web-api/user/balance`],
      ['GET', `${origin}/LineFeed/Get1x2_VZip`],
      ['POST', `${origin}/analytics-api/event.json`],
      ['POST', `${origin}/web-api/payments/deposit`],
      ['GET', `https://other.example/site/assets/index-AbCd1234.js`],
      ['GET', `${origin}/en/statisticpopup/game/1/2`],
    ] as const)
      expect(strategyFor(method, method === 'GET' && url.includes('/en/') ? 'navigate' : 'cors', url, origin)).toEqual({
        kind: 'network',
      });
  });
});

describe('the worker script', () => {
  function load(precache: string[]) {
    const listeners = new Map<string, (event: unknown) => void>();
    const cached = new Map<string, string>();
    let skipped = false;
    const context = {
      URL,
      Promise,
      self: {
        location: { origin },
        addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
        skipWaiting: () => {
          skipped = true;
        },
        clients: { claim: async () => undefined },
      },
      caches: {
        open: async () => ({
          addAll: async (urls: string[]) => {
            for (const u of urls) cached.set(u, `cached ${u}`);
          },
        }),
        keys: async () => [],
        delete: async () => true,
        match: async (request: string | { url: string }) => {
          const key = typeof request === 'string' ? request : new URL(request.url).pathname;
          return cached.get(key);
        },
      },
      fetch: async () => {
        throw new TypeError('offline');
      },
      Response: { error: () => 'error' },
    };
    runInNewContext(serviceWorkerSource('v1', precache), context);
    const fire = async (type: string, event: Record<string, unknown>) => {
      let waited: unknown;
      let answered: unknown;
      listeners.get(type)?.({
        ...event,
        waitUntil: (p: unknown) => (waited = p),
        respondWith: (p: unknown) => (answered = p),
      });
      await waited;
      return answered === undefined ? undefined : await answered;
    };
    return { fire, cached, skipped: () => skipped };
  }

  it('precaches on install, answers offline navigations with the offline page and asset requests from the cache', async () => {
    const worker = load(['/site/assets/index-AbCd1234.js', '/pwa/offline/en.html']);
    await worker.fire('install', {});
    expect([...worker.cached.keys()]).toEqual(['/site/assets/index-AbCd1234.js', '/pwa/offline/en.html']);
    const page = await worker.fire('fetch', { request: { method: 'GET', mode: 'navigate', url: `${origin}/en/line` } });
    expect(page).toBe('cached /pwa/offline/en.html');
    const asset = await worker.fire('fetch', {
      request: { method: 'GET', mode: 'no-cors', url: `${origin}/site/assets/index-AbCd1234.js` },
    });
    expect(asset).toBe('cached /site/assets/index-AbCd1234.js');
    expect(
      await worker.fire('fetch', { request: { method: 'GET', mode: 'cors', url: `${origin}/web-api/user/balance` } }),
    ).toBeUndefined();
    await worker.fire('message', { data: 'skip-waiting' });
    expect(worker.skipped()).toBe(true);
  });
});

describe('the routes', () => {
  let server: TestServer;
  const dist = mkdtempSync(join(tmpdir(), 'betframe-pwa-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'site', 'assets'), { recursive: true });
    writeFileSync(join(dist, 'site', 'assets', 'index-AbCd1234.js'), '');
    writeFileSync(join(dist, 'site', 'assets', 'index-AbCd1234.js.map'), '');
    writeFileSync(
      join(dist, 'site', 'icon-192.png'),
      readFileSync(join(import.meta.dirname, '../../../site/public/icon-192.png')),
    );
    writeFileSync(join(dist, 'site', 'index.html'), '');
    writeFileSync(join(dist, 'build-info.json'), JSON.stringify({ fingerprint: 'f'.repeat(64) }));
    server = await openTestServer({ modules: [pwaRoutes], paths: { dist } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('/sw.js is the worker of this build, allowed the whole site, never HTTP-cached', async () => {
    const response = await server.fetch('/sw.js');
    expect(response.headers.get('service-worker-allowed')).toBe('/');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const source = await response.text();
    expect(source).toContain(`const VERSION = "${'f'.repeat(16)}"`);
    expect(source).toContain('"/site/assets/index-AbCd1234.js"');
    expect(source).toContain('"/site/icon-192.png"');
    expect(source).toContain('"/pwa/offline/ar.html"');
    expect(source).not.toContain('.map"');
  });

  it('/favicon.ico is the site icon as an ICO file', async () => {
    const response = await server.fetch('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    const ico = Buffer.from(await response.arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt32LE(18)]).toEqual([192, 192, 22]);
    expect(ico.subarray(22, 30)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(ico.readUInt32LE(14)).toBe(ico.length - 22);
  });

  it('the offline page speaks the language of its path', async () => {
    const en = await (await server.fetch('/pwa/offline/en.html')).text();
    expect(en).toContain('lang="en"');
    expect(en).toContain('You are offline');
    const ar = await (await server.fetch('/pwa/offline/ar.html')).text();
    expect(ar).toContain('dir="rtl"');
    expect((await server.fetch('/pwa/offline/de.html')).status).toBe(404);
  });
});
