/**
 * The game page on the game origin (game-page.ts): served for an in-house game with its boot (game, language) and
 * the built entry, framable by the sportsbook's own origin and the partner's allowed origins; an unknown game is
 * not found, an unbuilt bundle says so; the bundle's files are served, nothing outside it. The site lets its pages
 * frame the game origin.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameFrameSource } from '../app/security-headers';
import type { AppDeps, AppEnv } from '../app/types';
import { openTestServer, type TestServer } from '../testing';
import { casinoGamePageRoutes } from './game-page';

let server: TestServer;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'betframe-casino-dist-'));
  mkdirSync(join(dist, 'casino-games', '.vite'), { recursive: true });
  mkdirSync(join(dist, 'casino-games', 'chunks'), { recursive: true });
  writeFileSync(
    join(dist, 'casino-games', '.vite', 'manifest.json'),
    JSON.stringify({ 'widgets/src/casino/frame/main.tsx': { file: 'game-abc12345.js', isEntry: true } }),
  );
  writeFileSync(join(dist, 'casino-games', 'game-abc12345.js'), 'export {};');
  writeFileSync(join(dist, 'secret.txt'), 'no');
  server = await openTestServer({ modules: [casinoGamePageRoutes], paths: { dist } });
});
afterAll(() => server.close());

describe('casino game page', () => {
  it('serves an in-house game with its boot and entry, framable by our origin and the partner origins', async () => {
    const response = await server.fetch('/ar/casino/play/dice?token=abc');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<script type="application/json" id="bf-game-boot">{"game":"dice","lang":"ar"}</script>');
    expect(html).toContain('<script type="module" src="/casino-games/game-abc12345.js">');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors 'self' http:\/\/127\.0\.0\.1:\*/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses an unknown game and says when the bundle is not built', async () => {
    expect((await server.fetch('/en/casino/play/poker')).status).toBe(404);
    // No build: the route answers before it needs anything else of the server.
    const bare = new Hono<AppEnv>();
    casinoGamePageRoutes(bare, { paths: { dist: mkdtempSync(join(tmpdir(), 'betframe-unbuilt-')) } } as AppDeps);
    expect((await bare.request('/en/casino/play/dice')).status).toBe(503);
  });

  it("serves the bundle's files and nothing outside it", async () => {
    const js = await server.fetch('/casino-games/game-abc12345.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect((await server.fetch('/casino-games/..%2Fsecret.txt')).status).toBe(404);
    expect((await server.fetch('/casino-games/missing.js')).status).toBe(404);
  });

  it('names the game origin as a frame source only when there is one', () => {
    expect(gameFrameSource({}, 'http://localhost:8080/en/casino')).toBe('');
    expect(gameFrameSource({ gamePort: 8081 }, 'http://localhost:8080/en/casino')).toBe(' http://localhost:8081');
  });
});
