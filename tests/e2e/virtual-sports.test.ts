/**
 * Virtual sports on the site against the real server (docs/feed-and-betting.md "Virtual sports"): the virtual page
 * lists the next virtual football events (and, on the horse racing page, the next races), a signed-in player backs
 * one from the line through the slip (a race: the favourite's Win price), the development feed is fast-forwarded
 * past its end, the game page's match view shows the final result or the finishing order (said in its live region)
 * and the bet is settled in the office's bets history. At phone (390 px) and desktop (1366 px) width, in English
 * and in Arabic (right to left).
 */
import { VIRTUAL_RACING_IDS, VIRTUAL_SPORT_IDS } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { fastForwardFeed, signIn } from '../support/player';

const world = useServerAndBrowser();
const FOOTBALL = VIRTUAL_SPORT_IDS[0] as number;
const RACING = VIRTUAL_RACING_IDS[0] as number;

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

/** The next event of a virtual sport 150 s or more away on the feed clock (time to load the page and bet). */
async function nextEvent(sport: number) {
  const now = await feedNow();
  const res = await fetch(`${world.server.origin}/service-api/LineFeed/Get1x2_VZip?lng=en&sports=${sport}&count=50`);
  const games = gamesBody.parse(await res.json()).data.attributes.games.sort((a, b) => a.start - b.start);
  const pick = games.find((g) => g.start * 1000 >= now + 150_000);
  if (!pick) throw new Error(`no event of virtual sport ${sport} in the next hour`);
  return { ...pick, minutesAway: (pick.start * 1000 - now) / 60_000 };
}

const players = {
  en: { login: 'demo', password: 'Demo-Pass-1', final: 'Final result', order: 'Finishing order' },
  ar: { login: 'demo2', password: 'Demo-Pass-2', final: 'النتيجة النهائية', order: 'ترتيب الوصول' },
} as const;
const cases = (['en', 'ar'] as const).flatMap((lang) =>
  [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ].flatMap((viewport) => [FOOTBALL, RACING].map((sport) => ({ lang, viewport, sport, ...players[lang] }))),
);

describe('virtual sports', () => {
  for (const c of cases) {
    const what = c.sport === RACING ? 'a race' : 'a match';
    it(`${what} at ${c.viewport.width} px in ${c.lang}: listed, backed, played out, settled in the history`, async () => {
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
      const event = await nextEvent(c.sport);
      await page.goto(`${world.server.origin}/${c.lang}/virtual${c.sport === RACING ? `/${RACING}` : ''}`);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(c.lang === 'ar' ? 'rtl' : 'ltr');
      const row = page.locator(`[data-testid="virtual-sports-page"] [data-game-id="${event.id}"]`);
      await row.waitFor({ timeout: 60_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      if (c.sport === RACING) expect(await row.locator('[data-testid="race-runners"]').textContent()).toMatch(/\d/);

      // Backed through the slip (a race's first price is its favourite's Win).
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
      await page.goto(`${world.server.origin}/${c.lang}/line/${c.sport}/${event.champId}/${event.id}`);
      const race = c.sport === RACING;
      const view = page.locator(`[data-testid="${race ? 'virtual-race' : 'virtual-match'}"]`);
      await view.waitFor({ timeout: 60_000 });
      expect(await view.locator('[role="status"]').count()).toBe(1);
      expect(await view.locator(race ? '.bf-vr-track' : '.bf-vm-stage').getAttribute('aria-hidden')).toBe('true');
      // A race's page is headed by its title once (not "title — title") and lists every runner's Win and Place prices.
      if (race) expect(await page.locator('h1').first().textContent()).not.toContain(' — ');
      if (race)
        expect(await page.locator('[data-testid="game-view"] button[data-outcome-id*=":81:"]').count()).toBe(
          await view.locator('.bf-vr-horse').count(),
        );
      await fastForwardFeed(world.server.origin, Math.ceil(event.minutesAway) + 3);
      const result = view.locator('[data-testid="virtual-result"]');
      await result.waitFor({ timeout: 60_000 });
      expect(await view.getAttribute('data-phase')).toBe('finished');
      if (race) {
        expect(await result.locator('li').count()).toBe(await view.locator('.bf-vr-horse').count());
        expect(await view.locator('[role="status"]').textContent()).toContain(c.order);
      } else {
        expect(await result.textContent()).toContain(c.final);
        expect(await result.getAttribute('aria-live')).toBe('polite');
      }
      await page.screenshot({ path: `test-results/virtual-${c.sport}-${c.lang}-${c.viewport.width}.png` });

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
