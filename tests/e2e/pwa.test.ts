/**
 * The site as an app (docs/pwa.md), in Chromium: with `application.pwa` on, the site registers its service
 * worker; offline, a page navigation shows the offline page in the page's language, while the precached build
 * files still load; an API call is never answered by the worker.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';

let configDir: string | undefined;
const world = useServerAndBrowser({
  env: () => {
    configDir = mkdtempSync(join(tmpdir(), 'betframe-e2e-pwa-config-'));
    cpSync(fileURLToPath(new URL('../../server/config', import.meta.url)), configDir, { recursive: true });
    writeFileSync(join(configDir, 'partners', '7.json'), JSON.stringify({ config: { application: { pwa: true } } }));
    return { CONFIG_DIR: configDir };
  },
});
afterAll(() => {
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

describe('PWA', () => {
  it('offline, a page shows the offline page in its language; build files come from the precache; API calls fail', async () => {
    const context = await world.browser.newContext();
    await context.addInitScript(() => {
      localStorage.setItem('cookiesAgreeLevel', '3');
      localStorage.setItem('cookiesAgreeTime', String(Date.now()));
    });
    const page = await context.newPage();
    await page.goto(`${world.server.origin}/kk/information/about?partner=7`);
    await page.locator('[data-testid="information-page"] h1').waitFor();
    expect(await page.locator('link[rel="manifest"]').count()).toBe(1);
    // The worker installed (precached) and controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    const asset = await page.evaluate(() => {
      const script = document.querySelector<HTMLScriptElement>('script[type="module"][src^="/site/assets/"]');
      return script?.getAttribute('src') ?? '';
    });
    expect(asset).toMatch(/^\/site\/assets\//);

    await context.setOffline(true);
    const fromCache = await page.evaluate(async (src) => (await fetch(src)).status, asset);
    expect(fromCache).toBe(200);
    const api = await page.evaluate(() =>
      fetch('/frontend-api/site-config?partner=7').then(
        (r) => r.status,
        () => 'failed',
      ),
    );
    expect(api).toBe('failed');
    await page.goto(`${world.server.origin}/kk/line?partner=7`);
    const offline = page.locator('[data-testid="offline-page"]');
    await offline.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('kk');
    expect(await offline.locator('h1').textContent()).toBe('Интернетке қосылым жоқ');
    await context.setOffline(false);
    await context.close();
  }, 120_000);
});
