/**
 * Duels in Chromium against the real server (docs/feed-and-betting.md "Duels"): at a phone's (390 px) and a
 * desktop's (1366 px) width, in English and in Arabic, the demo player pairs two teams of different games in the
 * home page's duel builder, sees the three prices, adds one to the slip and places it; after a fast-forward of the
 * development feed past both games the bet is settled in "my bets". Nothing is wider than the screen and Arabic
 * reads right to left.
 */
import { duelPlayersAnswerSchema } from '@betframe/sdk/feed';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import ar from '../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../sdk/src/i18n/dictionaries/en/app.json';
import { useServerAndBrowser } from '../support/e2e-world';
import { choose, fastForwardFeed, signIn } from '../support/player';

const world = useServerAndBrowser();
const texts = { en, ar } as const;
const clockBody = z.object({ data: z.object({ feedTime: z.string() }) });

async function signedInPage(lang: 'en' | 'ar', width: number): Promise<Page> {
  const context = await world.browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
  await context.addInitScript(() => {
    localStorage.setItem('cookiesAgreeLevel', '3');
    localStorage.setItem('cookiesAgreeTime', String(Date.now()));
  });
  const page = await context.newPage();
  await page.goto(`${world.server.origin}/${lang}/login`);
  await signIn(page, 'demo', 'Demo-Pass-1');
  await page.locator('[data-testid="header-balance"]').waitFor();
  return page;
}

/** Two teams of different games of one slot starting 25 minutes or more ahead (the builder lists them too). */
async function pair(lang: string) {
  const origin = world.server.origin;
  const feedTime = Date.parse(clockBody.parse(await (await fetch(`${origin}/dev/feed/clock`)).json()).data.feedTime);
  const answer = await fetch(`${origin}/service-api/LineFeed/GetAvailablePlayersForDuel?lng=${lang}&count=120`);
  const players = duelPlayersAnswerSchema.parse(await answer.json()).data.attributes.players;
  for (const a of players) {
    if (a.start * 1000 < feedTime + 25 * 60_000) continue;
    const b = players.find((p) => p.slot === a.slot && p.sportId === a.sportId && p.gameId !== a.gameId);
    if (b) return { a, b, feedTime, last: Math.max(a.start, b.start) * 1000 };
  }
  throw new Error('no teams to pair');
}

describe('duels', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const width of [390, 1366]) {
      it(`in ${lang} at ${width} px: build a duel, place it, see it settled`, async () => {
        const page = await signedInPage(lang, width);
        const { a, b, feedTime, last } = await pair(lang);
        await page.goto(`${world.server.origin}/${lang}`);
        const builder = page.locator('[data-testid="duel-builder"]');
        await builder.waitFor({ timeout: 30_000 });
        expect(await page.locator('#shelf-duels').textContent()).toBe(texts[lang].duel_title);
        await choose(page, '#duel-team1', `${a.gameId}:${a.side}`);
        await choose(page, '#duel-team2', `${b.gameId}:${b.side}`);
        const prices = builder.locator('[data-testid="duel-prices"]');
        await prices.waitFor({ timeout: 30_000 });
        const duelId = Number(await prices.getAttribute('data-duel-id'));
        expect(duelId).toBeGreaterThan(900_000_000_000_000);
        expect(await prices.locator('button[data-outcome]').count()).toBe(3);
        // "As many goals" from the keyboard: into the slip.
        const draw = prices.locator(`button[data-outcome="${duelId}:2:0"]`);
        await draw.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => draw.getAttribute('aria-pressed')).toBe('true');
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page
          .locator('[data-shelf="shelf-duels"]')
          .screenshot({ path: `test-results/duels-${lang}-${width}.png` });

        // On a phone the slip is a panel opened from the bottom bar.
        if (width < 768) await page.locator('[data-testid="bottom-coupon"]').click();
        const slip = page.locator(`[data-testid="coupon-outcomes"] li[data-outcome-id="${duelId}:2:0"]`);
        await slip.waitFor({ timeout: 20_000 });
        await page.locator('[data-testid="coupon-stake"]').fill('10');
        await page.locator('[data-testid="coupon-place"]').click();
        const receipt = page.locator('[data-testid="coupon-receipt"] [data-bet-id]');
        await receipt.waitFor({ timeout: 30_000 });
        const betId = Number(await receipt.getAttribute('data-bet-id'));
        expect(betId).toBeGreaterThan(0);

        // Both games are played out on the server; the duel settles and "my bets" shows it.
        const minutes = Math.ceil((last - feedTime) / 60_000) + 25;
        for (let left = minutes; left > 0; left -= 180) await fastForwardFeed(world.server.origin, Math.min(180, left));
        await page.locator('[data-coupon-tab="bets"]').click();
        const row = page.locator(`[data-testid="my-bets"] li[data-bet-id="${betId}"]`);
        await row.waitFor({ timeout: 30_000 });
        await expect
          .poll(() => row.getAttribute('data-status'), { timeout: 60_000, interval: 500 })
          .toMatch(/^(won|lost|refund)$/);
        await page.context().close();
      }, 600_000);
    }
  }
});
