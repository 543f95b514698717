/**
 * Player-visible layout defects of the screenshot sweep, at phone (390 px) and desktop (1366 px) width, in English
 * and in Arabic (right to left), against the real server:
 * - home: the server-rendered match links (there for crawlers and visitors without script) are folded under their
 *   heading in the server's HTML, so a phone's first screen shows the product — the featured matches' heading is
 *   on it — and the client's takeover moves nothing (layout shifts ≤ 0.1 until the shelves have arrived);
 * - the virtual sports page: no empty row of top championships (virtual sports have none) between the sports and
 *   the championships by country, and the page does not scroll sideways.
 * The race rows' "Running" and the race view's first placing are component tests (game-list, virtual-race).
 */
import { VIRTUAL_RACING_IDS } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';

const world = useServerAndBrowser();
const RACING = VIRTUAL_RACING_IDS[0] as number;

/** Runs before the page's own script: the layout shifts without input, from the first paint on. */
const watchShifts = `(() => {
  const seen = { shifts: [] };
  window.__shifts = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) seen.shifts.push(e.value);
  }).observe({ type: 'layout-shift', buffered: true });
})()`;
const cls = '(() => window.__shifts.shifts.reduce((a, b) => a + b, 0))()';

const cases = (['en', 'ar'] as const).flatMap((lang) =>
  [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ].map((viewport) => ({ lang, viewport })),
);

async function open(viewport: { width: number; height: number }, path: string) {
  const context = await world.browser.newContext({ viewport });
  await context.addCookies([{ name: 'cookiesAgreeLevel', value: '3', url: world.server.origin }]);
  await context.addInitScript(() => {
    localStorage.setItem('cookiesAgreeLevel', '3');
    localStorage.setItem('cookiesAgreeTime', String(Date.now()));
  });
  await context.addInitScript(watchShifts);
  const page = await context.newPage();
  await page.goto(`${world.server.origin}${path}`);
  return { context, page };
}

describe('layout sweep', () => {
  for (const c of cases) {
    it(`home at ${c.viewport.width} px in ${c.lang}: the match links folded, the product on the first screen, nothing moves`, async () => {
      // The server's HTML keeps every match link, folded under its heading.
      const html = await (await fetch(`${world.server.origin}/${c.lang}`)).text();
      const folded =
        /<details class="site-ssr-more"><summary><h2>[^<]+<\/h2><\/summary><ul class="site-ssr-games">(.*?)<\/ul><\/details>/.exec(
          html,
        );
      expect(folded).not.toBeNull();
      expect((folded?.[1] ?? '').match(/<a href="\/[a-z]{2}\/line\/\d+\/\d+\/\d+">/g)?.length ?? 0).toBeGreaterThan(5);

      const { context, page } = await open(c.viewport, `/${c.lang}`);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(c.lang === 'ar' ? 'rtl' : 'ltr');
      const featured = page.locator('#shelf-banners');
      await featured.waitFor({ timeout: 60_000 });
      await page.locator('[data-shelf="shelf-banners"] [aria-busy]').waitFor({ state: 'detached', timeout: 60_000 });
      const details = page.locator('main#main details.site-ssr-more');
      expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      // The folded list takes no room; the featured matches' heading is on the first screen.
      expect(await page.locator('main#main .site-ssr-games').isVisible()).toBe(false);
      const top = await featured.evaluate((h) => h.getBoundingClientRect().top);
      expect(top).toBeLessThan(c.viewport.height - 40);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Nothing the visitor saw moved while the site took over and the shelves arrived.
      const shifted = (await page.evaluate(cls)) as number;
      expect(shifted).toBeLessThanOrEqual(0.1);
      // A visitor can open the list: the links are there.
      await details.locator('summary').click();
      expect(await page.locator('main#main .site-ssr-games a').first().isVisible()).toBe(true);
      await context.close();
    });

    it(`virtual sports at ${c.viewport.width} px in ${c.lang}: no empty strip of top championships`, async () => {
      for (const path of [`/${c.lang}/virtual`, `/${c.lang}/virtual/${RACING}`]) {
        const { context, page } = await open(c.viewport, path);
        const list = page.locator('[data-testid="virtual-sports-page"] [data-testid="event-row"]').first();
        await list.waitFor({ timeout: 60_000 });
        await page.locator('[data-testid="virtual-sports-page"] [data-testid="line-top-champs"]').waitFor({
          state: 'detached',
          timeout: 30_000,
        });
        // The sports' row and the championships' bar follow each other with no empty block between them.
        const sports = await page
          .locator('[data-testid="virtual-sports-page"] [data-testid="line-sports"]')
          .boundingBox();
        const toggle = await page
          .locator('[data-testid="virtual-sports-page"] [data-testid="line-champs-toggle"]')
          .boundingBox();
        const gap = sports && toggle ? toggle.y - (sports.y + sports.height) : -1;
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThan(30);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await context.close();
      }
    });
  }
});
