/**
 * The line widget live, end to end in Chromium against the real server: a partner page on the second origin
 * mounts the line (live, in a frame). A running live clock moves on its own between the feed's score deltas (the
 * feed plays 9× faster than real time and sends a score delta once a match minute), and the game page's
 * statistics link, pressed inside the partner's frame, opens the statistics frame in a window of its own.
 */
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';

const world = useServerAndBrowser();

const partnerPage = (sportsbook: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Partner live page</title>
<script>
(function (w, n) { w[n] = w[n] || function () { (w[n].q = w[n].q || []).push(arguments); }; })(window, 'Betframe');
Betframe('init', { partner: 1, lang: 'en' });
Betframe('mount', 'line', { target: '#line', props: { mode: 'live' } });
</script>
<script async src="${sportsbook}/sdk/loader.js"></script>
</head><body><div id="line"></div></body></html>`;

async function lineFrame(page: Page): Promise<Frame> {
  for (let i = 0; i < 400; i += 1) {
    const frame = page.frames().find((f) => f.url().includes('/sdk/frame/line?'));
    if (frame) return frame;
    await page.waitForTimeout(50);
  }
  throw new Error('no line frame');
}

/** `m:ss` at the end of a clock's text, in seconds. */
const secondsOf = (text: string | null) => {
  const match = /(\d+):(\d\d)$/.exec(text?.trim() ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

describe('line widget live', () => {
  it('a running clock moves on its own; the statistics link opens a window from the partner frame', async () => {
    const page = await world.browser.newPage();
    // A document of the second origin (see betting.test.ts), rewritten as the partner page.
    await page.goto(`${world.server.secondOrigin}/examples/partner/partner.css`);
    await page.setContent(partnerPage(world.server.origin));
    const line = await lineFrame(page);
    // A clock that runs for the whole 1.5 s (a break or the end may stop one: then another).
    let id: string | null = null;
    let moved: number | undefined;
    for (let attempt = 0; attempt < 5 && moved === undefined; attempt += 1) {
      const clock = await line.waitForSelector('[data-game-id] [data-testid="live-clock"][data-running]', {
        timeout: 120_000,
      });
      id = await clock.evaluate((el) => el.closest('[data-game-id]')?.getAttribute('data-game-id') ?? null);
      const read = () =>
        line.$eval(`[data-game-id="${id}"] [data-testid="live-clock"]`, (el) => ({
          seconds: el.textContent,
          running: el.hasAttribute('data-running'),
        }));
      const first = await read();
      await page.waitForTimeout(1500);
      const second = await read();
      const a = secondsOf(first.seconds);
      const b = secondsOf(second.seconds);
      if (first.running && second.running && a !== undefined && b !== undefined) moved = Math.abs(b - a);
    }
    // 1.5 s at 9 match seconds a second: about 13 s up (or down for basketball), never a whole match minute.
    expect(moved).toBeGreaterThanOrEqual(5);
    expect(moved).toBeLessThan(40);

    await line.click(`[data-game-id="${id}"] [data-testid="open-game"]`);
    const statistics = await line.waitForSelector('[data-testid="game-statistics"]');
    const [popup] = await Promise.all([page.waitForEvent('popup', { timeout: 15_000 }), statistics.click()]);
    expect(popup.url()).toMatch(new RegExp(`^${world.server.origin}/en/statisticpopup/game/\\d+/${id}(\\?|$)`));
    await popup.close();
    await page.close();
  });
});
