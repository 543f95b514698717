/**
 * Analytics end to end (docs/analytics.md): the site in Chromium reports the routes a player walks through as
 * `view` events; ten of them with long paths make one batch over 2 KB, which the browser's CompressionStream sends
 * gzip-compressed (`content-encoding: gzip`); the server inflates, stores it, and the operator page counts it.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';

const world = useServerAndBrowser();

describe('analytics', () => {
  it('a batch over 2 KB arrives gzip-compressed, is stored and counted on the operator page', async () => {
    const context = await world.browser.newContext();
    await context.addInitScript(() => {
      localStorage.setItem('cookiesAgreeLevel', '3');
      localStorage.setItem('cookiesAgreeTime', String(Date.now()));
    });
    const page = await context.newPage();
    const batches: { encoding: string | undefined; body: Buffer; status: number }[] = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().endsWith('/analytics-api/event.json')) return;
      const response = await request.response();
      batches.push({
        encoding: (await request.allHeaders())['content-encoding'],
        body: request.postDataBuffer() ?? Buffer.alloc(0),
        status: response?.status() ?? 0,
      });
    });
    await page.goto(`${world.server.origin}/en/information/about`);
    await page.locator('[data-testid="information-page"]').waitFor();
    // The first view goes out on its own; then ten client-side moves with long paths (about 650 bytes an event),
    // so whichever way the 3 s batch timer cuts them, a batch of 10 or of at least 4 is over 2 KB.
    await expect.poll(() => batches.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    for (let n = 0; n < 10; n += 1) {
      await page.evaluate((step) => {
        window.history.pushState(null, '', `/en/walk-${step}-${'x'.repeat(600)}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, n);
      // One render per move (moves in one task would be batched into a single render, a single view).
      await page.waitForTimeout(40);
    }
    await expect.poll(() => batches.some((b) => b.encoding === 'gzip'), { timeout: 15_000 }).toBe(true);
    const zipped = batches.find((b) => b.encoding === 'gzip');
    expect(zipped?.status).toBe(200);
    expect(zipped?.body.byteLength).toBeLessThan(2048);
    expect([zipped?.body[0], zipped?.body[1]]).toEqual([0x1f, 0x8b]);
    const text = gunzipSync(zipped?.body ?? Buffer.alloc(0)).toString('utf8');
    expect(text.length).toBeGreaterThan(2048);
    const batch = JSON.parse(text) as { events: { code: string; metadata?: { s1?: string } }[] };
    expect(batch.events.length).toBeGreaterThanOrEqual(4);
    expect(batch.events.length).toBeLessThanOrEqual(10);
    expect(batch.events.every((e) => e.code === 'view' && e.metadata?.s1?.startsWith('/en/walk-'))).toBe(true);
    // The small first batch went as plain JSON.
    expect(batches[0]?.encoding).toBeUndefined();

    const operator = await (await fetch(`${world.server.origin}/operator/analytics?lng=en`)).text();
    const views = Number(/<td>Page viewed<\/td><td>(\d+)<\/td>/.exec(operator)?.[1] ?? '0');
    expect(views).toBeGreaterThanOrEqual(1);
    expect(Number(/(\d+) events/.exec(operator)?.[1] ?? '0')).toBeGreaterThanOrEqual(11);
    await context.close();
  }, 120_000);
});
