/**
 * Cashback and loyalty points end to end, against the real server process and Chromium at phone and desktop
 * widths, as the demo player (1,000 RUB, 100 points). Two bets are placed through the API: one on the soonest game
 * (it settles and earns points) and one on a game that starts after the week's payout date (its stake is a loss of
 * this week whatever it does later). The app clock is fast-forwarded past the payout date (the end of the week);
 * the cashback screen then shows the week paid and the balance holds it; the points screen exchanges points for a
 * sport bonus after a confirmation, and the header shows that bonus and the points left.
 */
import { cashbackData, pointsData } from '@betframe/sdk/loyalty';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { inspectPage } from '../support/layout-inspect';
import { fastForwardFeed, signIn } from '../support/player';
import { E2E_CAPTCHA_TOKEN } from '../support/server-process';

const world = useServerAndBrowser();

async function call(path: string, token: string, body?: unknown) {
  const response = await fetch(`${world.server.origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

async function demoToken(): Promise<string> {
  const response = await fetch(`${world.server.origin}/web-api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-captcha-token': E2E_CAPTCHA_TOKEN },
    body: JSON.stringify({ login: 'demo@betframe.test', password: 'Demo-Pass-1' }),
  });
  expect(response.status).toBe(200);
  return z.object({ data: z.object({ token: z.string() }) }).parse(await response.json()).data.token;
}

const lineBody = z.object({
  data: z.object({
    attributes: z.object({
      games: z.array(
        z
          .object({
            id: z.number(),
            start: z.number(),
            markets: z.array(
              z.object({
                outcomes: z.array(
                  z.object({ type: z.number(), param: z.number(), coef: z.number(), blocked: z.boolean() }),
                ),
              }),
            ),
          })
          .loose(),
      ),
    }),
  }),
});

type LineGame = z.infer<typeof lineBody>['data']['attributes']['games'][number] & { startMs: number };

/** The line's games with an open main outcome, page by page (500 a page) until one starts after `after`. */
async function lineGames(after: number): Promise<LineGame[]> {
  const games: LineGame[] = [];
  for (let page = 1; page <= 40; page += 1) {
    const response = await fetch(
      `${world.server.origin}/service-api/LineFeed/Get1x2_VZip?lng=en&count=500&page=${page}`,
    );
    const batch = lineBody.parse(await response.json()).data.attributes.games;
    games.push(...batch.map((g) => ({ ...g, startMs: g.start < 1e12 ? g.start * 1000 : g.start })));
    if (batch.length < 500 || games.some((g) => g.startMs > after)) break;
  }
  return games.filter((g) => g.markets[0]?.outcomes.some((o) => !o.blocked));
}

async function bet(token: string, game: LineGame, summ: number, guid: string) {
  const o = (game.markets[0]?.outcomes ?? []).find((x) => !x.blocked);
  if (!o) throw new Error('no open outcome');
  const placed = await call('/service-api/LiveBet/Secure/MakeBetWeb', token, {
    couponEvents: [{ gameId: game.id, type: o.type, param: o.param, coef: o.coef }],
    summ,
    betGuid: guid,
  });
  expect(placed.status).toBe(200);
}

async function feedTime(): Promise<number> {
  const response = await fetch(`${world.server.origin}/dev/feed/clock`);
  return Date.parse(z.object({ data: z.object({ feedTime: z.string() }) }).parse(await response.json()).data.feedTime);
}

async function openAt(width: number, height: number): Promise<Page> {
  const page = await world.browser.newPage({ viewport: { width, height } });
  await page.goto(`${world.server.origin}/en/login`);
  await signIn(page, 'demo@betframe.test', 'Demo-Pass-1');
  await page.locator('[data-testid="header-office"]').waitFor();
  return page;
}

describe('cashback and points', () => {
  it('a lost week pays its cashback after the clock passes the payout date; points buy a bonus', async () => {
    const token = await demoToken();
    const before = cashbackData.parse((await call('/web-api/loyalty/cashback', token)).body.data);
    const payoutAt = Date.parse(before.week.nextPayout);
    // Both bets on games that start after the week is over: the week's loss is their 800 staked whatever the
    // games do and whatever the date (a game settled inside the week could win back the whole loss).
    const later = (await lineGames(payoutAt + 3_600_000))
      .filter((g) => g.startMs > payoutAt + 3_600_000)
      .sort((a, b) => a.startMs - b.startMs);
    const [first, second] = later;
    if (!first || !second) throw new Error('the line has no two games after the payout date');
    await bet(token, first, 500, 'loyalty-e2e-first');
    await bet(token, second, 300, 'loyalty-e2e-second');

    // Forward past the end of the week, and until the first game settled (its stake earns 500 points).
    const points = async () => pointsData.parse((await call('/web-api/loyalty/points', token)).body.data);
    for (let i = 0; i < 80 && ((await feedTime()) < payoutAt || (await points()).balance < 600); i += 1) {
      await fastForwardFeed(world.server.origin, 180);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // 100 granted, 500 for the first bet, and 300 more when the second game is over too by now.
    await expect.poll(async () => (await points()).balance, { timeout: 30_000 }).toBeGreaterThanOrEqual(600);
    const have = (await points()).balance;
    expect(await feedTime()).toBeGreaterThanOrEqual(payoutAt);

    const phone = await openAt(390, 844);
    await phone.goto(`${world.server.origin}/en/office/cashback`);
    const paid = phone.locator('[data-testid="cashback-paid"]');
    await paid.first().waitFor();
    expect(await paid.count()).toBe(1);
    const after = cashbackData.parse((await call('/web-api/loyalty/cashback', token)).body.data);
    const week = after.history[0];
    expect(week).toMatchObject({ weekStart: before.week.start, level: 'regular', paidAs: 'money' });
    // Both stakes were lost in the week (nothing came back before it ended): 5 % of it, within the level's cap.
    expect(week?.loss).toBeGreaterThanOrEqual(800);
    expect(week?.amount).toBe(Math.min(100, Math.floor((((week?.loss ?? 0) * 5) / 100) * 100) / 100));
    expect(await paid.first().textContent()).toContain((week?.amount ?? 0).toFixed(2));
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await phone.close();

    const desktop = await openAt(1280, 900);
    await desktop.goto(`${world.server.origin}/en/office/points`);
    // Points are written as the language groups numbers (1,250 in en).
    const count = (n: number) => new Intl.NumberFormat('en').format(n);
    await expect
      .poll(() => desktop.locator('[data-testid="points-balance"]').textContent())
      .toBe(`${count(have)} points`);
    await desktop.locator('[data-reward="sport_bonus_5"] [data-testid="points-exchange"]').click();
    await desktop.locator('[data-testid="points-exchange-yes"]').click();
    await desktop.locator('[data-testid="points-status"]').waitFor();
    await expect
      .poll(() => desktop.locator('[data-testid="points-balance"]').textContent())
      .toBe(`${count(have - 500)} points`);
    await desktop.reload();
    await expect.poll(() => desktop.locator('[data-testid="header-bonus"]').textContent()).toMatch(/5\.00/);
    expect(await desktop.locator('[data-testid="header-points"]').textContent()).toContain(count(have - 500));
    // Beside the balance, not in it: the header's balance still reads the balance alone.
    expect(await desktop.locator('[data-testid="header-balance"]').textContent()).not.toMatch(/Bonus|pts/);
    // The header keeps its parts apart and inside the screen with the bonus and the points in it, at every width
    // (on a phone they stay out of the compact header).
    for (const width of [320, 390, 768, 1366, 1920]) {
      await desktop.setViewportSize({ width, height: 900 });
      const [look] = await desktop.evaluate(inspectPage, ['light'] as const);
      expect(look?.found.filter((f) => f.check === 'overlap' || f.check === 'overflow') ?? [], `${width}px`).toEqual(
        [],
      );
      expect(await desktop.locator('[data-testid="header-bonus"]').isVisible()).toBe(width >= 768);
    }
    await desktop.close();
  }, 600_000);
});
