/**
 * The player's language reaches every name and figure (Chromium against the real server): a pick made on the
 * English site shows in Arabic in the bet slip once the player switches the site to Arabic (the slip takes the
 * feed's names in the page's language), and the office's balance is formatted for the language (not "1000.00 RUB"),
 * its amount kept machine-readable in `data-amount-minor`; a date in Kazakh is not the ISO form Chromium falls back
 * to without Kazakh date data (the formatter's locale, `toIntlLocale`, reads it as ru-KZ then).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { officeBalanceMinor, registerInOneClick } from '../support/player';

const world = useServerAndBrowser();

const gamesBody = z.object({
  data: z.object({
    attributes: z.object({
      games: z.array(z.object({ id: z.number(), champId: z.number(), team1: z.object({ name: z.string() }) })),
    }),
  }),
});

/** A football game four hours or more away, never the first of the line, with its home team's name in `lng`. */
async function laterGame(lng: string, id?: number): Promise<{ id: number; champId: number; home: string }> {
  const response = await fetch(
    `${world.server.origin}/service-api/LineFeed/Get1x2_VZip?sports=1&period=3&count=20&lng=${lng}`,
  );
  const games = gamesBody.parse(await response.json()).data.attributes.games.slice(1);
  const game = id === undefined ? games[0] : games.find((g) => g.id === id);
  if (!game) throw new Error('no football game four hours away');
  return { id: game.id, champId: game.champId, home: game.team1.name };
}

async function newPage(): Promise<Page> {
  const context = await world.browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => {
    localStorage.setItem('cookiesAgreeLevel', '3');
    localStorage.setItem('cookiesAgreeTime', String(Date.now()));
  });
  return context.newPage();
}

describe('the player’s language', () => {
  it('a pick made in English shows in Arabic in the slip after the switch to Arabic', async () => {
    const game = await laterGame('en');
    const arabic = await laterGame('ar', game.id);
    expect(arabic.home).not.toBe(game.home);
    const page = await newPage();
    await page.goto(`${world.server.origin}/en/line/1/${game.champId}/${game.id}`);
    const view = page.locator(`[data-testid="game-view"][data-game-id="${game.id}"]`);
    await view.waitFor({ timeout: 60_000 });
    const button = view.locator(`button[data-outcome-id^="${game.id}:"]:not([disabled])`).first();
    await button.waitFor();
    const outcomeId = (await button.getAttribute('data-outcome-id')) ?? '';
    await button.click();
    const leg = page.locator(`[data-testid="coupon-outcomes"] li[data-outcome-id="${outcomeId}"]`);
    await leg.waitFor({ timeout: 30_000 });
    expect(await leg.textContent()).toContain(game.home);

    // The language switch in the site's settings (a link to the same page in Arabic).
    await page
      .locator('.site-languages a[hreflang="ar"]')
      .first()
      .evaluate((a: HTMLAnchorElement) => a.click());
    await page.waitForURL((url) => url.pathname.startsWith('/ar/'));
    const arabicLeg = page.locator(`[data-testid="coupon-outcomes"] li[data-outcome-id="${outcomeId}"]`);
    await arabicLeg.waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await arabicLeg.textContent()) ?? '', { timeout: 20_000 }).toContain(arabic.home);
    expect(await arabicLeg.textContent()).not.toContain(game.home);
    // Kept so: the coupon in the browser now holds the Arabic names.
    const kept = await page.evaluate(() => localStorage.getItem('betframe:coupon') ?? '');
    expect(kept).toContain(arabic.home);
    await page.context().close();
  }, 180_000);

  it('dates in Kazakh are written as the language writes them, not as ISO (Chromium lacks kk date data)', async () => {
    const page = await newPage();
    await page.goto(`${world.server.origin}/kk/express-day`);
    const leg = page.locator('[data-testid="express-day-leg"]').first();
    await leg.waitFor({ timeout: 60_000 });
    const text = (await leg.textContent()) ?? '';
    expect(text).toMatch(/\d{2}\.\d{2}\.\d{2,4}/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await page.context().close();
  }, 120_000);

  it('the office balance is formatted per language and readable as minor units', async () => {
    const page = await newPage();
    await registerInOneClick(page, world.server.origin);
    for (const lang of ['en', 'ru', 'kk', 'ar']) {
      await page.goto(`${world.server.origin}/${lang}/office/account`);
      const balance = page.locator('[data-testid="office-active-balance"]');
      await balance.waitFor({ timeout: 30_000 });
      const minor = await officeBalanceMinor(page);
      expect(Number.isSafeInteger(minor)).toBe(true);
      const text = (await balance.textContent()) ?? '';
      expect(text, lang).not.toMatch(/^\d+\.\d\d [A-Z]{3}$/);
      expect(text, lang).not.toContain('RUB');
    }
    await page.context().close();
  }, 180_000);
});
