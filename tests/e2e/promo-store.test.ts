/**
 * The promo store end to end, against the real server process and Chromium, as the demo player (100 points): at
 * phone width the sticker (100 points) is bought with the keyboard alone (Tab to its button, Enter, Tab to the
 * dialog's confirmation, Enter); the points go to 0 and "My purchases" shows it ordered. At desktop width in Arabic
 * (RTL) the page shows the limit reached, the tabs move with the arrow keys, and axe finds nothing serious.
 */
import { promoPurchasesData, promoStoreData } from '@betframe/sdk/loyalty';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { focused, seriousViolations, signIn, tabUntil } from '../support/player';
import { E2E_CAPTCHA_TOKEN } from '../support/server-process';

const world = useServerAndBrowser();

async function demoToken(): Promise<string> {
  const response = await fetch(`${world.server.origin}/web-api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-captcha-token': E2E_CAPTCHA_TOKEN },
    body: JSON.stringify({ login: 'demo@betframe.test', password: 'Demo-Pass-1' }),
  });
  expect(response.status).toBe(200);
  return z.object({ data: z.object({ token: z.string() }) }).parse(await response.json()).data.token;
}

async function get(path: string, token: string): Promise<unknown> {
  const response = await fetch(`${world.server.origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: unknown }).data;
}

async function openAt(width: number, height: number): Promise<Page> {
  // bypassCSP: the axe-core audit's script is the test's own (see seriousViolations).
  const page = await world.browser.newPage({ viewport: { width, height }, bypassCSP: true });
  await page.goto(`${world.server.origin}/en/login`);
  await signIn(page, 'demo@betframe.test', 'Demo-Pass-1');
  await page.locator('[data-testid="header-office"]').waitFor();
  return page;
}

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('promo store', () => {
  it('buys the sticker with the keyboard at 390 px; shows it in Arabic at 1366 px', async () => {
    const token = await demoToken();
    expect(promoStoreData.parse(await get('/web-api/promo-store', token)).balance).toBe(100);

    const phone = await openAt(390, 844);
    await phone.goto(`${world.server.origin}/en/promo-store`);
    await phone.locator('[data-item="sticker"]').waitFor();
    expect(await phone.locator('[data-testid="promo-store-balance"]').textContent()).toBe('Your points: 100');
    expect(await overflows(phone)).toBe(false);
    // The only item 100 points buy is the only enabled buy button.
    await tabUntil(phone, (a) => a['data-testid'] === 'promo-store-buy' && a.disabled === undefined);
    await phone.keyboard.press('Enter');
    await phone.locator('[data-testid="promo-store-dialog"]').waitFor();
    await tabUntil(phone, (a) => a['data-testid'] === 'promo-store-confirm');
    await phone.keyboard.press('Enter');
    await expect
      .poll(() => phone.locator('[data-testid="promo-store-status"]').textContent())
      .toBe('Done: “Betframe sticker” is yours');
    await expect.poll(() => phone.locator('[data-testid="promo-store-balance"]').textContent()).toBe('Your points: 0');
    await phone.locator('[role="tab"][data-tab="purchases"]').click();
    await phone.locator('[data-testid="promo-store-purchases"] [data-item="sticker"][data-status="ordered"]').waitFor();
    expect(await overflows(phone)).toBe(false);
    await phone.close();

    const history = promoPurchasesData.parse(await get('/web-api/promo-store/purchases', token));
    expect(history.items.map((p) => [p.itemCode, p.points, p.status])).toEqual([['sticker', 100, 'ordered']]);

    const desktop = await openAt(1366, 900);
    await desktop.goto(`${world.server.origin}/ar/promo-store`);
    await desktop.locator('[data-item="sticker"]').waitFor();
    expect(await desktop.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await desktop.locator('[data-item="sticker"] h2').textContent()).toBe('ملصق Betframe');
    expect(await desktop.locator('[data-item="sticker"] [data-testid="promo-store-buy"]').isDisabled()).toBe(true);
    await desktop.locator('[role="tab"][data-tab="store"]').focus();
    await desktop.keyboard.press('ArrowLeft');
    expect(await focused(desktop)).toMatchObject({ tag: 'button' });
    expect(await desktop.locator('[role="tab"][data-tab="purchases"]').getAttribute('aria-selected')).toBe('true');
    await desktop.keyboard.press('ArrowLeft');
    await desktop.locator('[data-testid="promo-store-earn"]').waitFor();
    expect(await overflows(desktop)).toBe(false);
    expect(await seriousViolations(desktop)).toEqual([]);
    await desktop.close();
  }, 300_000);
});
