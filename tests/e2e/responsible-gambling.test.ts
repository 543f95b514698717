/**
 * Responsible gambling end to end (issue 18, CONTRACTS §7), in Chromium against the real server process as the
 * demo player: sets a daily wager limit in the office, hits it in the bet slip and reads the translated reason;
 * turns on reality checks and sees the check after its interval (one reality-check minute is 200 ms here:
 * `REALITY_CHECK_MINUTE_MS`); self-excludes in one click from the responsible-gaming information page, after
 * which signing in is refused.
 */
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { choose, signIn } from '../support/player';
import { E2E_CAPTCHA_TOKEN } from '../support/server-process';

const world = useServerAndBrowser({ env: () => ({ REALITY_CHECK_MINUTE_MS: '200' }) });

describe('responsible gambling', () => {
  it('a limit set in the office stops the slip with its reason; a reality check comes; self-exclusion in one click', async () => {
    const origin = world.server.origin;
    const page = await world.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(`${origin}/en/login`);
    await signIn(page, 'demo', 'Demo-Pass-1');
    await page.locator('[data-testid="header-office"]').waitFor();

    // A daily wager limit of 5 in the office's responsible-gambling screen.
    await page.goto(`${origin}/en/office/responsible-gambling`);
    const form = page.locator('[data-testid="limit-form"]');
    await form.locator('button[role="combobox"][name="limit-type"]').click();
    await form.locator('[role="option"]', { hasText: 'Wager limit' }).click();
    await form.locator('input[name="limit-amount"]').fill('5');
    await form.locator('[data-testid="limit-set"]').click();
    const limit = page.locator('[data-testid="limit"][data-type="wager"][data-period="day"]');
    await limit.waitFor();
    expect(await limit.textContent()).toContain('Wager limit');

    // A stake of 10 in the slip: refused, with the reason in words and what is left.
    // The pre-match line: one feed stream. The home page's sections hold a stream each, and with the player's own
    // streams a browser's six connections per host are all taken (docs/feed-and-betting.md, "Streams per page").
    await page.goto(`${origin}/en/line`);
    await page.locator('[data-testid="coupon-empty"]').waitFor();
    await page.locator('button[data-outcome-id]:not([disabled])').first().click({ timeout: 60_000 });
    await choose(page, '#bf-coupon-policy', '1');
    await page.locator('[data-testid="coupon-stake"]').fill('10');
    await page.locator('[data-testid="coupon-place"]').click();
    const reason = page.locator('[data-testid="coupon-error"][data-code="limit_reached"]');
    await reason.waitFor({ timeout: 30_000 });
    expect(await reason.textContent()).toMatch(/^Wager limit \(day\) is reached\. Left: .*5\.00/);

    // Reality checks every 5 minutes (here 1 s): the dialog comes on the betting screen.
    await page.goto(`${origin}/en/office/responsible-gambling`);
    await page.locator('input[name="reality-minutes"]').fill('5');
    await page.locator('[data-testid="reality-save"]').click();
    await page.locator('[data-testid="limits-message"]').waitFor();
    await page.goto(`${origin}/en/line`);
    const check = page.locator('[data-testid="reality-check"]');
    await check.waitFor({ timeout: 20_000 });
    expect(await check.textContent()).toMatch(/You have been playing for .+\. Result of this session: /);
    await page.locator('[data-testid="reality-continue"]').click();
    await check.waitFor({ state: 'detached' });

    // Self-exclusion one click from the information page, confirmed.
    await page.goto(`${origin}/en/information/responsiblegaming`);
    await page.locator('[data-testid="self-exclude"]').click();
    await page.locator('[data-testid="self-exclusion-confirm"]').waitFor();
    await page.locator('[data-testid="self-exclusion-yes"]').click();
    await page.locator('[data-testid="self-exclusion-done"]').waitFor();
    expect(await page.locator('[data-testid="self-exclusion-done"]').textContent()).toMatch(
      /You are self-excluded until/,
    );
    const login = await fetch(`${origin}/web-api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-captcha-token': E2E_CAPTCHA_TOKEN },
      body: JSON.stringify({ login: 'demo', password: 'Demo-Pass-1' }),
    });
    expect(login.status).toBe(403);
    expect(((await login.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('self_excluded');
    await page.close();
  }, 300_000);
});
