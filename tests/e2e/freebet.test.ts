/**
 * A freebet end to end on the site against the real server, at desktop and phone width (docs/bonuses.md "Freebets
 * and insurance"): a demo player activates the demo promo code `FREEBET10` on the office's promo codes screen,
 * the slip offers the freebet, choosing it makes its amount the stake, the bet is placed with no money debited;
 * the server plays the match out, and the slip's "my bets" shows the outcome — won paying the winnings without the
 * stake, or lost paying nothing — with the balance moved by exactly that.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { fastForwardFeed, signIn } from '../support/player';

const world = useServerAndBrowser();

const gamesBody = z.object({
  data: z.object({
    attributes: z.object({
      games: z.array(
        z.object({
          id: z.number(),
          team1: z.object({ name: z.string() }),
          team2: z.object({ name: z.string() }),
          score: z.object({ period: z.number(), clock: z.number().optional() }).optional(),
          markets: z.array(
            z.object({
              suspended: z.boolean(),
              outcomes: z.array(
                z.object({ type: z.number(), param: z.number(), coef: z.number(), blocked: z.boolean() }),
              ),
            }),
          ),
        }),
      ),
    }),
  }),
});

/** A live pick whose odds meet the demo freebet's minimum (1.2), on the game with the most left to play. */
async function livePick() {
  const response = await fetch(`${world.server.origin}/service-api/LiveFeed/Get1x2_VZip?lng=en&count=200`);
  const played = (g: { score?: { period: number; clock?: number | undefined } | undefined }) =>
    g.score ? g.score.period * 100_000 + (g.score.clock ?? 0) : Number.MAX_SAFE_INTEGER;
  const games = [...gamesBody.parse(await response.json()).data.attributes.games].sort((a, b) => played(a) - played(b));
  for (const g of games) {
    const o = g.markets.find((m) => !m.suspended)?.outcomes.find((x) => !x.blocked && x.coef >= 1.3);
    if (o)
      return { gameId: g.id, type: o.type, param: o.param, coef: o.coef, label: `${g.team1.name} — ${g.team2.name}` };
  }
  return undefined;
}

interface BetAnswer {
  data: { attributes: { bet: { betId: number; status: string; summ: number; coef: number; payout?: number } } };
}

async function call<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { path, body },
  );
}

const balanceOf = async (page: Page) =>
  (await call<{ data: { attributes: { balance: number } } }>(page, '/service-api/LiveBet/Open/GetAvance', {})).data
    .attributes.balance;

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, login: 'demo', password: 'Demo-Pass-1' },
  { name: 'phone', viewport: { width: 390, height: 844 }, login: 'demo2', password: 'Demo-Pass-2' },
] as const;

describe('a promo code gives a freebet that is used in the slip', () => {
  for (const width of widths) {
    it(`at ${width.name} width: activated in the office, chosen in the slip, settled as won or lost`, async () => {
      const context = await world.browser.newContext({ viewport: width.viewport });
      await context.addInitScript(() => {
        localStorage.setItem('cookiesAgreeLevel', '3');
        localStorage.setItem('cookiesAgreeTime', String(Date.now()));
      });
      const page = await context.newPage();
      await page.goto(`${world.server.origin}/en/login`);
      await signIn(page, width.login, width.password);
      await page.locator('[data-testid="header-balance"]').waitFor();

      // The office: the code is checked, then activated.
      await page.goto(`${world.server.origin}/en/office/promo-codes`);
      await page.locator('[data-testid="office-promo"] input').first().fill('freebet10');
      await page.locator('[data-testid="promo-check"]').click();
      await page.locator('[data-testid="promo-activate"]').click();
      await expect.poll(() => page.locator('[data-testid="promo-status"]').textContent()).toContain('activated');

      // The slip: the freebet is offered by itself; chosen, its amount is the stake.
      let pick: Awaited<ReturnType<typeof livePick>>;
      for (let i = 0; i < 20 && !pick; i += 1) {
        pick = await livePick();
        if (!pick) await fastForwardFeed(world.server.origin, 0.1);
      }
      if (!pick) throw new Error('no live pick');
      const chosenPick = pick;
      await page.evaluate(
        (p) =>
          localStorage.setItem(
            'betframe:coupon',
            JSON.stringify([
              { id: `${p.gameId}:${p.type}:${p.param}`, gameId: p.gameId, label: p.label, coefficient: p.coef },
            ]),
          ),
        chosenPick,
      );
      await page.goto(`${world.server.origin}/en/live/multi`);
      // On a phone the slip is a sheet the bottom navigation's button raises.
      if (width.viewport.width < 1200) await page.locator('[data-testid="bottom-slip"]').click();
      const freebet = page.locator('input[name="coupon-promotion"]:not([value="money"])');
      await freebet.waitFor({ timeout: 60_000 });
      await freebet.check();
      await expect.poll(() => page.locator('[data-testid="coupon-stake"]').inputValue()).toBe('10');
      await page.locator('[data-testid="coupon-freebet-win"]').waitFor();
      const before = await balanceOf(page);
      for (let attempt = 0; attempt < 20; attempt += 1) {
        if (await page.locator('[data-testid="coupon-receipt"]').count()) break;
        const place = page.locator('[data-testid="coupon-place"]');
        const label = (await place.textContent()) ?? '';
        if (await place.isEnabled()) await place.click();
        await page.waitForTimeout(label.includes('Accept') ? 300 : 1500);
      }
      const receipt = page.locator('[data-testid="coupon-receipt"] [data-bet-id]');
      await receipt.waitFor({ timeout: 30_000 });
      const betId = Number(await receipt.getAttribute('data-bet-id'));
      // A freebet stakes no money.
      expect(await balanceOf(page)).toBe(before);

      await page.locator('[data-coupon-tab="bets"]').click();
      const row = page.locator(`[data-testid="my-bets"] li[data-bet-id="${betId}"]`);
      await row.waitFor();
      await page.waitForTimeout(1000);
      const fastForward = fastForwardFeed(world.server.origin, 40);
      let bet: BetAnswer['data']['attributes']['bet'] | undefined;
      for (let i = 0; i < 2400 && !bet; i += 1) {
        const now = (await call<BetAnswer>(page, '/service-api/LiveBet/Secure/HistoryDetail', { betId })).data
          .attributes.bet;
        if (now.status !== 'open') bet = now;
        else await page.waitForTimeout(100);
      }
      await fastForward;
      if (!bet) throw new Error('the freebet bet was never settled');
      expect(['won', 'lost']).toContain(bet.status);
      expect(bet.summ).toBe(10);
      const winnings = bet.status === 'won' ? Math.floor(10 * bet.coef * 100 + 1e-6) / 100 - 10 : 0;
      expect(bet.payout ?? 0).toBeCloseTo(winnings, 2);
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 10_000 }).toBe(bet.status);
      expect(await row.locator('[data-testid="my-bet-status"]').textContent()).toBe(
        bet.status === 'won' ? 'Won' : 'Lost',
      );
      expect(await balanceOf(page)).toBeCloseTo(before + winnings, 2);
      await context.close();
    }, 600_000);
  }
});
