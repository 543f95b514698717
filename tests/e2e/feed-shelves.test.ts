/**
 * The home page's feed shelves in Chromium against the real server (docs/feed-and-betting.md "Previews, banners
 * and shelves"): at a phone's (390 px) and a desktop's (1366 px) width, in English and in Arabic, the banners'
 * slider, the top games and the suggested express show what the feed answers; the express goes into the bet slip
 * from the keyboard, and a banner's price is picked and shows as pressed; nothing is wider than the screen and
 * Arabic reads right to left.
 */
import { bannerResponseSchema } from '@betframe/sdk/feed';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import ar from '../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../sdk/src/i18n/dictionaries/en/app.json';
import { useServerAndBrowser } from '../support/e2e-world';

const world = useServerAndBrowser();
const texts = { en, ar } as const;

async function consentedPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await world.browser.newContext({ viewport });
  await context.addInitScript(() => {
    localStorage.setItem('cookiesAgreeLevel', '3');
    localStorage.setItem('cookiesAgreeTime', String(Date.now()));
  });
  return context.newPage();
}

describe('home page feed shelves', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const width of [390, 1366]) {
      it(`in ${lang} at ${width} px: slider, top games, the suggested express into the slip`, async () => {
        const banners = bannerResponseSchema.parse(
          await (await fetch(`${world.server.origin}/service-api/gamespreview/getbanner?lng=${lang}`)).json(),
        ).data.attributes.banners;
        expect(banners.length).toBeGreaterThan(0);

        const page = await consentedPage({ width, height: width < 768 ? 844 : 900 });
        await page.goto(`${world.server.origin}/${lang}`);
        const slider = page.locator('[data-testid="shelf-slider"]');
        await slider.waitFor({ timeout: 30_000 });
        // The slider shows the banners the server answers (their games may have moved on a tick: ids, not prices).
        const shown = await slider
          .locator('[data-testid="shelf-banner"]')
          .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-game-id'))));
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.every((id) => banners.some((b) => b.gameId === id))).toBe(true);
        await page.locator('[data-testid="shelf-top-game"]').first().waitFor();
        const headings = await page.locator('[data-shelf] > h2').allTextContents();
        expect(headings).toEqual(expect.arrayContaining([texts[lang].shelves_featured, texts[lang].shelves_top_games]));

        await page
          .locator('[data-shelf="shelf-banners"]')
          .screenshot({ path: `test-results/feed-shelves-${lang}-${width}-top.png` });
        // A banner's first price, picked: pressed on the shelf.
        const price = slider.locator('[data-testid="shelf-banner"] button[data-outcome]').first();
        const pickedGame = Number(((await price.getAttribute('data-outcome')) ?? '').split(':')[0]);
        await price.click();
        await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');

        // The suggested express, from the keyboard: its legs join the slip (a leg on the picked game replaces it).
        const express = page.locator('[data-testid="shelf-express"]');
        await express.waitFor();
        const legGames = await express
          .locator('[data-testid="shelf-express-leg"]')
          .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-game-id'))));
        expect(legGames.length).toBeGreaterThanOrEqual(2);
        await express.locator('[data-testid="shelf-express-add"]').focus();
        await page.keyboard.press('Enter');
        const slip = page.locator('[data-testid="coupon-outcomes"] li');
        const expected = legGames.length + (legGames.includes(pickedGame) ? 0 : 1);
        await expect.poll(() => slip.count(), { timeout: 20_000 }).toBe(expected);

        expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        const text = (await page.locator('[data-testid="home-page"]').textContent()) ?? '';
        expect(text).not.toMatch(/shelves_|express_day_/);
        await page.screenshot({ path: `test-results/feed-shelves-${lang}-${width}.png` });
        await page.context().close();
      }, 120_000);
    }
  }
});
