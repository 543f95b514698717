/**
 * A bid (VIP) bet end to end on the site against the real server (docs/feed-and-betting.md "Bid bets"): the demo
 * player stakes above the automatic limit (set low for the test with BETTING_MAX_STAKE_PER_MARKET), the slip offers
 * to ask a trader, the request is held; on the operator desk the trader counter-offers a lower stake and price; the
 * slip shows the counter-offer live (the player's push stream) and the player accepts it there: the bet is placed at
 * the countered stake and price, and the balance is down by exactly that stake.
 */
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { feedGames, openPick, postFromPage, putInCoupon, signedInPage, sportsbookBalance } from '../support/sportsbook';

const world = useServerAndBrowser({ env: () => ({ BETTING_MAX_STAKE_PER_MARKET: '100' }) });

/** A prematch pick (its price holds while the test runs) with a price well above 1. */
async function linePick() {
  for (const g of await feedGames(world.server.origin, 'LineFeed', 50)) {
    const pick = openPick(g, 1.5);
    if (pick) return pick;
  }
  throw new Error('no prematch pick');
}

/** The operator desk, as the trader on this machine (the desk's sign-in lets loopback in). */
async function desk<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${world.server.origin}/sandbox/operator/bids${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

interface DeskBid {
  bidId: number;
  status: string;
  stake: number;
  coef: number;
  userId: number;
}

describe('a bid bet', () => {
  it('is asked in the slip, countered at the desk and accepted in the slip', async () => {
    const { context, page } = await signedInPage(world, {
      login: 'demo',
      password: 'Demo-Pass-1',
      viewport: { width: 1280, height: 900 },
    });
    await putInCoupon(page, await linePick());
    await page.goto(`${world.server.origin}/en/live/multi`);
    const stake = page.locator('[data-testid="coupon-stake"]');
    await stake.waitFor({ timeout: 60_000 });
    await stake.fill('300');
    const before = await sportsbookBalance(page);

    // Above the limit the slip does not place it as a bet; it offers a trader instead.
    const ask = page.locator('[data-testid="bid-ask"]');
    await ask.waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid="coupon-place"]').isEnabled()).toBe(false);
    await ask.click();
    const card = page.locator('[data-testid="bid-panel"] [data-testid="bid"]');
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 10_000 }).toBe('pending');
    expect(await sportsbookBalance(page)).toBeCloseTo(before - 300, 2);

    // The trader counters with a lower stake and a lower price.
    const listed = await desk<{ data: { bids: DeskBid[] } }>('');
    const bid = listed.data.bids.find((b) => b.status === 'pending' && b.stake === 300);
    if (!bid) throw new Error('the bid is not on the desk');
    const price = Math.round((bid.coef - 0.1) * 100) / 100;
    await desk(`/${bid.bidId}/counter`, { stake: 200, coef: price });

    // The slip hears it through the push stream and shows the counter-offer; the player accepts it.
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 5_000 }).toBe('countered');
    expect(await card.locator('[data-testid="bid-status"]').textContent()).toContain(String(price));
    await card.locator('[data-testid="bid-accept"]').click();
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 10_000 }).toBe('accepted');

    // Placed at the countered stake and price; the rest of the held stake is back.
    const bids = await postFromPage<{ data: { attributes: { bids: Array<{ bidId: number; betId?: number }> } } }>(
      page,
      '/service-api/LiveBet/Secure/GetBetBids',
      {},
    );
    const betId = bids.data.attributes.bids.find((b) => b.bidId === bid.bidId)?.betId;
    expect(betId).toBeGreaterThan(0);
    const bet = await postFromPage<{ data: { attributes: { bet: { summ: number; coef: number; status: string } } } }>(
      page,
      '/service-api/LiveBet/Secure/HistoryDetail',
      { betId },
    );
    expect(bet.data.attributes.bet).toMatchObject({ summ: 200, coef: price, status: 'open' });
    expect(await sportsbookBalance(page)).toBeCloseTo(before - 200, 2);
    await context.close();
  });
});
