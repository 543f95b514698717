/**
 * Player-visible defects left from the last session, at phone (390 px) and desktop (1366 px) width, in English and
 * in Arabic (right to left), against the real server:
 * - home's server-rendered match list holds games not yet started only;
 * - the home shelves print prices in the player's odds format (fractional chosen here), not always as decimals;
 * - a guest's phone action bar offers sign-in and registration, never the deposit;
 * - a sport page's row of top championships holds that sport's only, and is gone for a sport that has none;
 * - the header's balance carries its exact amount in `data-amount-minor`, the office's amount.
 * A pre-match list letting a game go once it starts: widgets/src/line (live-store, host-props tests).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { depositThroughSandbox, officeBalanceMinor, registerInOneClick } from '../support/player';

const world = useServerAndBrowser();

const cases = (['en', 'ar'] as const).flatMap((lang) =>
  [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ].map((viewport) => ({ lang, viewport })),
);

/** A new browser context at `viewport`, cookies agreed, the player's odds format `cfview` chosen (if given). */
async function open(viewport: { width: number; height: number }, path: string, cfview?: number) {
  const context = await world.browser.newContext({ viewport });
  await context.addCookies([{ name: 'cookiesAgreeLevel', value: '3', url: world.server.origin }]);
  await context.addInitScript((view) => {
    localStorage.setItem('cookiesAgreeLevel', '3');
    localStorage.setItem('cookiesAgreeTime', String(Date.now()));
    if (view !== undefined) localStorage.setItem('betframe:cfview', String(view));
  }, cfview);
  const page = await context.newPage();
  await page.goto(`${world.server.origin}${path}`);
  return { context, page };
}

const feed = async (path: string) => (await fetch(`${world.server.origin}/service-api/LineFeed/${path}`)).json();
const champIds = async (path: string): Promise<number[]> =>
  ((await feed(path)) as { data: { attributes: { champs: Array<{ id: number }> } } }).data.attributes.champs.map(
    (c) => c.id,
  );

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('player polish', () => {
  for (const c of cases) {
    it(`home at ${c.viewport.width} px in ${c.lang}: prices in the player's odds format; a guest's bar offers sign-in`, async () => {
      // The server-rendered match list (folded under "Matches"): games not yet started only — started ones are live.
      const before = Date.now();
      const html = await (await fetch(`${world.server.origin}/${c.lang}`)).text();
      const starts = [...html.matchAll(/<ul class="site-ssr-games">(.*?)<\/ul>/g)].flatMap((m) =>
        [...(m[1] ?? '').matchAll(/<time datetime="([^"]+)">/g)].map((t) => Date.parse(t[1] ?? '')),
      );
      expect(starts.length).toBeGreaterThan(5);
      for (const start of starts) expect(start).toBeGreaterThan(before);

      const { context, page } = await open(c.viewport, `/${c.lang}`, 1);
      await page.locator('#shelf-top').waitFor({ timeout: 60_000 });
      const prices = await page.locator('[data-testid="shelf-top"] .bf-ui-odds-price').allTextContents();
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(price).toMatch(/^\d+\/\d+$/);
      const total = page.locator('[data-testid="shelf-express-coef"]');
      if (await total.count()) expect(await total.textContent()).toMatch(/^\d+\/\d+$/);

      // The phone's action bar: a guest is offered sign-in and registration, never the deposit.
      expect(await page.locator('[data-testid="bottom-deposit"]').count()).toBe(0);
      const signIn = page.locator('[data-testid="bottom-sign-in"]');
      const registration = page.locator('[data-testid="bottom-registration"]');
      expect(await signIn.getAttribute('href')).toBe(`/${c.lang}/login`);
      expect(await registration.getAttribute('href')).toBe(`/${c.lang}/registration`);
      if (c.viewport.width < 768) {
        expect(await signIn.isVisible()).toBe(true);
        expect(await registration.isVisible()).toBe(true);
        for (const link of [signIn, registration]) {
          const box = await link.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= c.viewport.width).toBe(true);
        }
      } else {
        expect(await page.locator('[data-testid="bottom-actions"]').isVisible()).toBe(false);
      }
      expect(await noSidewaysScroll(page)).toBe(true);
      await context.close();
    }, 180_000);
  }

  for (const c of cases) {
    it(`a sport page at ${c.viewport.width} px in ${c.lang}: its own top championships only, none → no row`, async () => {
      const sports = (
        (await feed('GetSportsShortZip?lng=en')) as { data: { attributes: { sports: Array<{ id: number }> } } }
      ).data.attributes.sports;
      const tops = await Promise.all(
        sports.map(async (s) => ({ id: s.id, top: await champIds(`WebGetTopChampsZip?lng=en&sports=${s.id}`) })),
      );
      const withTop = tops.find((s) => s.top.length > 0);
      if (!withTop) throw new Error('no sport with a top championship');
      const { context, page } = await open(c.viewport, `/${c.lang}/line/${withTop.id}`);
      const chips = page.locator('[data-testid="line-top-champs"] [data-champ-id]');
      await chips.first().waitFor({ timeout: 60_000 });
      const shown = (await chips.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-champ-id'))))).sort();
      // The feed's answer can move on (a championship's last game starting) between the two reads: a subset.
      const own = await champIds(`GetChampsZip?lng=en&sports=${withTop.id}`);
      for (const id of shown) expect(own).toContain(id);
      expect(await noSidewaysScroll(page)).toBe(true);

      const without = tops.find((s) => s.top.length === 0 && s.id !== withTop.id);
      if (!without) throw new Error('no sport without a top championship');
      await page.goto(`${world.server.origin}/${c.lang}/line/${without.id}`);
      await page.locator('[data-testid="line-champs-toggle"]').waitFor({ timeout: 60_000 });
      await page.locator('[data-testid="event-row"]').first().waitFor({ timeout: 60_000 });
      await expect.poll(() => page.locator('[data-testid="line-top-champs"]').count()).toBe(0);
      await context.close();
    }, 180_000);
  }

  it('the header balance says its exact amount in data-amount-minor, at both widths in en and ar', async () => {
    const { context, page } = await open({ width: 1366, height: 900 }, '/en');
    await registerInOneClick(page, world.server.origin);
    await depositThroughSandbox(page, world.server.origin, '1234.50');
    await expect.poll(() => officeBalanceMinor(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(123_450);
    const office = await officeBalanceMinor(page);
    for (const c of cases) {
      await page.setViewportSize(c.viewport);
      await page.goto(`${world.server.origin}/${c.lang}`);
      const header = page.locator('[data-testid="header-balance"]');
      await header.waitFor({ timeout: 60_000 });
      expect(Number(await header.getAttribute('data-amount-minor'))).toBe(office);
      expect(await header.isVisible()).toBe(true);
    }
    await context.close();
  }, 240_000);
});
