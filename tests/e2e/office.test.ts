/**
 * The office in Chromium against the real server process (development mode, the built-in captcha on): a password
 * change proven by signing out and in with the new password, the cash-out of an open bet moving the balance by
 * exactly the amount offered, a withdrawal request cancelled from the payment requests list (the money back to
 * the kopeck), and the bets history in pages of 50.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import {
  choose,
  chosen,
  depositThroughSandbox,
  officeBalanceMinor,
  registerInOneClick,
  seriousViolations,
  signIn,
  solveCaptcha,
} from '../support/player';

const world = useServerAndBrowser();

const gamesBody = z.object({
  data: z.object({
    attributes: z.object({
      games: z.array(
        z
          .object({
            id: z.number(),
            sportId: z.number(),
            champId: z.number(),
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

/** Pre-match games with an open price: their prices stand still until kick-off, so a cash-out offer does too. */
async function lineGames() {
  const response = await fetch(`${world.server.origin}/service-api/LineFeed/Get1x2_VZip?lng=en&count=200`);
  return gamesBody
    .parse(await response.json())
    .data.attributes.games.filter((g) => g.markets.some((m) => !m.suspended && m.outcomes.some((o) => !o.blocked)));
}

/** Places a single through the sportsbook's bet call from the signed-in page (its session cookie). */
async function placeSingle(
  page: Page,
  pick: { gameId: number; type: number; param: number; coef: number },
  stake: number,
): Promise<number> {
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
  return Number(answer.body.data.attributes.bet.betId);
}

function firstPick(game: Awaited<ReturnType<typeof lineGames>>[number]) {
  const market = game.markets.find((m) => !m.suspended && m.outcomes.some((o) => !o.blocked));
  const o = market?.outcomes.find((x) => !x.blocked);
  if (!o) throw new Error('no open price');
  return { gameId: game.id, type: o.type, param: o.param, coef: o.coef };
}

describe('office', () => {
  it('changes the password; signed out, the new password signs in and the old one no longer does', async () => {
    const page = await world.browser.newPage();
    const { login, password } = await registerInOneClick(page, world.server.origin);
    await page.goto(`${world.server.origin}/en/office/security`);
    const form = page.locator('[data-testid="password-change"]');
    await form.locator('#bf-old-password').fill(password);
    await form.locator('#bf-new-password').fill('Changed-Pass-7');
    await form.locator('button[type="submit"]').click();
    await solveCaptcha(page);
    await expect.poll(() => form.locator('[role="status"]').textContent()).toBe('The password has been changed.');

    await page.locator('[data-testid="header-sign-out"]').click();
    await page.locator('[data-testid="header-sign-in"]').waitFor();
    await page.goto(`${world.server.origin}/en/login`);
    await signIn(page, login, password);
    await expect
      .poll(() => page.locator('[data-testid="sign-in-error"]').textContent())
      .toBe('Wrong login or password');
    await page.goto(`${world.server.origin}/en/login`);
    await signIn(page, login, 'Changed-Pass-7');
    await page.locator('[data-testid="header-office"]').waitFor();
    await page.close();
  }, 120_000);

  it('cashes out an open bet: the balance moves by exactly the amount offered', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.origin}/en/login?return-url=${encodeURIComponent('/en/office/bets-history')}`);
    await signIn(page, 'demo', 'Demo-Pass-1');
    await page.waitForURL((url) => url.pathname === '/en/office/bets-history');
    const [game] = await lineGames();
    if (!game) throw new Error('no pre-match game');
    const betId = await placeSingle(page, firstPick(game), 50);
    await page.reload();
    const bet = page.locator(`[data-testid="office-bets"] li[data-bet-id="${betId}"]`);
    const button = bet.locator('[data-testid="bet-cash-out"]');
    await button.waitFor();
    const before = await officeBalanceMinor(page);
    const offered = Math.round(Number(await button.getAttribute('data-cash-out')) * 100);
    expect(offered).toBeGreaterThan(0);
    await button.click();
    await expect.poll(() => bet.getAttribute('data-status')).toBe('sold');
    await expect.poll(() => officeBalanceMinor(page)).toBe(before + offered);
    expect(Math.round(Number(await bet.getAttribute('data-payout')) * 100)).toBe(offered);

    // The history "with mail": the bets of the filter go to the player's confirmed address.
    await page.locator('[data-testid="bets-mail"]').click();
    await expect
      .poll(() => page.locator('[data-testid="office-bets"] > [role="status"]').textContent())
      .toMatch(/^Sent to d\*\*\*@betframe\.test: \d+ bets\.$/);
    const outbox = await page.evaluate(async () =>
      (await fetch('/dev/outbox.json?to=demo%40betframe.test&limit=1')).json(),
    );
    expect(outbox.data.messages[0]?.text).toContain(`#${betId} `);
    expect(outbox.data.messages[0]?.text).toContain('sold, paid');
    await page.close();
  }, 120_000);

  it('cancels a withdrawal request from the payment requests list: the held amount comes back exactly once', async () => {
    const page = await world.browser.newPage();
    await registerInOneClick(page, world.server.origin);
    await depositThroughSandbox(page, world.server.origin, '75.40');
    await expect.poll(() => officeBalanceMinor(page)).toBe(7540);
    await page.locator('[data-screen="deduce"]').click();
    const deduce = page.locator('[data-testid="office-deduce"]');
    await deduce.locator('input').fill('30.15');
    await deduce.locator('button[type="submit"]').click();
    await deduce.locator('[role="status"]').waitFor();
    await expect.poll(() => officeBalanceMinor(page)).toBe(4525);

    await page.locator('[data-screen="requests"]').click();
    const requests = page.locator('[data-testid="office-requests"]');
    const row = requests.locator('tbody tr');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.first().getAttribute('data-status')).toBe('pending');
    // A double click sends the cancel once more while the first is on its way; the money still comes back once.
    await row.first().locator('[data-testid="request-cancel"]').dblclick();
    await requests.locator('[data-testid="requests-empty"]').waitFor();
    await expect.poll(() => officeBalanceMinor(page)).toBe(7540);

    await page.locator('[data-screen="payments"]').click();
    const history = page.locator('[data-testid="office-payments"] tbody tr');
    await history.first().waitFor();
    expect(await history.first().getAttribute('data-status')).toBe('cancelled');
    await page.reload();
    await expect.poll(() => officeBalanceMinor(page)).toBe(7540);
    await page.close();
  }, 120_000);

  it('pages the bets history by 50', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.origin}/en/login?return-url=${encodeURIComponent('/en/office/bets-history')}`);
    await signIn(page, 'demo2', 'Demo-Pass-2');
    await page.waitForURL((url) => url.pathname === '/en/office/bets-history');
    const games = await lineGames();
    const ids: number[] = [];
    for (let i = 0; i < 53; i += 1) {
      const game = games[i % Math.min(games.length, 20)];
      if (!game) throw new Error('no pre-match game');
      ids.push(await placeSingle(page, firstPick(game), 10));
    }
    await page.reload();
    const screen = page.locator('[data-testid="office-bets"]');
    const items = screen.locator(':scope > ul > li[data-bet-id]');
    await items.first().waitFor();
    expect(await items.count()).toBe(50);
    expect(await screen.locator('[data-testid="bets-page"]').textContent()).toBe('1 / 2');
    // Newest first: the last bet placed heads the first page.
    expect(await items.first().getAttribute('data-bet-id')).toBe(String(ids.at(-1)));
    await screen.locator('[data-testid="bets-pages"] button', { hasText: 'Next' }).click();
    await expect.poll(() => screen.locator('[data-testid="bets-page"]').textContent()).toBe('2 / 2');
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.last().getAttribute('data-bet-id')).toBe(String(ids[0]));
    // Another filter starts again on the first page.
    await choose(screen, '#bf-bets-status', 'open');
    await expect.poll(() => screen.locator('[data-testid="bets-page"]').textContent()).toBe('1 / 2');
    await screen.locator('[data-testid="bets-pages"] button', { hasText: 'Next' }).click();
    await expect.poll(() => screen.locator('[data-testid="bets-page"]').textContent()).toBe('2 / 2');
    // "Clear" puts the filters back to their defaults, on the first page again.
    await screen.locator('[data-testid="bets-clear"]').click();
    expect(await chosen(screen, '#bf-bets-status')).toBe('');
    expect(await chosen(screen, '#bf-bets-period')).toBe('7');
    await expect.poll(() => screen.locator('[data-testid="bets-page"]').textContent()).toBe('1 / 2');
    expect(await screen.locator('[data-testid="bets-clear"]').isDisabled()).toBe(true);
    await page.close();
  }, 180_000);

  it('opens an account in another currency and deletes it again; the active account offers no delete', async () => {
    const page = await world.browser.newPage();
    await registerInOneClick(page, world.server.origin);
    await page.goto(`${world.server.origin}/en/office/account`);
    const accounts = page.locator('[data-testid="office-accounts"]');
    const rows = accounts.locator('tbody tr');
    await rows.first().waitFor();
    const before = await rows.count();
    await choose(accounts, '#bf-new-currency', '10');
    await accounts.locator('button', { hasText: 'Open account' }).click();
    await expect.poll(() => rows.count()).toBe(before + 1);
    // The active account has no delete button; the new, empty, inactive one has.
    expect(await rows.first().locator('[data-testid="account-delete"]').count()).toBe(0);
    const usd = accounts.locator('tbody tr[data-currency="USD"]');
    await usd.locator('[data-testid="account-delete"]').click();
    await expect.poll(() => rows.count()).toBe(before);
    expect(await accounts.locator('[role="status"]').textContent()).toBe('The account is deleted.');
    expect(await accounts.locator('tbody tr[data-currency="USD"]').count()).toBe(0);
    await page.close();
  }, 120_000);

  it('axe-core finds no serious or critical violation on the office screens', async () => {
    // The audit script is the test's; the site's CSP allows only its own, so this context bypasses it.
    const context = await world.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await registerInOneClick(page, world.server.origin);
    await depositThroughSandbox(page, world.server.origin, '20');
    await page.locator('[data-screen="deduce"]').click();
    const deduce = page.locator('[data-testid="office-deduce"]');
    await deduce.locator('input').fill('5');
    await deduce.locator('button[type="submit"]').click();
    await deduce.locator('[role="status"]').waitFor();
    const screens: Array<[string, string]> = [
      ['account', '[data-testid="office-accounts"]'],
      ['payment-requests', '[data-testid="office-requests"] tbody tr'],
      ['payment-history', '[data-testid="office-payments"] tbody tr'],
      ['bets-history', '[data-testid="bets-empty"]'],
      ['security', '[data-testid="sessions"] li'],
    ];
    for (const [path, ready] of screens) {
      await page.goto(`${world.server.origin}/en/office/${path}`);
      await page.locator(ready).first().waitFor();
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    await context.close();
  }, 180_000);
});
