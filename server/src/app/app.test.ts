import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeModules } from '../routes';
import { openTestServer, type TestServer } from '../testing';
import { ApiError } from './errors';
import { healthRoutes } from './health';
import type { RouteModule } from './types';
import { readBody, readQuery } from './validation';

const probeRoutes: RouteModule = (app) => {
  const body = z.object({ amount: z.number().positive(), nested: z.object({ name: z.string().min(2) }) });
  app.post('/probe/body', async (c) => c.json({ success: true, data: await readBody(c, body) }));
  app.get('/probe/query', (c) => c.json({ success: true, data: readQuery(c, z.object({ page: z.coerce.number() })) }));
  app.get('/probe/api-error', () => {
    throw ApiError.conflict('already_done', 'Already done');
  });
  app.get('/probe/crash', () => {
    throw new Error('a bug');
  });
  app.get('/probe/large', (c) => c.json({ items: Array.from({ length: 500 }, (_, i) => ({ id: i, name: 'x' })) }));
  // An answer that states its length (as files and the sitemap do).
  app.get('/probe/sized', (c) => {
    const body = JSON.stringify({ items: Array.from({ length: 500 }, (_, i) => ({ id: i, name: 'x' })) });
    return c.body(body, 200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) });
  });
};

let server: TestServer;
let dist: string;
const largeModule = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i * 7};`).join('\n');

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'betframe-dist-'));
  mkdirSync(join(dist, 'sdk', 'widgets'), { recursive: true });
  writeFileSync(join(dist, 'sdk', 'loader.js'), 'console.log("loader")');
  writeFileSync(join(dist, 'sdk', 'widgets', 'runtime-AbCd1234.js'), 'export const x = 1;');
  writeFileSync(join(dist, 'sdk', 'widgets', 'large-AbCd1234.js'), largeModule);
  mkdirSync(join(dist, 'sdk', 'widgets', 'host'), { recursive: true });
  writeFileSync(join(dist, 'sdk', 'widgets', 'host', 'host.js'), largeModule);
  server = await openTestServer({ modules: [...routeModules, probeRoutes], paths: { dist } });
}, 120_000);
afterAll(async () => {
  await server.close();
}, 60_000);

describe('platform app', () => {
  it('answers /healthz with status ok while the database answers', async () => {
    const res = await server.fetch('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers /healthz with 503 when the database is gone', async () => {
    const other = await openTestServer({ modules: [healthRoutes] });
    await other.database.close();
    const res = await other.fetch('/healthz');
    expect(res.status).toBe(503);
    await other.close();
  }, 120_000);

  it('redirects / to /ru', async () => {
    const res = await server.fetch('/', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/ru');
  });

  it('answers a clear 503 page for the site while it is not built', async () => {
    const res = await server.fetch('/ru/line/football');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
    const frame = await server.fetch('/en/statisticpopup/game/1');
    expect(frame.status).toBe(503);
  });

  it('serves the site index for every /{lang}/ path once built', async () => {
    mkdirSync(join(dist, 'site'), { recursive: true });
    mkdirSync(join(dist, 'statistic-frame'), { recursive: true });
    writeFileSync(join(dist, 'site', 'index.html'), '<!doctype html><title>site</title><main id="built-site"></main>');
    writeFileSync(join(dist, 'statistic-frame', 'index.html'), '<!doctype html><title>frame</title>');
    const res = await server.fetch('/kk/office/balance');
    expect(res.status).toBe(200);
    // The built index, its head filled in for the route by the SEO module (docs/content-and-seo.md).
    expect(await res.text()).toContain('<main id="built-site"></main>');
    // Site pages may be framed by the partner's allowed origins (embedded mode, docs/site.md), by nobody else.
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:*');
    const unknownPartner = await server.fetch('/kk/office/balance?partner=424242');
    expect(unknownPartner.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(unknownPartner.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets partner origins frame the statistics frame and nothing else', async () => {
    const res = await server.fetch('/ru/statisticpopup/game/5?partner=1');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>frame</title>');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self' http://localhost:*");
    expect(csp).not.toContain('[::1]'); // Chrome rejects IPv6 literals in CSP source lists
    expect(res.headers.get('x-frame-options')).toBeNull();
    const unknownPartner = await server.fetch('/ru/statisticpopup/game/5?partner=424242');
    expect(unknownPartner.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(unknownPartner.headers.get('content-security-policy')).not.toContain('localhost');
  });

  it('caches hashed sdk files for a year and the loader briefly, with CORS', async () => {
    const hashed = await server.fetch('/sdk/widgets/runtime-AbCd1234.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('access-control-allow-origin')).toBe('*');
    expect(hashed.headers.get('content-type')).toContain('text/javascript');
    const loader = await server.fetch('/sdk/loader.js');
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers 404 for missing or escaping static paths', async () => {
    expect((await server.fetch('/sdk/nope.js')).status).toBe(404);
    expect((await server.fetch('/sdk/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await server.fetch('/sdk/%E0%A4%A')).status).toBe(404);
  });

  it('puts security headers and a request id on every response', async () => {
    const res = await server.fetch('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    const fresh = await server.fetch('/healthz', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns schema failures into 400 with data.validation_errors by field path', async () => {
    const res = await server.fetch('/probe/body', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: -1, nested: { name: 'x' } }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.errors[0].code).toBe('validation_failed');
    expect(Object.keys(body.data.validation_errors).sort()).toEqual(['amount', 'nested.name']);
    const missing = await server.fetch('/probe/body', { method: 'POST', body: '{}' });
    expect((await missing.json()).data.validation_errors.amount).toEqual(['required']);
  });

  it('unwraps JSON:API attributes and reads form bodies', async () => {
    const res = await server.fetch('/probe/body', {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.api+json' },
      body: JSON.stringify({ data: { attributes: { amount: 5, nested: { name: 'ok' } } } }),
    });
    expect(res.status).toBe(200);
    const form = await server.fetch('/probe/query?page=3');
    expect((await form.json()).data).toEqual({ page: 3 });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await server.fetch('/probe/body', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].code).toBe('invalid_json');
  });

  it('answers too large bodies with 413', async () => {
    const { request } = await import('node:http');
    // Its own socket: the server stops reading an oversized body and closes the connection.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(`${server.url}/probe/body`, { method: 'POST', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end('x'.repeat(1024 * 1024 + 10));
    });
    expect(status).toBe(413);
  });

  it('renders ApiError with its status and code, unknown errors as 500 with the request id', async () => {
    const conflict = await server.fetch('/probe/api-error');
    expect(conflict.status).toBe(409);
    expect((await conflict.json()).errors).toEqual([{ code: 'already_done', detail: 'Already done' }]);
    const crash = await server.fetch('/probe/crash', { headers: { 'x-request-id': 'req-42' } });
    expect(crash.status).toBe(500);
    expect((await crash.json()).message).toContain('req-42');
  });

  it('answers malformed percent-encoding in query and path without a 500', async () => {
    for (const path of [
      '/probe/query?page=%E0%A4%A',
      '/probe/query?%ZZ=1',
      '/ru/%E0%A4%A',
      '/sdk/%ZZ',
      '/examples/%',
    ]) {
      const res = await server.fetch(path);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('answers unknown API routes with a 404 error body', async () => {
    const res = await server.fetch('/web-api/nothing-here');
    expect(res.status).toBe(404);
    expect((await res.json()).success).toBe(false);
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const { request } = await import('node:http');
    const get = (encoding: string, path = '/probe/large') =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString()).items).toHaveLength(500);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).items).toHaveLength(500);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A compressed answer never carries the plain body's length (a kept-alive connection would be reset).
    const sized = await get('br', '/probe/sized');
    expect(sized.headers['content-encoding']).toBe('br');
    expect(sized.headers['content-length']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(sized.body).toString()).items).toHaveLength(500);
  });

  // The host chunk's fixed-name copy is on every partner page's critical path: stored too, with its short cache.
  it.each([
    ['a hashed file', '/sdk/widgets/large-AbCd1234.js', 'public, max-age=31536000, immutable'],
    ['the host chunk under its fixed name', '/sdk/widgets/host/host.js', 'public, max-age=300'],
  ])('sends %s compressed once: its stored brotli and gzip bytes, with their length', async (_, path, cache) => {
    const { request } = await import('node:http');
    const get = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const url = `${server.url}${path}`;
        const req = request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    // The first answer is compressed by the middleware while the stored bytes are prepared.
    const first = await get('br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(largeModule);
    let stored = first;
    for (let attempt = 0; attempt < 200 && stored.headers['content-length'] === undefined; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      stored = await get('br');
    }
    expect(stored.headers['content-encoding']).toBe('br');
    expect(Number(stored.headers['content-length'])).toBe(stored.body.byteLength);
    expect(stored.headers['cache-control']).toBe(cache);
    expect(stored.headers['access-control-allow-origin']).toBe('*');
    expect(brotliDecompressSync(stored.body).toString()).toBe(largeModule);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.byteLength);
    expect(gunzipSync(gz.body).toString()).toBe(largeModule);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(largeModule);
  });
});
