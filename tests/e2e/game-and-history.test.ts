/**
 * The game page and the bets history in Chromium against the real server process: a game page shows every market
 * its feed call returns (in sections, with a search), a game opened from the multi-live page gets its own address
 * and going back returns to the live line, and a bet's detail in English and in Arabic carries no Cyrillic name
 * (the Arabic one names its sport and market in Arabic).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { signIn } from '../support/player';

const world = useServerAndBrowser();

const cyrillic = /[\u0400-\u04FF]/;
const arabic = /[\u0600-\u06FF]/;

const outcome = z.object({ type: z.number(), param: z.number(), coef: z.number(), blocked: z.boolean().optional() });
const market = z.object({ name: z.string(), suspended: z.boolean(), outcomes: z.array(outcome) });
const game = z
  .object({
    id: z.number(),
    sportId: z.number(),
    champId: z.number(),
    sportName: z.string(),
    kind: z.number(),
    markets: z.array(market),
  })
  .loose();
const gamesBody = z.object({ data: z.object({ attributes: z.object({ games: z.array(game) }) }) });
const gameBody = z.object({ data: z.object({ attributes: z.object({ game }) }) });

async function feedGames(feed: 'LineFeed' | 'LiveFeed') {
  const response = await fetch(`${world.server.origin}/service-api/${feed}/Get1x2_VZip?lng=en&count=200`);
  return gamesBody.parse(await response.json()).data.attributes.games;
}

async function fullGame(id: number, lng: string) {
  const response = await fetch(`${world.server.origin}/service-api/LineFeed/GetGameZip?id=${id}&lng=${lng}`);
  return gameBody.parse(await response.json()).data.attributes.game;
}

const shownMarkets = (page: Page, id: number) =>
  page.locator(`[data-testid="game-view"][data-game-id="${id}"] [data-market]`).count();

describe('the game page', () => {
  it('shows every market of its feed call, in sections, with a search', async () => {
    const page = await world.browser.newPage();
    // A pre-match football game: its markets stand still until kick-off.
    const pick = (await feedGames('LineFeed')).find((g) => g.sportId === 1) ?? (await feedGames('LineFeed'))[0];
    if (!pick) throw new Error('no pre-match game');
    const full = await fullGame(pick.id, 'en');
    expect(full.markets.length).toBeGreaterThan(3);
    await page.goto(`${world.server.origin}/en/line/${pick.sportId}/${pick.champId}/${pick.id}`);
    const view = page.locator(`[data-testid="game-view"][data-game-id="${pick.id}"]`);
    await view.locator('[data-market]').first().waitFor();
    // Stays whole after the push stream's headline-only snapshot has come.
    await page.waitForTimeout(1500);
    expect(await shownMarkets(page, pick.id)).toBe(full.markets.length);
    const prices = full.markets.reduce((n, m) => n + m.outcomes.length, 0);
    expect(await view.locator('button[data-outcome-id]').count()).toBe(prices);
    expect(await view.locator('[data-section]').count()).toBeGreaterThan(1);

    await view.locator('[data-testid="markets-search"]').fill('total');
    const totals = full.markets.filter((m) => m.name.toLowerCase().includes('total')).length;
    await expect.poll(() => shownMarkets(page, pick.id)).toBe(totals);
    await page.close();
  }, 120_000);

  it('a game opened from the multi-live page has its own address; back returns to the live line', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.origin}/en/live/multi`);
    const row = page.locator('[data-testid="line-games"] [data-game-id]').first();
    await row.waitFor({ timeout: 120_000 });
    const id = Number(await row.getAttribute('data-game-id'));
    await row.locator('[data-testid="open-game"]').click();
    await page.waitForURL((url) => /^\/en\/line\/\d+\/\d+\/\d+$/.test(url.pathname) && url.pathname.endsWith(`/${id}`));
    const view = page.locator(`[data-testid="game-view"][data-game-id="${id}"]`);
    await view.locator('[data-testid="scoreboard"]').waitFor();
    await expect
      .poll(async () => (await shownMarkets(page, id)) === (await fullGame(id, 'en')).markets.length, {
        timeout: 20_000,
      })
      .toBe(true);
    await view.locator('[data-testid="game-back"]').click();
    await page.waitForURL((url) => url.pathname === '/en/live/multi');
    await page.locator('[data-testid="line-games"] [data-game-id]').first().waitFor({ timeout: 60_000 });
    await page.close();
  }, 240_000);
});

describe('a bet in the history', () => {
  it('reads in English and in Arabic without a Cyrillic name; the Arabic one names sport and market in Arabic', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.origin}/en/login?return-url=${encodeURIComponent('/en/office/bets-history')}`);
    await signIn(page, 'demo', 'Demo-Pass-1');
    await page.waitForURL((url) => url.pathname === '/en/office/bets-history');
    const candidate = (await feedGames('LineFeed')).find((g) =>
      g.markets.some((m) => !m.suspended && m.outcomes.some((o) => !o.blocked)),
    );
    if (!candidate) throw new Error('no pre-match game with an open price');
    const open = candidate.markets.find((m) => !m.suspended && m.outcomes.some((o) => !o.blocked));
    const o = open?.outcomes.find((x) => !x.blocked);
    if (!o) throw new Error('no open price');
    const answer = await page.evaluate(
      async (pick) => {
        const response = await fetch('/service-api/LiveBet/Secure/MakeBetWeb?lng=ru', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ couponEvents: [pick], summ: 20, betGuid: crypto.randomUUID(), checkCf: 1 }),
        });
        return { status: response.status, body: await response.json() };
      },
      { gameId: candidate.id, type: o.type, param: o.param, coef: o.coef },
    );
    expect(answer.status).toBe(200);
    const betId = Number(answer.body.data.attributes.bet.betId);

    const detailIn = async (lang: 'en' | 'ar') => {
      await page.goto(`${world.server.origin}/${lang}/office/bets-history`);
      const bet = page.locator(`[data-testid="office-bets"] li[data-bet-id="${betId}"]`);
      await bet.locator('[data-testid="bet-open"]').click();
      const detail = bet.locator('[data-testid="bet-detail"]');
      // The receipt is asked again in the page's language; its legs then name sport and championship too.
      await detail.locator('.bf-leg-context').waitFor();
      return { row: (await bet.textContent()) ?? '', detail, text: (await detail.textContent()) ?? '' };
    };

    const en = await detailIn('en');
    expect(en.text).not.toMatch(cyrillic);
    expect(en.row).not.toMatch(cyrillic);
    expect(en.text).toContain(candidate.sportName);

    const ar = await detailIn('ar');
    expect(ar.text).not.toMatch(cyrillic);
    expect(ar.row).not.toMatch(cyrillic);
    const arGame = await fullGame(candidate.id, 'ar');
    expect(arGame.sportName).toMatch(arabic);
    expect(ar.text).toContain(arGame.sportName);
    const marketName = (await ar.detail.locator('.bf-leg-pick bdi').first().textContent()) ?? '';
    expect(marketName).toMatch(arabic);
    await page.close();
  }, 180_000);
});
