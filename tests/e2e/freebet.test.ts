/**
 * A freebet end to end on the site against the real server, at desktop and phone width (docs/bonuses.md "Freebets
 * and insurance"): a demo player activates the demo promo code `FREEBET10` on the office's promo codes screen,
 * the slip offers the freebet, choosing it makes its amount the stake, the bet is placed with no money debited;
 * the server plays the match out, and the slip's "my bets" shows the outcome — won paying the winnings without the
 * stake, or lost paying nothing — with the balance moved by exactly that.
 */
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { fastForwardFeed, signIn } from '../support/player';
import { feedGames, mostLeftToPlayFirst, openPick, postFromPage, sportsbookBalance } from '../support/sportsbook';

const world = useServerAndBrowser();

/** A live pick whose odds meet the demo freebet's minimum (1.2), on the game with the most left to play. */
async function livePick() {
  const games = (await feedGames(world.server.origin, 'LiveFeed', 200)).sort(mostLeftToPlayFirst);
  for (const g of games) {
    const pick = openPick(g, 1.3);
    if (pick) return pick;
  }
  return undefined;
}

interface BetAnswer {
  data: { attributes: { bet: { betId: number; status: string; summ: number; coef: number; payout?: number } } };
}

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
      const before = await sportsbookBalance(page);
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
      expect(await sportsbookBalance(page)).toBe(before);

      await page.locator('[data-coupon-tab="bets"]').click();
      const row = page.locator(`[data-testid="my-bets"] li[data-bet-id="${betId}"]`);
      await row.waitFor();
      await page.waitForTimeout(1000);
      const fastForward = fastForwardFeed(world.server.origin, 40);
      let bet: BetAnswer['data']['attributes']['bet'] | undefined;
      for (let i = 0; i < 2400 && !bet; i += 1) {
        const now = (await postFromPage<BetAnswer>(page, '/service-api/LiveBet/Secure/HistoryDetail', { betId })).data
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
      expect(await sportsbookBalance(page)).toBeCloseTo(before + winnings, 2);
      await context.close();
    }, 600_000);
  }
});
