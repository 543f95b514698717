/**
 * Promotions end to end (docs/promotions.md) in Chromium against the real server, whose configuration turns the
 * express boost on: a player buys a toto coupon on the draw page (every event picked, the price as lines × line
 * stake, paid from the balance) and finds it in the office; the draw page and the archive read in four languages
 * at a phone's width without overflow; the express of the day goes into the bet slip with one tap, where the
 * slip shows its boost before placement.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { depositThroughSandbox, headerBalanceDigits, officeBalanceMinor, registerInOneClick } from '../support/player';

const configDir = mkdtempSync(join(tmpdir(), 'betframe-promotions-config-'));
const world = useServerAndBrowser({
  env: () => ({ CONFIG_DIR: configDir }),
  before: () => {
    cpSync(join(process.cwd(), 'server/config'), configDir, { recursive: true });
    const file = join(configDir, 'partners/1.json');
    const partner = JSON.parse(readFileSync(file, 'utf8'));
    partner.config.betting.expressBoost = { enabled: true, minLegCoef: 1.2, steps: [{ legs: 3, percent: 5 }] };
    partner.config.toto = { enabled: true };
    writeFileSync(file, JSON.stringify(partner));
  },
});

async function consentedPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await world.browser.newContext({ viewport });
  await context.addInitScript(() => {
    localStorage.setItem('cookiesAgreeLevel', '3');
    localStorage.setItem('cookiesAgreeTime', String(Date.now()));
  });
  return context.newPage();
}

async function currentDraw(): Promise<number> {
  const response = await fetch(`${world.server.origin}/web-api/toto/current`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { drawId: number } }).data.drawId;
}

describe('toto', () => {
  it('buys a coupon on the draw page, pays it from the balance and sees it in the office', async () => {
    const page = await consentedPage();
    await registerInOneClick(page, world.server.origin);
    await depositThroughSandbox(page, world.server.origin, '100');
    await expect.poll(() => officeBalanceMinor(page), { timeout: 20_000 }).toBe(10_000);

    await page.goto(`${world.server.origin}/en/toto/draws/active/1`);
    await page.locator('[data-testid="toto-draw-link"][data-status="active"] a').first().click();
    const draw = page.locator('[data-testid="toto-page"][data-status="active"]');
    await draw.waitFor();
    const events = draw.locator('[data-testid="toto-event"]');
    expect(await events.count()).toBe(15);
    await expect.poll(() => draw.locator('[data-testid="toto-pay"]').isDisabled()).toBe(true);
    for (let i = 0; i < 15; i += 1) await events.nth(i).locator('button[data-outcome="1"]').click();
    // A second pick in the first event doubles the lines: 2 × 10.00.
    await events.nth(0).locator('button[data-outcome="X"]').click();
    expect(await draw.locator('[data-testid="toto-lines"]').textContent()).toContain('Lines: 2 ×');
    await draw.locator('[data-testid="toto-pay"]').click();
    const done = draw.locator('[data-testid="toto-status-message"][data-tone="ok"]');
    await done.waitFor();
    expect(await done.textContent()).toMatch(/Coupon No\. \d+ is in the draw/);
    // The header hears the new balance on the player's push stream (the wallet channel).
    await expect.poll(() => headerBalanceDigits(page), { timeout: 20_000 }).toBe('8000');

    await done.locator('a').click();
    const coupon = page.locator('[data-testid="office-toto"] [data-testid="toto-coupon"][data-status="open"]');
    await coupon.waitFor();
    expect(await coupon.textContent()).toContain('1X · 1 · 1');
    await expect.poll(() => officeBalanceMinor(page), { timeout: 20_000 }).toBe(8_000);
  });

  for (const lang of ['ru', 'en', 'kk', 'ar'] as const) {
    it(`the draw page and the archive in ${lang} at a phone's width: translated, nothing wider than the screen`, async () => {
      const page = await consentedPage({ width: 320, height: 780 });
      const id = await currentDraw();
      await page.goto(`${world.server.origin}/${lang}/toto/${id}`);
      const draw = page.locator('[data-testid="toto-page"][data-status="active"]');
      await draw.waitFor();
      await draw.locator('[data-testid="toto-event"]').first().waitFor();
      const text = (await draw.textContent()) ?? '';
      expect(text).not.toMatch(/toto_|site_info/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await page.goto(`${world.server.origin}/${lang}/toto/draws/finished/1`);
      await page.locator('[data-testid="toto-draws"][data-status="finished"]').waitFor();
      expect((await page.locator('[data-testid="toto-draws"]').textContent()) ?? '').not.toMatch(/toto_/);
      await page.context().close();
    });
  }
});

describe('express of the day', () => {
  for (const width of [390, 1280]) {
    it(`goes into the bet slip with one tap and shows its boost there (${width} px)`, async () => {
      const page = await consentedPage({ width, height: 900 });
      await page.goto(`${world.server.origin}/en/express-day`);
      const express = page.locator('[data-testid="express-day"]').first();
      await express.waitFor({ timeout: 30_000 });
      expect(await express.locator('[data-testid="express-day-leg"]').count()).toBe(3);
      expect(await express.locator('[data-testid="express-day-boost"]').textContent()).toContain('+5 %');
      await express.locator('[data-testid="express-day-add"]').click();
      const legs = page.locator('[data-testid="coupon-outcomes"] li');
      await expect.poll(() => legs.count(), { timeout: 20_000 }).toBe(3);
      await page.locator('input[name="bet-kind"][value="express"]').check();
      await page.locator('[data-testid="coupon-stake"]').fill('10');
      const boost = page.locator('[data-testid="coupon-boost"]');
      await boost.waitFor({ timeout: 20_000 });
      expect(await boost.textContent()).toContain('+5 %');
      const win = Number(
        ((await page.locator('[data-testid="coupon-potential-win"]').textContent()) ?? '').replace(/[^\d.]/g, ''),
      );
      const boosted = Number(
        ((await page.locator('[data-testid="coupon-boost-win"]').textContent()) ?? '').replace(/[^\d.]/g, ''),
      );
      expect(boosted).toBeCloseTo(win + (win - 10) * 0.05, 1);
      await page.context().close();
    });
  }
});
