/**
 * Bring a friend in Chromium against the real server: a player copies the referral link in the office (desktop
 * width), a friend opens it on a phone and registers in one click, and the referrer then sees the friend, masked,
 * in the office's bring-a-friend screen (desktop and phone width, no sideways scrolling).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { registerInOneClick, seriousViolations, solveCaptcha } from '../support/player';

const world = useServerAndBrowser();
const pages: Page[] = [];
afterAll(async () => {
  for (const page of pages) await page.context().close();
});

async function open(width: number, height: number, permissions: string[] = []): Promise<Page> {
  // bypassCSP: the axe-core audit script is the test's own.
  const context = await world.browser.newContext({ viewport: { width, height }, permissions, bypassCSP: true });
  const page = await context.newPage();
  pages.push(page);
  return page;
}

describe('bring a friend', () => {
  it('a player copies the link, a friend registers through it, the referrer sees the friend masked', async () => {
    const origin = world.server.origin;
    const referrer = await open(1280, 900, ['clipboard-read', 'clipboard-write']);
    await registerInOneClick(referrer, origin);
    await referrer.goto(`${origin}/en/office/bring-a-friend`);
    const link = referrer.locator('[data-testid="referral-link"]');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`^${origin}/en/registration\\?refCode=[A-Z0-9]{8}$`));
    await referrer.locator('[data-testid="referral-copy"]').click();
    await expect
      .poll(() => referrer.locator('[data-testid="referral-copy-status"]').textContent())
      .toBe('Link copied.');
    expect(await referrer.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const friend = await open(390, 844);
    await friend.goto(url);
    await friend.locator('[data-registration-type="fast_reg"]').click();
    const form = friend.locator('[data-testid="register-fast_reg"]');
    await form.locator('input[name="regRules"]').check();
    await form.locator('input[name="regPolitics"]').check();
    const recorded = friend.waitForResponse((r) => r.url().includes('/web-api/referral/registration'));
    await form.locator('button[type="submit"]').click();
    await solveCaptcha(friend);
    await friend.locator('[data-testid="registration-fast-done"]').waitFor();
    const friendLogin = (await friend.locator('[data-testid="fast-login"]').textContent()) ?? '';
    expect((await recorded).status()).toBe(201);

    const masked = `${friendLogin.slice(0, 2)}${'*'.repeat(friendLogin.length - 4)}${friendLogin.slice(-2)}`;
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await referrer.setViewportSize({ width, height });
      await referrer.goto(`${origin}/en/office/bring-a-friend`);
      const row = referrer.locator('[data-testid="referral-friend"]');
      await row.waitFor();
      expect(await row.count()).toBe(1);
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(masked);
      expect(text).not.toContain(friendLogin);
      expect(await row.getAttribute('data-state')).toBe('registered');
      const overflow = await referrer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(referrer)).toEqual([]);
    }

    // The screen in the four languages, right to left in Arabic, its tabs by keyboard.
    await referrer.setViewportSize({ width: 1280, height: 900 });
    for (const lang of ['ru', 'kk', 'ar', 'en']) {
      await referrer.goto(`${origin}/${lang}/office/bring-a-friend`);
      await referrer.locator('[data-testid="referral-friend"]').waitFor();
      const screen = referrer.locator('[data-testid="office-friends"]');
      expect((await screen.textContent()) ?? '').not.toMatch(/referral_|office_screen_/);
      expect(await screen.evaluate((el) => getComputedStyle(el).direction)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await screen.locator('[role="tab"][data-tab="main"]').focus();
      await referrer.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await screen.locator('[data-testid="referral-rule"]').waitFor();
      await referrer.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await screen.locator('[data-testid="referral-banner"] img').first().waitFor();
    }
    const banner = await referrer.locator('[data-testid="referral-banner"] img').first().getAttribute('src');
    const svg = await referrer.evaluate(async (src) => (await fetch(src ?? '')).text(), banner);
    expect(svg).toContain('<svg');
  }, 240_000);
});

describe('partner programme and global event', () => {
  it('shows the partner programme in four languages, right to left in Arabic, with its configured view', async () => {
    const page = await open(390, 844);
    for (const lang of ['ru', 'en', 'kk', 'ar']) {
      await page.goto(`${world.server.origin}/${lang}/partner-programme`);
      const root = page.locator('[data-testid="partner-programme"]');
      await root.waitFor();
      expect(await root.getAttribute('data-view')).toBe('cards');
      expect(await page.locator('.site-partners-item').count()).toBe(4);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect((await root.textContent()) ?? '').not.toMatch(/partner_programme_/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (lang === 'ar') expect(await seriousViolations(page)).toEqual([]);
    }
  }, 120_000);

  it('promotes the global event on the home page; its page has the championship’s games; a price goes to the slip', async () => {
    const page = await open(1280, 900);
    await page.goto(`${world.server.origin}/en`);
    const block = page.locator('[data-testid="global-event"]');
    await block.waitFor();
    expect(await block.locator('h2').textContent()).toBe('The big football weekend');
    expect(await block.locator('[data-testid="global-event-start"]').textContent()).toMatch(/^First game: /);
    expect(await seriousViolations(page)).toEqual([]);
    await block.locator('a[href="/en/global-event"]').click();
    await page.waitForURL((url) => url.pathname === '/en/global-event');
    const alone = page.locator('[data-testid="global-event"]');
    expect(await alone.locator('h1').textContent()).toBe('The big football weekend');
    const price = alone.locator('button[data-outcome-id]').first();
    await price.waitFor({ timeout: 60_000 });
    await price.click();
    await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');
  }, 120_000);
});
