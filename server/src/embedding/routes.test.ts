import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frameConfigSchema } from '@betframe/sdk/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from '../testing';
import { embeddingRoutes } from './routes';

function builtDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'betframe-embedding-'));
  const widgets = join(dist, 'sdk', 'widgets');
  mkdirSync(join(widgets, '.vite'), { recursive: true });
  const names = ['line', 'coupon', 'casino', 'office', 'registration'];
  writeFileSync(
    join(widgets, 'manifest.json'),
    JSON.stringify({
      host: 'host-aaaaaaaa.js',
      runtime: 'runtime-bbbbbbbb.js',
      frame: 'frame-cccccccc.js',
      widgets: Object.fromEntries(names.map((n) => [n, `${n}-dddddddd.js`])),
    }),
  );
  writeFileSync(
    join(widgets, '.vite', 'manifest.json'),
    JSON.stringify({
      '_mount.js': { file: 'chunks/mount-eeeeeeee.js' },
      'widgets/src/runtime/frame-entry.ts': { file: 'frame-cccccccc.js', isEntry: true, imports: ['_mount.js'] },
      'widgets/src/coupon/index.tsx': { file: 'coupon-dddddddd.js', isEntry: true, imports: ['_mount.js'] },
    }),
  );
  return dist;
}

let server: TestServer;
let unbuilt: TestServer;
const store = 'abcdefghijklmnopqrstu';
const frameUrl = (query: Record<string, string>) => `/sdk/frame/coupon?${new URLSearchParams(query)}`;

beforeAll(async () => {
  server = await openTestServer({ modules: [embeddingRoutes], paths: { dist: builtDist() } });
  unbuilt = await openTestServer({ modules: [embeddingRoutes], database: server.database });
}, 120_000);

afterAll(async () => {
  await unbuilt?.close();
  await server?.close();
});

describe('widget frame pages', () => {
  it('serve an allowed host the page, with frame-ancestors from the partner configuration', async () => {
    const response = await server.fetch(frameUrl({ host: 'http://localhost:5173', store, partner: '1', lang: 'ar' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors http://localhost:* http://127.0.0.1:*');
    expect(csp).not.toContain('[::1]');
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<script type="module" src="/sdk/widgets/frame-cccccccc.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/sdk/widgets/chunks/mount-eeeeeeee.js">');
    expect(html).not.toMatch(/<script>(?!<)/);
    const json = /<script type="application\/json" id="betframe-frame">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const config = frameConfigSchema.parse(JSON.parse(json));
    expect(config).toMatchObject({ widget: 'coupon', host: 'http://localhost:5173', storeId: store, partner: 1 });
    expect(config.module).toBe('coupon-dddddddd.js');
  });

  it('refuse a host outside the partner’s allowed origins', async () => {
    const response = await server.fetch(frameUrl({ host: 'https://evil.example', store }));
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('betframe-frame');
  });

  it('refuse a host that is not a bare origin', async () => {
    const response = await server.fetch(frameUrl({ host: 'http://localhost:5173/page', store }));
    expect(response.status).toBe(403);
  });

  it('answer 400 to bad parameters and 404 to an unknown widget', async () => {
    expect((await server.fetch(frameUrl({ host: 'http://localhost:1', store: 'short' }))).status).toBe(400);
    expect((await server.fetch(frameUrl({ store }))).status).toBe(400);
    expect((await server.fetch(`/sdk/frame/poker?host=http://localhost:1&store=${store}`)).status).toBe(404);
  });

  it('say so when the widgets are not built', async () => {
    const response = await unbuilt.fetch(frameUrl({ host: 'http://localhost:5173', store }));
    expect(response.status).toBe(503);
  });

  it('give the example pages a partner-like policy that lets them load the sportsbook', async () => {
    const response = await server.fetch('/examples/partner/');
    expect(response.headers.get('content-security-policy')).toContain('frame-src http://localhost:*');
  });
});
