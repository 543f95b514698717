/**
 * The bet slip tells the truth, live, on the site against the real server with prices moving (the demo player):
 * the totals follow the current prices in every bet type (express, system with its lines, several singles) and
 * follow a live move; under setting 0 the button asks before anything goes, and the bet is recorded at the total
 * shown; a leg that goes unavailable stays, marked, and blocks the bet until removed; cash-out in "my bets" credits
 * exactly the amount on its button (or shows the new quote to accept); and a settlement fast-forwarded on the
 * server reaches the slip's "my bets", the office bets history and the header balance within 2 s, no reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { fastForwardFeed, headerBalanceDigits, signIn } from '../support/player';

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

/** Live games with an open price, each with its first open outcome. */
async function livePicks() {
  const response = await fetch(`${world.server.origin}/service-api/LiveFeed/Get1x2_VZip?lng=en&count=200`);
  // The games with the most left to play first: the test moves the feed on, and a game that ends under it leaves a
  // leg unavailable for good.
  const played = (g: { score?: { period: number; clock?: number | undefined } | undefined }) =>
    g.score ? g.score.period * 100_000 + (g.score.clock ?? 0) : Number.MAX_SAFE_INTEGER;
  const games = gamesBody.parse(await response.json()).data.attributes.games;
  return [...games]
    .sort((a, b) => played(a) - played(b))
    .flatMap((g) => {
      const o = g.markets.find((m) => !m.suspended)?.outcomes.find((x) => !x.blocked && x.coef > 1);
      return o
        ? [{ gameId: g.id, type: o.type, param: o.param, coef: o.coef, label: `${g.team1.name} — ${g.team2.name}` }]
        : [];
    });
}

type Pick = Awaited<ReturnType<typeof livePicks>>[number];

/** A JSON:API answer as the tests read it (each read narrows what it needs). */
interface Answer {
  data: {
    attributes: {
      bet: { betId: number; coef: number; vid: number; status: string; payout?: number };
      balance: number;
    };
  };
}

/** Calls the sportsbook from the signed-in page (its session cookie). */
async function call(page: Page, path: string, body: unknown): Promise<{ status: number; body: Answer }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );
}

const balanceOf = async (page: Page) =>
  (await call(page, '/service-api/LiveBet/Open/GetAvance', {})).body.data.attributes.balance as number;

async function placeSingle(page: Page, pick: Pick, stake: number): Promise<number> {
  const event = { gameId: pick.gameId, type: pick.type, param: pick.param, coef: pick.coef };
  const answer = await call(page, '/service-api/LiveBet/Secure/MakeBetWeb', {
    couponEvents: [event],
    summ: stake,
    betGuid: crypto.randomUUID(),
    checkCf: 1,
  });
  expect(answer.status).toBe(200);
  return answer.body.data.attributes.bet.betId as number;
}

/** What the slip shows right now, read in one go (every figure at the same moment). */
function slipNow(page: Page) {
  return page.evaluate(() => {
    const find = (root: Document | ShadowRoot, selector: string): Element | null => {
      const hit = root.querySelector(selector);
      if (hit) return hit;
      for (const el of root.querySelectorAll('*')) {
        const inner = el.shadowRoot && find(el.shadowRoot, selector);
        if (inner) return inner;
      }
      return null;
    };
    const coupon = find(document, '[data-testid="coupon"]');
    if (!coupon) return null;
    const text = (id: string) => coupon.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
    const number = (s: string) => Number(s.replace(/[^\d.]/g, ''));
    const legs = [...coupon.querySelectorAll('[data-testid="coupon-outcomes"] > li')].map((li) => {
      const odds = li.querySelector('.bf-odds')?.textContent ?? '';
      return {
        id: li.getAttribute('data-outcome-id') ?? '',
        price: number(odds.includes('→') ? (odds.split('→')[1] ?? '') : odds),
        changed: odds.includes('→'),
        unavailable: li.hasAttribute('data-unavailable'),
      };
    });
    const place = coupon.querySelector('[data-testid="coupon-place"]') as HTMLButtonElement | null;
    return {
      legs,
      total: number(text('coupon-total')),
      win: number(text('coupon-potential-win')),
      lines: number(text('coupon-lines-count')),
      totalStake: number(text('coupon-total-stake')),
      blocked: text('coupon-blocked'),
      place: { text: place?.textContent ?? '', disabled: place?.disabled ?? true },
    };
  });
}

const round2 = (x: number) => Math.round(x * 100) / 100;
/** Shown odds against the exact product: the slip rounds for display (to 2 or 3 places), never by more than half a cent. */
const expectOdds = (shown: number, exact: number) => expect(Math.abs(shown - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
const product = (xs: number[]) => xs.reduce((p, x) => p * x, 1);
/** The k-of-n system's odds: the average over its lines of each line's product. */
function systemOdds(prices: number[], k: number): number {
  const e = new Array<number>(k + 1).fill(0);
  e[0] = 1;
  for (const p of prices) for (let j = k; j >= 1; j--) e[j] = (e[j] ?? 0) + (e[j - 1] ?? 0) * p;
  let lines = 1;
  for (let i = 0; i < k; i++) lines = (lines * (prices.length - i)) / (i + 1);
  return (e[k] ?? 0) / lines;
}

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

/** Puts picks into the player's coupon (as the line would: the shared coupon kept in the browser) and opens the slip. */
async function openSlip(page: Page, picks: Array<Pick & { shown?: number }>) {
  await page.evaluate(
    (outcomes) => localStorage.setItem('betframe:coupon', JSON.stringify(outcomes)),
    picks.map((p) => ({
      id: `${p.gameId}:${p.type}:${p.param}`,
      gameId: p.gameId,
      label: p.label,
      coefficient: p.shown ?? p.coef,
    })),
  );
  await page.goto(`${world.server.origin}/en/live/multi`);
  await page.locator('[data-coupon-tab="slip"]').waitFor({ timeout: 60_000 });
}

/** Waits (moving the feed on six seconds at a time when it is quiet) until `check` holds. */
async function waitLive<T>(page: Page, check: () => Promise<T | undefined | false>, nudges = 15): Promise<T> {
  for (let nudge = 0; ; nudge += 1) {
    for (let i = 0; i < 40; i += 1) {
      const found = await check();
      if (found) return found;
      await page.waitForTimeout(250);
    }
    expect(nudge, 'the live feed never got there').toBeLessThan(nudges);
    await fastForwardFeed(world.server.origin, 0.1);
  }
}

describe('the slip tells the truth, live', () => {
  it('cash-out credits exactly the amount on the button, or shows the new quote to accept', async () => {
    const page = await signedInPage();
    const [pick] = await waitLive(page, async () => {
      const picks = await livePicks();
      return picks.length > 0 ? picks : undefined;
    });
    if (!pick) throw new Error('no live pick');
    const betId = await placeSingle(page, pick, 20);
    await openSlip(page, []);
    await page.locator('[data-coupon-tab="bets"]').click();
    const row = page.locator(`[data-testid="my-bets"] li[data-bet-id="${betId}"]`);
    const button = row.locator('[data-testid="cash-out"]');
    let clicked = 0;
    let before = 0;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if ((await row.getAttribute('data-status')) === 'sold') break;
      const ready = await button
        .waitFor({ timeout: 5000 })
        .then(() => true)
        .catch(() => false);
      if (!ready) {
        await fastForwardFeed(world.server.origin, 0.1);
        continue;
      }
      // A goal suspends the market and takes the quote (and the button) away for a while: look again.
      const balance = await balanceOf(page);
      const amount = await button.getAttribute('data-amount', { timeout: 1000 }).catch(() => null);
      if (
        amount === null ||
        !(await button.click({ timeout: 1000 }).then(
          () => true,
          () => false,
        ))
      )
        continue;
      before = balance;
      clicked = Number(amount);
      // Sold, or refused with the new quote now on the button (then the loop accepts it).
      await expect
        .poll(
          async () =>
            (await row.getAttribute('data-status')) === 'sold' ||
            (await row.locator('[data-testid="cash-out-changed"], [data-testid="cash-out-unavailable"]').count()) > 0,
          { timeout: 10_000 },
        )
        .toBe(true);
    }
    expect(await row.getAttribute('data-status')).toBe('sold');
    const after = await balanceOf(page);
    expect(Math.round((after - before) * 100)).toBe(Math.round(clicked * 100));
    const detail = await call(page, '/service-api/LiveBet/Secure/HistoryDetail', { betId });
    expect(detail.body.data.attributes.bet.payout).toBe(clicked);
    await page.context().close();
  }, 300_000);

  it('totals follow the prices in every bet type; an unavailable leg blocks the bet; the bet goes at the total shown', async () => {
    const page = await signedInPage();
    let picks: Pick[] = [];
    await waitLive(page, async () => {
      picks = await livePicks();
      return picks.length >= 4;
    });
    // Shown at a price the feed no longer has: the slip must show old → new and count with the new one.
    await openSlip(
      page,
      picks.slice(0, 4).map((p) => ({ ...p, shown: round2(p.coef + 0.25) })),
    );
    await page.locator('input[name="bet-kind"][value="express"]').check();
    await page.locator('[data-testid="coupon-stake"]').fill('10');
    const express = await waitLive(page, async () => {
      const s = await slipNow(page);
      return s?.legs.every((l) => l.changed || l.unavailable) && s.legs.some((l) => l.changed) ? s : undefined;
    });
    const open = express.legs.filter((l) => !l.unavailable);
    if (express.legs.every((l) => !l.unavailable)) {
      expectOdds(express.total, product(open.map((l) => l.price)));
      expect(express.win).toBeCloseTo(round2(10 * product(open.map((l) => l.price))), 0);
    }
    // Setting 0: the button asks before anything goes.
    expect(express.place.text).toBe('Accept changes');

    // The totals follow a live move of any leg at once.
    const before = express.legs.map((l) => l.price).join();
    const moved = await waitLive(page, async () => {
      const s = await slipNow(page);
      return s?.legs.every((l) => !l.unavailable) && s.legs.map((l) => l.price).join() !== before ? s : undefined;
    });
    expectOdds(moved.total, product(moved.legs.map((l) => l.price)));

    // A system shows its lines and total stake, and its odds from the current prices.
    await page.locator('input[name="bet-kind"][value="system"]').check();
    const system = await waitLive(page, async () => {
      const s = await slipNow(page);
      return s && s.lines > 0 && s.legs.every((l) => !l.unavailable) ? s : undefined;
    });
    expect(system.lines).toBe(6);
    expect(system.totalStake).toBe(10);
    expect(system.total).toBeCloseTo(
      round2(
        systemOdds(
          system.legs.map((l) => l.price),
          2,
        ),
      ),
      1,
    );

    // Several singles: the total stake counts each, the win adds up each at its current price.
    await page.locator('input[name="bet-kind"][value="singles"]').check();
    const singles = await waitLive(page, async () => {
      const s = await slipNow(page);
      return s && s.totalStake > 0 && s.legs.every((l) => !l.unavailable) ? s : undefined;
    });
    expect(singles.totalStake).toBe(40);
    expect(singles.win).toBeCloseTo(round2(singles.legs.reduce((sum, l) => sum + 10 * l.price, 0)), 1);

    // A leg that goes unavailable (a goal suspends its market) stays, marked, and blocks the express as it is.
    await page.locator('input[name="bet-kind"][value="express"]').check();
    const blocked = await waitLive(
      page,
      async () => {
        const s = await slipNow(page);
        return s?.legs.some((l) => l.unavailable) ? s : undefined;
      },
      40,
    );
    expect(blocked.legs).toHaveLength(4);
    expect(blocked.blocked).toContain('Remove the marked outcomes');
    // The button may still offer to accept moved prices (that places nothing); accepted, it cannot place.
    if (blocked.place.text === 'Accept changes') await page.locator('[data-testid="coupon-place"]').click();
    else expect(blocked.place.disabled).toBe(true);
    const accepted = await slipNow(page);
    if (accepted?.legs.some((l) => l.unavailable)) {
      expect(accepted.place).toEqual({ text: 'Place bet', disabled: true });
    }
    expect(await page.locator('input[name="bet-kind"][value="express"]').isChecked()).toBe(true);
    // Removed by the player, the rest can go. Live games also suspend for a moment on their own: wait until at most
    // the leg this test closed is unavailable, so removing does not take the express below two legs.
    let current = blocked;
    for (let i = 0; i < 30 && current.legs.filter((l) => l.unavailable).length > 1; i += 1) {
      await page.waitForTimeout(500);
      current = (await slipNow(page)) ?? current;
    }
    for (const leg of current.legs.filter((l) => l.unavailable)) {
      await page.locator(`[data-outcome-id="${leg.id}"] button[aria-label^="Remove"]`).click();
    }
    await page.locator('[data-testid="coupon-stake"]').fill('10');

    // Accept what is shown and place; the bet is recorded at exactly the total the slip showed at the click.
    let shownTotal = 0;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if (await page.locator('[data-testid="coupon-receipt"]').count()) break;
      const s = await slipNow(page);
      if (!s || s.legs.length < 2) throw new Error('the express lost its legs');
      if (s.legs.some((l) => l.unavailable)) {
        await page.waitForTimeout(500);
        continue;
      }
      shownTotal = s.total;
      if (!s.place.disabled) await page.locator('[data-testid="coupon-place"]').click();
      await page.waitForTimeout(s.place.text.includes('Accept') ? 300 : 1500);
    }
    const receipt = page.locator('[data-testid="coupon-receipt"] [data-bet-id]');
    await receipt.waitFor({ timeout: 30_000 });
    const betId = Number(await receipt.getAttribute('data-bet-id'));
    const detail = await call(page, '/service-api/LiveBet/Secure/HistoryDetail', { betId });
    expect(detail.body.data.attributes.bet.coef).toBeCloseTo(shownTotal, 2);
    expect(detail.body.data.attributes.bet.vid).toBe(1);
    await page.context().close();
  }, 600_000);

  it('a settlement fast-forwarded on the server reaches my bets, the bets history and the header balance within 2 s', async () => {
    const page = await signedInPage();
    const [pick] = await waitLive(page, async () => {
      const picks = await livePicks();
      return picks.length > 0 ? picks : undefined;
    });
    if (!pick) throw new Error('no live pick');
    const betId = await placeSingle(page, pick, 10);
    await openSlip(page, []);
    await page.locator('[data-coupon-tab="bets"]').click();
    const slipRow = page.locator(`[data-testid="my-bets"] li[data-bet-id="${betId}"]`);
    await slipRow.waitFor();
    const office = await page.context().newPage();
    await office.goto(`${world.server.origin}/en/office/bets-history`);
    const historyRow = office.locator(`[data-testid="office-bets"] li[data-bet-id="${betId}"]`);
    await historyRow.waitFor();
    expect(await historyRow.getAttribute('data-status')).toBe('open');
    // Let both pages' player streams connect before the server moves on.
    await page.waitForTimeout(1000);

    // The server plays the match out and settles it; from the moment its answer says settled, 2 s for the screens.
    const fastForward = fastForwardFeed(world.server.origin, 40);
    let settled: { status: string } | undefined;
    for (let i = 0; i < 2400 && !settled; i += 1) {
      const bet = (await call(page, '/service-api/LiveBet/Secure/HistoryDetail', { betId })).body.data.attributes.bet;
      if (bet.status !== 'open') settled = { status: bet.status };
      else await page.waitForTimeout(100);
    }
    if (!settled) throw new Error('the bet never settled');
    const started = Date.now();
    const within2s = { timeout: 2000, interval: 100 };
    await expect.poll(() => slipRow.getAttribute('data-status'), within2s).toBe(settled.status);
    await expect.poll(() => historyRow.getAttribute('data-status'), within2s).toBe(settled.status);
    // The header shows the balance the server has now (other bets may settle in the same fast-forward).
    await expect
      .poll(
        async () =>
          (await headerBalanceDigits(page)) === String(Math.round((await balanceOf(page)) * 100)) ? 'same' : 'stale',
        within2s,
      )
      .toBe('same');
    expect(Date.now() - started).toBeLessThan(2500);
    await fastForward;
    await page.context().close();
  }, 600_000);
});
