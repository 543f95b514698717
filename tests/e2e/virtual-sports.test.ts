/**
 * Virtual sports on the site against the real server (docs/feed-and-betting.md "Virtual sports"): the virtual page
 * lists the next virtual football events, a signed-in player backs one from the line through the slip, the
 * development feed is fast-forwarded past its end, the game page's match view shows the final result (said in its
 * live region) and the bet is settled in the office's bets history. At phone (390 px) and desktop (1366 px) width,
 * in English and in Arabic (right to left).
 */
import { VIRTUAL_SPORT_IDS } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { fastForwardFeed, signIn } from '../support/player';

const world = useServerAndBrowser();
const FOOTBALL = VIRTUAL_SPORT_IDS[0] as number;

const gamesBody = z.object({
  data: z.object({
    attributes: z.object({
      games: z.array(z.object({ id: z.number(), champId: z.number(), start: z.number() }).loose()),
    }),
  }),
});
const clockBody = z.object({ data: z.object({ feedTime: z.string() }).loose() });

async function feedNow(): Promise<number> {
  const clock = clockBody.parse(await (await fetch(`${world.server.origin}/dev/feed/clock`)).json());
  return Date.parse(clock.data.feedTime);
}

/** The next virtual football event 150 s or more away on the feed clock (time to load the page and bet). */
async function nextEvent() {
  const now = await feedNow();
  const res = await fetch(`${world.server.origin}/service-api/LineFeed/Get1x2_VZip?lng=en&sports=${FOOTBALL}&count=50`);
  const games = gamesBody.parse(await res.json()).data.attributes.games.sort((a, b) => a.start - b.start);
  const pick = games.find((g) => g.start * 1000 >= now + 150_000);
  if (!pick) throw new Error('no virtual football event in the next hour');
  return { ...pick, minutesAway: (pick.start * 1000 - now) / 60_000 };
}

const players = {
  en: { login: 'demo', password: 'Demo-Pass-1', final: 'Final result' },
  ar: { login: 'demo2', password: 'Demo-Pass-2', final: 'النتيجة النهائية' },
} as const;
const cases = (['en', 'ar'] as const).flatMap((lang) =>
  [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ].map((viewport) => ({ lang, viewport, ...players[lang] })),
);

describe('virtual sports', () => {
  for (const c of cases) {
    it(`at ${c.viewport.width} px in ${c.lang}: listed, backed, played out, settled in the history`, async () => {
      const context = await world.browser.newContext({ viewport: c.viewport });
      await context.addInitScript(() => {
        localStorage.setItem('cookiesAgreeLevel', '3');
        localStorage.setItem('cookiesAgreeTime', String(Date.now()));
      });
      const page = await context.newPage();
      await page.goto(`${world.server.origin}/${c.lang}/login`);
      await signIn(page, c.login, c.password);
      await page.locator('[data-testid="header-balance"]').waitFor();

      // Listed on the virtual sports page.
      const event = await nextEvent();
      await page.goto(`${world.server.origin}/${c.lang}/virtual`);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(c.lang === 'ar' ? 'rtl' : 'ltr');
      const row = page.locator(`[data-testid="virtual-sports-page"] [data-game-id="${event.id}"]`);
      await row.waitFor({ timeout: 60_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Backed through the slip.
      await row.locator('button[data-outcome-id]').first().click();
      if (c.viewport.width < 1200) await page.locator('[data-testid="bottom-slip"]').click();
      await page.locator('[data-testid="coupon-stake"]').fill('10');
      for (let attempt = 0; attempt < 20; attempt += 1) {
        if (await page.locator('[data-testid="coupon-receipt"]').count()) break;
        const place = page.locator('[data-testid="coupon-place"]');
        if (await place.isEnabled()) await place.click();
        await page.waitForTimeout(1000);
      }
      const receipt = page.locator('[data-testid="coupon-receipt"] [data-bet-id]');
      await receipt.waitFor({ timeout: 30_000 });
      const betId = Number(await receipt.getAttribute('data-bet-id'));

      // The match view follows the event on the page's feed stream while the clock is moved past its end.
      await page.goto(`${world.server.origin}/${c.lang}/line/${FOOTBALL}/${event.champId}/${event.id}`);
      const view = page.locator('[data-testid="virtual-match"]');
      await view.waitFor({ timeout: 60_000 });
      expect(await view.locator('[role="status"]').count()).toBe(1);
      expect(await view.locator('.bf-vm-stage').getAttribute('aria-hidden')).toBe('true');
      await fastForwardFeed(world.server.origin, Math.ceil(event.minutesAway) + 3);
      const result = view.locator('[data-testid="virtual-result"]');
      await result.waitFor({ timeout: 60_000 });
      expect(await view.getAttribute('data-phase')).toBe('finished');
      expect(await result.textContent()).toContain(c.final);
      expect(await result.getAttribute('aria-live')).toBe('polite');
      await page.screenshot({ path: `test-results/virtual-${c.lang}-${c.viewport.width}.png` });

      // Settled in the bets history.
      await page.goto(`${world.server.origin}/${c.lang}/office/bets-history`);
      const bet = page.locator(`[data-testid="office-bets"] li[data-bet-id="${betId}"]`);
      await bet.waitFor({ timeout: 30_000 });
      await expect
        .poll(
          async () => {
            const status = await bet.getAttribute('data-status');
            if (status === 'open') await page.reload();
            return status;
          },
          { timeout: 60_000, interval: 2000 },
        )
        .toMatch(/^(won|lost)$/);
      await context.close();
    }, 600_000);
  }
});
