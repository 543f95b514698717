/**
 * Tournaments end to end (issue 21), in Chromium against the real server process (development mode): the operator
 * desk defines a sports tournament on the app clock; two players — one at desktop width, one at phone width — open
 * its page, take part with the keyboard, bet on a live game, and see their places appear on the leaderboard live
 * (the push stream, no reload); the feed is fast-forwarded past the end and each sees the prize the table paid.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { fastForwardFeed, focused, seriousViolations, signIn, tabUntil } from '../support/player';

const world = useServerAndBrowser();

const gamesBody = z.object({
  data: z.object({
    attributes: z.object({
      games: z.array(
        z
          .object({
            id: z.number(),
            sportId: z.number(),
            markets: z.array(
              z.object({
                suspended: z.boolean(),
                outcomes: z.array(
                  z.object({ type: z.number(), param: z.number(), coef: z.number(), blocked: z.boolean().optional() }),
                ),
              }),
            ),
          })
          .loose(),
      ),
    }),
  }),
});

/** A live football game's open price (a football match ends within the fast-forward below). */
async function livePick(): Promise<{ gameId: number; type: number; param: number; coef: number }> {
  const response = await fetch(`${world.server.origin}/service-api/LiveFeed/Get1x2_VZip?lng=en&count=200`);
  for (const game of gamesBody.parse(await response.json()).data.attributes.games) {
    if (game.sportId !== 1) continue;
    const market = game.markets.find((m) => !m.suspended && m.outcomes.some((o) => !o.blocked));
    const o = market?.outcomes.find((x) => !x.blocked);
    if (o) return { gameId: game.id, type: o.type, param: o.param, coef: o.coef };
  }
  throw new Error('no live football game with an open price');
}

async function appClock(): Promise<number> {
  const response = await fetch(`${world.server.origin}/dev/feed/clock`);
  return Date.parse(((await response.json()) as { data: { feedTime: string } }).data.feedTime);
}

/** Defines a tournament through the operator desk's form (this machine: no sign-in needed). */
async function createTournament(code: string, startsAt: number, endsAt: number): Promise<number> {
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
  const response = await fetch(`${world.server.origin}/sandbox/operator/tournaments`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      code,
      name: 'Live football cup',
      product: 'sport',
      currency_id: '1',
      starts_at: iso(startsAt),
      ends_at: iso(endsAt),
      scoring: 'stake',
      prizes: '1 money 50.00\n2 bonus 1st 20.00',
    }).toString(),
  });
  expect(response.status).toBe(303);
  const list = (await (await fetch(`${world.server.origin}/web-api/tournaments`)).json()) as {
    data: { items: { id: number; name: string }[] };
  };
  const found = list.data.items.find((t) => t.name === 'Live football cup');
  if (!found) throw new Error('the tournament is not listed');
  return found.id;
}

async function player(login: string, password: string, width: number, height: number): Promise<Page> {
  // bypassCSP: the axe-core audit's script is the test's own (see seriousViolations).
  const page = await world.browser.newPage({ viewport: { width, height }, bypassCSP: true });
  await page.goto(`${world.server.origin}/en/login`);
  await signIn(page, login, password);
  await page.locator('[data-testid="header-office"]').waitFor();
  return page;
}

async function placeSingle(page: Page, pick: Awaited<ReturnType<typeof livePick>>, stake: number): Promise<void> {
  const answer = await page.evaluate(
    async ({ pick, stake }) => {
      const response = await fetch('/service-api/LiveBet/Secure/MakeBetWeb', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ couponEvents: [pick], summ: stake, betGuid: crypto.randomUUID(), checkCf: 1 }),
      });
      return { status: response.status, body: await response.json() };
    },
    { pick, stake },
  );
  if (answer.status !== 200) throw new Error(`bet refused: ${JSON.stringify(answer.body)}`);
}

const myPlace = (page: Page) => page.locator('[data-testid="tournament-my-place"]').getAttribute('data-place');

describe('tournaments', () => {
  it('players take part, see their places move live, and after the end see their prizes', async () => {
    const now = await appClock();
    const id = await createTournament('e2e-cup', now - 60_000, now + 170 * 60_000);
    const desktop = await player('demo', 'Demo-Pass-1', 1280, 800);
    const phone = await player('demo2', 'Demo-Pass-2', 390, 844);

    // The header's "Tournaments" opens the list, which links to the tournament; its page explains what counts and
    // the prizes.
    await desktop.locator('header a[href="/en/tournaments"]').first().click();
    await desktop.waitForURL((url) => url.pathname === '/en/tournaments');
    await desktop.locator(`[data-testid="tournament-list"] [data-tournament="${id}"] a`).click();
    await desktop.waitForURL((url) => url.pathname === `/en/tournaments/${id}`);
    await expect.poll(() => desktop.locator('[data-testid="tournament-prizes"] li').count()).toBe(2);
    await expect.poll(() => desktop.locator('[data-testid="tournament-rules"]').textContent()).toContain('any sport');
    await phone.goto(`${world.server.origin}/en/tournaments/${id}`);

    // Taking part with the keyboard alone, on both.
    for (const page of [desktop, phone]) {
      await page.locator('[data-testid="tournament-join"]').waitFor();
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      await tabUntil(page, (el) => el['data-testid'] === 'tournament-join');
      expect((await focused(page))['data-testid']).toBe('tournament-join');
      await page.keyboard.press('Enter');
      await page.locator('[data-testid="tournament-joined"]').waitFor();
      await expect
        .poll(() => page.locator('[data-testid="tournament-my-place"]').textContent())
        .toBe('You have no points yet');
    }

    // Both bet on a live football game; the one staking more leads.
    const pick = await livePick();
    await placeSingle(desktop, pick, 20);
    await placeSingle(phone, pick, 10);
    // No reload from here: a marker on each window would be lost by one.
    for (const page of [desktop, phone]) await page.evaluate(() => Object.assign(window, { __stay: true }));

    await fastForwardFeed(world.server.origin, 150);
    await expect.poll(() => myPlace(desktop), { timeout: 60_000 }).toBe('1');
    await expect.poll(() => myPlace(phone), { timeout: 60_000 }).toBe('2');
    await expect.poll(() => desktop.locator('[data-testid="tournament-leaderboard"] tbody tr').count()).toBe(2);
    expect(
      await desktop.locator('[data-testid="tournament-leaderboard"] tr[aria-current="true"] td').first().textContent(),
    ).toBe('1');

    // Past the end: the table is paid once and each sees their prize, still without a reload.
    await fastForwardFeed(world.server.origin, 25);
    await expect
      .poll(() => desktop.locator('[data-testid="tournament-my-prize"]').textContent(), { timeout: 60_000 })
      .toMatch(/^Place 1: you won 50(\.00)?\s?₽|^Place 1: you won ₽\s?50/);
    await expect
      .poll(() => phone.locator('[data-testid="tournament-my-prize"]').textContent(), { timeout: 60_000 })
      .toMatch(/^Place 2: you won Bonus/);
    for (const page of [desktop, phone]) expect(await page.evaluate(() => '__stay' in window)).toBe(true);
    expect(await seriousViolations(desktop)).toEqual([]);

    // The office's "My tournaments" shows the place and the prize.
    await desktop.goto(`${world.server.origin}/en/office/tournaments`);
    const card = desktop.locator(`[data-testid="my-tournaments"] [data-tournament="${id}"]`);
    await expect.poll(() => card.locator('[data-testid="my-tournament-prize"]').textContent()).toMatch(/you won/);

    // Arabic: right to left, translated.
    await phone.goto(`${world.server.origin}/ar/tournaments/${id}`);
    await phone.locator('[data-testid="tournament-page"]').waitFor();
    expect(await phone.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await phone.locator('[data-testid="tournament-page"]').textContent()).not.toMatch(/tournament_[a-z_]+/);
    await desktop.close();
    await phone.close();
  }, 300_000);
});
