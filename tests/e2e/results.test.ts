/**
 * Results in Chromium against the real server (docs/feed-and-betting.md "Results"): the development feed is
 * fast-forwarded past a football game's end, and at phone (390 px) and desktop (1366 px) width the results page of
 * its championship and day shows that game with the final score the results call answers; the day is changed
 * from the keyboard; in Arabic the page reads right to left without overflowing the phone's width.
 */
import { resultsResponseSchema } from '@betframe/sdk/feed';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { fastForwardFeed } from '../support/player';

const world = useServerAndBrowser();

const gamesBody = z.object({
  data: z.object({
    attributes: z.object({
      games: z.array(z.object({ id: z.number(), champId: z.number(), start: z.number() }).loose()),
    }),
  }),
});
const clockBody = z.object({ data: z.object({ feedTime: z.string() }).loose() });

let game: { id: number; champId: number; date: string; total: [number, number] };

beforeAll(async () => {
  const origin = world.server.origin;
  const res = await fetch(`${origin}/service-api/LineFeed/Get1x2_VZip?lng=en&sports=1&count=200`);
  const next = gamesBody.parse(await res.json()).data.attributes.games.sort((a, b) => a.start - b.start)[0];
  if (!next) throw new Error('no football game in the line');
  const clock = clockBody.parse(await (await fetch(`${origin}/dev/feed/clock`)).json());
  const feedNow = Date.parse(clock.data.feedTime);
  // Until its start, then a football match (about 10 minutes at speed 9) and the settle delay, with room to spare.
  await fastForwardFeed(origin, Math.ceil((next.start * 1000 - feedNow) / 60_000) + 15);
  const date = new Date(next.start * 1000).toISOString().slice(0, 10);
  const answer = await fetch(
    `${origin}/service-api/results/GetChampsResultsZip?lng=en&date=${date}&champId=${next.champId}&count=200`,
  );
  const found = resultsResponseSchema
    .parse(await answer.json())
    .data.attributes.champs.flatMap((ch) => ch.games)
    .find((g) => g.id === next.id);
  if (!found) throw new Error(`game ${next.id} is not in the results after the fast-forward`);
  game = { id: next.id, champId: next.champId, date, total: found.total };
}, 300_000);

describe('results', () => {
  for (const width of [390, 1366]) {
    it(`at ${width} px the results page shows the fast-forwarded game's final score`, async () => {
      const page = await world.browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 } });
      await page.goto(`${world.server.origin}/en/results/1/${game.champId}?date=${game.date}`);
      const row = page.locator(`[data-testid="results-game"][data-game-id="${game.id}"]`);
      await row.waitFor();
      expect(await row.locator('[data-testid="results-total-1"]').textContent()).toBe(String(game.total[0]));
      expect(await row.locator('[data-testid="results-total-2"]').textContent()).toBe(String(game.total[1]));
      expect(await row.locator('thead th').count()).toBe(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The previous day, from the keyboard.
      await page.locator('[data-testid="results-prev"]').focus();
      await page.keyboard.press('Enter');
      const yesterday = new Date(Date.parse(`${game.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await expect.poll(() => page.locator('input[type="date"]').inputValue()).toBe(yesterday);
      await row.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('date')).toBe(yesterday);
      await page.close();
    }, 120_000);
  }

  it('in Arabic the page reads right to left and fits the phone', async () => {
    const page = await world.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${world.server.origin}/ar/results/1/${game.champId}?date=${game.date}`);
    await page.locator(`[data-testid="results-game"][data-game-id="${game.id}"]`).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.locator('[data-testid="results"]').textContent()).toContain('النتيجة النهائية');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: 'test-results/results-ar-390.png' });
    await page.close();
  }, 120_000);
});
