/**
 * The Asian view in Chromium against the real server process, in en and ar at 390 and 1366 px: the line's
 * "Asian view" toggle lists the goal sports with the Asian total and handicap beside 1X2 (GetAsiaGamesZip), a
 * football game's page in that view shows its Asian handicaps and totals only (quarter lines among them), the
 * choice is remembered, and the demo player places an Asian handicap single from the slip (desktop, en). A top
 * championship's page lists its outrights (GetGlobalChampZip, "Championship winner" with its teams) above its
 * games, in the same languages and widths, and the demo player bets on an outright from the slip; beside each
 * winner outright its top scorer ("Top scorer", the players with their clubs), on which the demo player places a
 * bet from the slip in en and ar at 390 and 1366 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { signIn } from '../support/player';

const world = useServerAndBrowser();

const gamesBody = z.object({
  data: z.object({
    attributes: z.object({
      games: z.array(
        z.object({
          id: z.number(),
          champId: z.number(),
          markets: z.array(z.object({ group: z.number(), outcomes: z.array(z.object({ type: z.number() })) })),
        }),
      ),
    }),
  }),
});

/** A football game four hours or more away (never the first of the line) that offers Asian lines. */
async function asianGame(): Promise<{ id: number; champId: number }> {
  const response = await fetch(
    `${world.server.origin}/service-api/LineFeed/GetAsiaGamesZip?sports=1&period=3&count=20`,
  );
  const games = gamesBody.parse(await response.json()).data.attributes.games.slice(1);
  const game = games.find((g) => g.markets.some((m) => m.group === 2854 && m.outcomes.length === 2));
  if (!game) throw new Error('no football game with Asian lines four hours away');
  return game;
}

async function newPage(width: number, signedIn: boolean): Promise<Page> {
  const context = await world.browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
  await context.addInitScript(() => {
    localStorage.setItem('cookiesAgreeLevel', '3');
    localStorage.setItem('cookiesAgreeTime', String(Date.now()));
  });
  const page = await context.newPage();
  if (signedIn) {
    await page.goto(`${world.server.origin}/en/login`);
    await signIn(page, 'demo', 'Demo-Pass-1');
    await page.locator('[data-testid="header-balance"]').waitFor();
  }
  return page;
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

/** Stakes 10 on the picked outcome in the slip, places it and waits for the receipt. */
async function placeTenFromSlip(page: Page, outcomeId: string): Promise<void> {
  const slip = page.locator('[data-testid="coupon"]');
  await slip.locator(`[data-testid="coupon-outcomes"] li[data-outcome-id="${outcomeId}"]`).waitFor();
  await slip.locator('[data-testid="coupon-stake"]').fill('10');
  const placed = page.waitForResponse((r) => r.url().includes('/LiveBet/Secure/MakeBetWeb'));
  await slip.locator('[data-testid="coupon-place"]').click();
  const answer = await (await placed).json();
  expect(answer.data.attributes.bet).toMatchObject({ summ: 10 });
  await page.locator('[data-testid="coupon-receipt"]').waitFor({ timeout: 30_000 });
}

describe('the Asian view', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const width of [390, 1366]) {
      it(`lists Asian lines and shows a game's Asian markets (${lang}, ${width} px)`, async () => {
        const game = await asianGame();
        const page = await newPage(width, false);
        await page.goto(`${world.server.origin}/${lang}/line/1`);
        expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        const toggle = page.locator('[data-testid="line-asian-view"]');
        await toggle.waitFor({ timeout: 60_000 });
        expect(await toggle.getAttribute('aria-pressed')).toBe('false');
        // From the keyboard: the toggle is a button.
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
        await page.locator('[data-testid="event-row"] button[data-outcome-id*=":27:"]').first().waitFor();
        expect(await page.evaluate(() => localStorage.getItem('betframe:asian-view'))).toBe('1');
        expect(await noSideScroll(page)).toBe(true);

        await page.goto(`${world.server.origin}/${lang}/line/1/${game.champId}/${game.id}`);
        const view = page.locator(`[data-testid="game-view"][data-game-id="${game.id}"]`);
        await view.waitFor({ timeout: 60_000 });
        expect(await view.locator('[data-testid="game-asian-view"]').getAttribute('aria-pressed')).toBe('true');
        const groups = await view
          .locator('[data-market]')
          .evaluateAll((list) => [...new Set(list.map((e) => e.getAttribute('data-market')?.split(':')[0]))]);
        expect(groups.sort()).toEqual(['2854', '99']);
        // Quarter lines (x.25 / x.75) are among the Asian lines.
        const params = await view
          .locator('button[data-outcome-id]')
          .evaluateAll((list) => list.map((b) => Number(b.getAttribute('data-outcome-id')?.split(':')[2])));
        expect(params.some((p) => Math.abs(p * 4) % 2 === 1)).toBe(true);
        expect(await noSideScroll(page)).toBe(true);
        await page.context().close();
      }, 180_000);
    }
  }

  it('places an Asian handicap single from the slip (en, 1366 px)', async () => {
    const game = await asianGame();
    const page = await newPage(1366, true);
    await page.evaluate(() => localStorage.setItem('betframe:asian-view', '1'));
    await page.goto(`${world.server.origin}/en/line/1/${game.champId}/${game.id}`);
    const view = page.locator(`[data-testid="game-view"][data-game-id="${game.id}"]`);
    await view.waitFor({ timeout: 60_000 });
    const handicap = view.locator(`button[data-outcome-id^="${game.id}:27:"]:not([disabled])`).first();
    await handicap.waitFor();
    const outcomeId = (await handicap.getAttribute('data-outcome-id')) ?? '';
    await handicap.click();
    await placeTenFromSlip(page, outcomeId);
    await page.context().close();
  }, 180_000);
});

/** England. Premier League: a top championship, so it has an outright for each day of the line window. */
const PREMIER_LEAGUE = 101;

describe('outrights', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const width of [390, 1366]) {
      it(`a top championship's page lists its outrights (${lang}, ${width} px)`, async () => {
        const page = await newPage(width, false);
        await page.goto(`${world.server.origin}/${lang}/line/1/${PREMIER_LEAGUE}`);
        expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        const section = page.locator('[data-testid="outrights"]');
        await section.waitFor({ timeout: 60_000 });
        expect(await section.locator('h3').textContent()).toBe(lang === 'en' ? 'Outrights' : 'الرهانات طويلة الأمد');
        const titles = await section.locator('h4').allTextContents();
        expect(titles.length).toBeGreaterThan(1);
        expect(titles[0]).toContain(lang === 'en' ? 'Winner: England. Premier League' : 'الفائز');
        // Twelve teams at most, each a price button that works from the keyboard.
        const first = section.locator('[data-outright]').first().locator('button[data-outcome-id]');
        expect(await first.count()).toBeGreaterThan(1);
        expect(await first.count()).toBeLessThanOrEqual(12);
        await first.first().focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => first.first().getAttribute('aria-pressed')).toBe('true');
        expect(await noSideScroll(page)).toBe(true);
        await page.context().close();
      }, 180_000);
    }
  }

  it('places a bet on an outright from the slip (en, 1366 px)', async () => {
    const page = await newPage(1366, true);
    await page.goto(`${world.server.origin}/en/line/1/${PREMIER_LEAGUE}`);
    const section = page.locator('[data-testid="outrights"]');
    await section.waitFor({ timeout: 60_000 });
    // The last winner outright listed: its window starts days away, so bets stay open whatever the time of day.
    const price = section.locator('button[data-outcome-id*=":70:"]:not([disabled])').last();
    const outcomeId = (await price.getAttribute('data-outcome-id')) ?? '';
    expect(outcomeId).toMatch(/^\d+:70:\d+$/);
    await price.click();
    await placeTenFromSlip(page, outcomeId);
    await page.context().close();
  }, 180_000);

  for (const lang of ['en', 'ar'] as const) {
    for (const width of [390, 1366]) {
      it(`places a bet on a top scorer from the slip (${lang}, ${width} px)`, async () => {
        const page = await newPage(width, true);
        await page.goto(`${world.server.origin}/${lang}/line/1/${PREMIER_LEAGUE}`);
        expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        const section = page.locator('[data-testid="outrights"]');
        await section.waitFor({ timeout: 60_000 });
        // The last top-scorer outright: its window starts days away, so bets stay open whatever the time of day.
        const market = section
          .locator('[data-outright]')
          .filter({ has: page.locator('button[data-outcome-id*=":71:"]') });
        const last = market.last();
        expect(await last.locator('h4').textContent()).toContain(
          lang === 'en' ? 'Top scorer: England' : 'هدّاف البطولة',
        );
        const prices = last.locator('button[data-outcome-id*=":71:"]:not([disabled])');
        expect(await prices.count()).toBeGreaterThan(1);
        expect(await prices.count()).toBeLessThanOrEqual(12);
        // A player with their club: "Surname F. (Club)".
        expect(await prices.first().textContent()).toMatch(/\(.+\)/);
        const price = prices.first();
        const outcomeId = (await price.getAttribute('data-outcome-id')) ?? '';
        expect(outcomeId).toMatch(/^\d+:71:\d+$/);
        await price.click();
        expect(await noSideScroll(page)).toBe(true);
        // On a phone the slip is a panel opened from the bottom bar.
        if (width < 768) await page.locator('[data-testid="bottom-coupon"]').click();
        await placeTenFromSlip(page, outcomeId);
        await page.context().close();
      }, 180_000);
    }
  }
});
