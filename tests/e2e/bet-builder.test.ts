/**
 * The bet builder in Chromium against the real server process (the demo player): on a football game's page the
 * "Bet builder" tab prices two legs as one (the price differs from the product of their prices), explains a
 * refused combination, hands the selection to the slip from the keyboard, the slip places it as one builder bet,
 * and after a fast-forward of the development feed the bet is settled in "my bets".
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { fastForwardFeed, signIn } from '../support/player';

const world = useServerAndBrowser();

const builderBody = z.object({
  data: z.object({
    attributes: z.object({
      games: z.array(
        z.object({
          id: z.number(),
          start: z.number(),
          markets: z.array(z.object({ outcomes: z.array(z.object({ type: z.number(), param: z.number() })) })),
        }),
      ),
    }),
  }),
});
const gameBody = z.object({ data: z.object({ attributes: z.object({ game: z.object({ champId: z.number() }) }) }) });
const clockBody = z.object({ data: z.object({ feedTime: z.string() }) });

async function signedInPage(): Promise<Page> {
  const context = await world.browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('cookiesAgreeLevel', '3');
    localStorage.setItem('cookiesAgreeTime', String(Date.now()));
  });
  const page = await context.newPage();
  await page.goto(`${world.server.origin}/en/login`);
  await signIn(page, 'demo', 'Demo-Pass-1');
  await page.locator('[data-testid="header-balance"]').waitFor();
  return page;
}

/** A football game of the line that starts in more than five minutes, with a home win and an over line. */
async function builderGame() {
  const origin = world.server.origin;
  const clock = clockBody.parse(await (await fetch(`${origin}/dev/feed/clock`)).json());
  const feedTime = Date.parse(clock.data.feedTime);
  const response = await fetch(`${origin}/service-api/LineFeed/betbuilder/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sportId: 1, count: 20, lng: 'en' }),
  });
  const games = builderBody.parse(await response.json()).data.attributes.games;
  for (const g of games) {
    if (g.start * 1000 < feedTime + 5 * 60_000) continue;
    const outcomes = g.markets.flatMap((m) => m.outcomes);
    const over = outcomes.find((o) => o.type === 9);
    if (!over || !outcomes.some((o) => o.type === 1) || !outcomes.some((o) => o.type === 3)) continue;
    const full = await fetch(`${origin}/service-api/LineFeed/GetGameZip?id=${g.id}&lng=en`);
    return { ...g, over, champId: gameBody.parse(await full.json()).data.attributes.game.champId, feedTime };
  }
  throw new Error('no football game for the builder');
}

describe('the bet builder', () => {
  it('prices legs of one game as one, refuses a clash, and places a builder bet that settles', async () => {
    const page = await signedInPage();
    const game = await builderGame();
    await page.goto(`${world.server.origin}/en/line/1/${game.champId}/${game.id}`);
    const view = page.locator(`[data-testid="game-view"][data-game-id="${game.id}"]`);
    await view.locator('[data-tab="builder"]').click();
    const builder = view.locator('[data-testid="bet-builder"]');
    await builder.waitFor({ timeout: 30_000 });

    await builder.locator('[data-builder-outcome="1:0"]').click();
    await builder.locator(`[data-builder-outcome="9:${game.over.param}"]`).click();
    const price = builder.locator('[data-testid="builder-price"]');
    await price.waitFor();
    const coef = Number(await price.getAttribute('data-coef'));
    expect(coef).toBeGreaterThan(1);
    // The product of the two prices is shown beside it, and is not the builder's price.
    expect(await price.textContent()).toMatch(/Prices multiplied: \d/);

    // A home and an away win together: refused, in words.
    await builder.locator('[data-builder-outcome="3:0"]').click();
    const refusal = builder.locator('[data-testid="builder-refusal"]');
    await refusal.waitFor();
    expect(await refusal.getAttribute('data-code')).toBe('builder_same_market');
    expect(await refusal.textContent()).toBe('Two selections from the same market cannot be combined.');
    await builder.locator('[data-builder-outcome="3:0"]').click();
    await price.waitFor();

    // To the slip from the keyboard.
    await builder.locator('[data-testid="builder-to-slip"]').focus();
    await page.keyboard.press('Enter');
    const slip = page.locator('[data-testid="builder-slip"]');
    await slip.waitFor({ timeout: 30_000 });
    expect(Number(await slip.locator('[data-testid="builder-slip-price"]').getAttribute('data-coef'))).toBe(coef);
    await slip.locator('[data-testid="builder-stake"]').fill('10');
    await slip.locator('[data-testid="builder-place"]').click();
    const placed = slip.locator('[data-testid="builder-placed"]');
    await placed.waitFor({ timeout: 30_000 });
    const betId = Number(await placed.getAttribute('data-bet-id'));
    expect(betId).toBeGreaterThan(0);

    // The match is played out on the server; the bet settles and "my bets" shows it.
    const minutes = Math.ceil((game.start * 1000 - game.feedTime) / 60_000) + 20;
    for (let left = minutes; left > 0; left -= 180) await fastForwardFeed(world.server.origin, Math.min(180, left));
    await page.locator('[data-coupon-tab="bets"]').click();
    const row = page.locator(`[data-testid="my-bets"] li[data-bet-id="${betId}"]`);
    await row.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => row.getAttribute('data-status'), { timeout: 60_000, interval: 500 })
      .toMatch(/^(won|lost)$/);
    expect(await row.textContent()).toContain('Bet builder');
    await page.context().close();
  }, 600_000);
});
