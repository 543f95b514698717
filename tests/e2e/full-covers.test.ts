/**
 * Named full covers and shared coupons on the site against the real server: four picks offer a Yankee with its 11
 * lines, the stake per line makes the total, Share gives a code, the Yankee is placed (vid 4, summ = total), and a
 * guest in a second browser context opens the shared link and gets the four picks in their slip.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { signIn } from '../support/player';
import { feedGames } from '../support/sportsbook';

const world = useServerAndBrowser();

/** Four pre-match picks on different games (prices that do not move under the test). */
async function linePicks() {
  return (await feedGames(world.server.origin, 'LineFeed', 50))
    .flatMap((g) => {
      const o = g.markets.find((m) => !m.suspended)?.outcomes.find((x) => !x.blocked && x.coef > 1);
      return o
        ? [
            {
              id: `${g.id}:${o.type}:${o.param}`,
              gameId: g.id,
              label: `${g.team1.name} — ${g.team2.name}`,
              coefficient: o.coef,
            },
          ]
        : [];
    })
    .slice(0, 4);
}

/** A pick (`game:type:param`) as a coupon event of the wire. */
const wireEvent = (id: string) => {
  const [gameId, type, param] = id.split(':').map(Number);
  return { gameId, type, param };
};

async function pageIn(signedIn: boolean): Promise<Page> {
  const context = await world.browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('cookiesAgreeLevel', '3');
    localStorage.setItem('cookiesAgreeTime', String(Date.now()));
  });
  const page = await context.newPage();
  if (signedIn) {
    await page.goto(`${world.server.origin}/en/login`);
    await signIn(page, 'demo', 'Demo-Pass-1');
    await page.locator('[data-testid="header-balance"]').waitFor();
  }
  return page;
}

describe('full covers and shared coupons', () => {
  it('places a Yankee from the slip and a guest loads its shared code in another browser context', async () => {
    const page = await pageIn(true);
    const picks = await linePicks();
    expect(picks).toHaveLength(4);
    await page.evaluate((outcomes) => localStorage.setItem('betframe:coupon', JSON.stringify(outcomes)), picks);
    await page.goto(`${world.server.origin}/en/live/multi`);
    await page.locator('[data-coupon-tab="slip"]').waitFor({ timeout: 60_000 });
    const slip = page.locator('[data-testid="coupon"]');
    await slip.locator('label', { hasText: 'Yankee — 11 lines' }).click();
    await slip.locator('[data-testid="coupon-stake"]').fill('10');
    await expect.poll(() => slip.locator('[data-testid="coupon-lines-count"]').textContent()).toBe('11');
    expect(await slip.locator('[data-testid="coupon-total-stake"]').textContent()).toContain('110');

    await slip.locator('[data-testid="coupon-share"]').click();
    const shared = slip.locator('[data-testid="coupon-share-code"]');
    await shared.waitFor();
    const code = (await shared.getAttribute('data-code')) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const link = (await slip.locator('[data-testid="coupon-share-link"]').getAttribute('href')) ?? '';
    expect(link).toBe(`${world.server.origin}/en/coupon/${code}`);

    const placed = page.waitForResponse((r) => r.url().includes('/LiveBet/Secure/MakeBetWeb'));
    await slip.locator('[data-testid="coupon-place"]').click();
    const answer = await (await placed).json();
    expect(answer.data.attributes.bet).toMatchObject({ vid: 4, summ: 110 });
    await page.locator('[data-testid="coupon-receipt"]').waitFor();

    const guest = await pageIn(false);
    await guest.goto(link);
    await expect.poll(() => guest.locator('[data-testid="coupon-outcomes"] > li').count(), { timeout: 30_000 }).toBe(4);
    expect(await guest.locator('[data-testid="coupon-dropped"]').count()).toBe(0);

    // A shared code with a game no longer in the feed: in Arabic, the slip loads the rest and says what it left out.
    const mixed = await fetch(`${world.server.origin}/web-api/datalinelive/putbetscommon`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coupon: {
          couponEvents: [...picks.slice(0, 2).map((p) => wireEvent(p.id)), wireEvent('987654321:1:0')],
          vid: 1,
        },
        lng: 'ar',
      }),
    });
    const mixedLink = z
      .object({ data: z.object({ attributes: z.object({ link: z.string() }) }) })
      .parse(await mixed.json()).data.attributes.link;
    await guest.goto(`${world.server.origin}${mixedLink}`);
    const dropped = guest.locator('[data-testid="coupon-dropped"]');
    await dropped.waitFor({ timeout: 30_000 });
    expect(await guest.locator('[data-testid="coupon-outcomes"] > li').count()).toBe(2);
    expect(await dropped.locator('li[data-reason="gone"]').textContent()).toBe('اختيار — لم يعد الحدث في القائمة');
    expect(await dropped.evaluate((e) => getComputedStyle(e).direction)).toBe('rtl');
    await guest.context().close();
    await page.context().close();
  });
});
