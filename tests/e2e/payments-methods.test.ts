/**
 * Deposit methods in Chromium against the real server (development mode), at phone and desktop widths: a card
 * deposit through the sandbox card form and its 3-D Secure challenge, and a crypto deposit credited once its
 * confirmations come in — the app clock moved forward with the development fast-forward instead of waiting. Each
 * ends on the office's result screen with the balance moved by exactly the amount (the fee is paid on top).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { fastForwardFeed, officeBalanceMinor, registerInOneClick, startDeposit } from '../support/player';

const world = useServerAndBrowser();

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

/** A new player, registered at desktop width, then looked at in the width under test. */
async function newPlayer(size: { width: number; height: number }): Promise<Page> {
  const page = await world.browser.newPage({ viewport: { width: 1366, height: 900 } });
  await registerInOneClick(page, world.server.origin);
  await page.setViewportSize(size);
  return page;
}

async function openDeposit(page: Page): Promise<number> {
  await page.goto(`${world.server.origin}/en/office/recharge`);
  await page.locator('[data-testid="office-recharge"] input[type="radio"][value="card"]').waitFor();
  await expect.poll(() => page.locator('[data-testid="office-active-balance"]').count()).toBe(1);
  return officeBalanceMinor(page);
}

const result = (page: Page) => page.locator('[data-testid="deposit-result"]');

describe.each(widths)('deposit methods at $name width', (size) => {
  it('a card deposit through the 3-D Secure page is credited once', async () => {
    const page = await newPlayer(size);
    const before = await openDeposit(page);
    const form = page.locator('[data-testid="office-recharge"]');
    await form.locator('input[type="radio"][value="card"]').check();
    await form.locator('[data-preset="1000"]').click();
    await expect.poll(() => form.locator('#bf-recharge-amount').inputValue()).toBe('1000');
    await expect.poll(() => form.locator('[data-total]').getAttribute('data-total')).toBe('100000');
    // The form fits the phone: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await startDeposit(page, '250.75', 'card');
    await page.locator('input[name="number"]').fill('4242 4242 4242 4241');
    await page.locator('input[name="expiry"]').fill('12/30');
    await page.locator('input[name="cvc"]').fill('123');
    await page.locator('button[name="pay"]').click();
    await expect.poll(() => page.locator('[data-error]').getAttribute('data-error')).toBe('card_number_invalid');
    await page.locator('input[name="number"]').fill('4242 4242 4242 4242');
    await page.locator('input[name="expiry"]').fill('12/30');
    await page.locator('input[name="cvc"]').fill('123');
    await page.locator('button[name="pay"]').click();
    const code = (await page.locator('[data-otp]').textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.locator('input[name="code"]').fill(code);
    await page.locator('button[value="confirm"]').click();
    await page.waitForURL((url) => url.pathname === '/en/office/recharge' && url.searchParams.has('payment'));
    await expect.poll(() => result(page).getAttribute('data-status')).toBe('approved');
    expect(await result(page).textContent()).toContain('Deposit credited');
    await expect.poll(() => officeBalanceMinor(page)).toBe(before + 25_075);
    // Back again (a reload of the result page) credits nothing more.
    await page.reload();
    await expect.poll(() => result(page).getAttribute('data-status')).toBe('approved');
    await expect.poll(() => officeBalanceMinor(page)).toBe(before + 25_075);
    await page.close();
  }, 180_000);

  it('a crypto deposit is credited after its confirmations on the app clock', async () => {
    const page = await newPlayer(size);
    const before = await openDeposit(page);
    await startDeposit(page, '600', 'crypto');
    await expect.poll(() => page.locator('[data-address]').textContent()).toMatch(/^sbx1q[0-9a-f]{38}$/);
    expect(await page.locator('[data-qr] svg').count()).toBe(1);
    await page.locator('button[name="send"]').click();
    await expect.poll(() => page.locator('[data-confirmations]').getAttribute('data-confirmations')).toBe('0');
    await page.locator('[data-back]').click();
    await page.waitForURL((url) => url.pathname === '/en/office/recharge' && url.searchParams.has('payment'));
    await expect.poll(() => result(page).getAttribute('data-status')).toBe('pending');
    expect(await result(page).textContent()).toContain('of 3');
    // Three blocks of a minute each on the app clock: the result screen, asking every few seconds, sees the credit.
    await fastForwardFeed(world.server.origin, 3);
    await expect.poll(() => result(page).getAttribute('data-status'), { timeout: 15_000 }).toBe('approved');
    await expect.poll(() => officeBalanceMinor(page)).toBe(before + 60_000);
    await page.close();
  }, 180_000);
});
