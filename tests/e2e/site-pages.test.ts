/**
 * The site's pages end to end in Chromium against the real server: information pages with the server's texts in
 * every language (and not-found for an unknown kind), footer links and questions, the home sections, betting
 * routes narrowing the line widget or saying a section has no events, and the cookie consent banner with the
 * keyboard only.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';

const require = createRequire(import.meta.url);
const world = useServerAndBrowser();

/** A page whose cookie choice is already made, so the banner stays away unless a test wants it. */
async function consentedPage(): Promise<Page> {
  const context = await world.browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('cookiesAgreeLevel', '3');
    localStorage.setItem('cookiesAgreeTime', String(Date.now()));
  });
  return context.newPage();
}

const titles = { ru: 'О нас', en: 'About us', kk: 'Біз туралы', ar: 'من نحن' } as const;

describe('information pages', () => {
  for (const lang of ['ru', 'en', 'kk', 'ar'] as const) {
    it(`about in ${lang}: the server's title and text, footer links in the same language`, async () => {
      const page = await consentedPage();
      await page.goto(`${world.server.origin}/${lang}/information/about`);
      const article = page.locator('[data-testid="information-page"][data-kind="about"]');
      await article.waitFor();
      expect(await article.locator('h1').textContent()).toBe(titles[lang]);
      await expect.poll(() => page.title()).toBe(`${titles[lang]} — Betframe`);
      expect(await article.locator('li').count()).toBeGreaterThan(2);
      const links = page.locator('[data-testid="footer-links"] a');
      await expect.poll(() => links.count()).toBe(10);
      // Grouped by the information sections of SPEC §2; "about" is under partners.
      const about = page.locator(
        `[data-testid="footer-links"] section:last-of-type a[href="/${lang}/information/about"]`,
      );
      expect(await about.textContent()).toBe(titles[lang]);
      expect(await page.locator('[data-testid="footer-links"] h2').count()).toBe(3);
      await page.context().close();
    }, 60_000);
  }

  it('a kind in the path in lower case (privacypolicy) finds its page; an unknown kind is not found', async () => {
    const page = await consentedPage();
    await page.goto(`${world.server.origin}/en/information/privacyPolicy/`);
    await page.waitForURL((url) => url.pathname === '/en/information/privacypolicy');
    expect(await page.locator('[data-testid="information-page"] h1').textContent()).toBe('Privacy policy');
    await page.goto(`${world.server.origin}/en/information/nope`);
    await page.locator('[data-testid="not-found"]').waitFor();
    await page.context().close();
  }, 60_000);

  it('a footer question opens as a disclosure widget with its answer', async () => {
    const page = await consentedPage();
    await page.goto(`${world.server.origin}/en/information/rules`);
    const first = page.locator('.site-footer-questions details').first();
    await first.waitFor();
    await first.locator('summary').click();
    expect(await first.getAttribute('open')).not.toBeNull();
    expect(await first.locator('p').textContent()).toMatch(/coupon/);
    await page.context().close();
  }, 60_000);
});

describe('home and betting routes', () => {
  it('home shows the configured sections: live now, top events, cyber (line widgets) and top sports (links), and the bet slip', async () => {
    const page = await consentedPage();
    await page.goto(`${world.server.origin}/en`);
    const sections = page.locator('[data-home-section]');
    await expect.poll(() => sections.count()).toBe(4);
    expect(await sections.evaluateAll((all) => all.map((s) => s.getAttribute('data-home-section')))).toEqual([
      'home',
      'top-events',
      'cyber',
      'top-sports',
    ]);
    await page.locator('[data-home-section="cyber"] [data-widget-slot="line"]').waitFor();
    expect(await page.locator('[data-home-section="top-sports"] a').first().textContent()).toBe('Football');
    // The bet slip sits on home too, so a pick made in a section is visible at once.
    await page.locator('.site-home-coupon [data-widget-slot="coupon"]').waitFor();
    // The theme toggle repaints the widgets at once, without a reload (the shared state's overlayTheme).
    const slip = page.locator('.site-home-coupon [data-widget-slot="coupon"] .bf-root');
    // Home's sections mount their widgets as they near the screen (docs/content-and-seo.md "Client takeover").
    await page.locator('[data-home-section="cyber"]').scrollIntoViewIfNeeded();
    const line = page.locator('[data-home-section="cyber"] [data-widget-slot="line"] .bf-themed').first();
    await expect.poll(() => slip.getAttribute('data-theme')).toBe('light');
    await page.locator('[data-testid="theme-toggle"]').click();
    await expect.poll(() => slip.getAttribute('data-theme')).toBe('dark');
    await expect.poll(() => line.getAttribute('data-theme')).toBe('dark');
    await page.context().close();
  }, 60_000);

  it('on a phone the bottom badge raises the slip as a modal sheet: Tab stays in it, Escape closes it, focus returns to the badge', async () => {
    const context = await world.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      localStorage.setItem('cookiesAgreeLevel', '3');
      localStorage.setItem('cookiesAgreeTime', String(Date.now()));
    });
    const page = await context.newPage();
    await page.goto(`${world.server.origin}/en`);
    const badge = page.locator('[data-testid="bottom-slip"]');
    const sheet = page.locator('[data-testid="slip-panel"]');
    await sheet.locator('[data-widget-slot="coupon"] .bf-root').waitFor({ state: 'attached' });
    await badge.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sheet.getAttribute('aria-modal')).toBe('true');
    expect(await sheet.getAttribute('role')).toBe('dialog');
    const inSheet = () => page.evaluate(() => document.activeElement?.closest('[data-testid="slip-panel"]') !== null);
    expect(await inSheet()).toBe(true);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inSheet()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await inSheet()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.getAttribute('data-open')).toBeNull();
    // Focus goes back in the closing effect, which runs after the sheet's attributes change on screen.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('bottom-slip');
    await context.close();
  }, 60_000);

  it('a coupon link (/coupon/{code}) opens the bet slip with the saved coupon loaded', async () => {
    const page = await consentedPage();
    await page.goto(`${world.server.origin}/en/line`);
    await page.locator('button[data-outcome-id]:not([disabled])').first().click();
    await page.locator('[data-testid="coupon-outcomes"] li').first().waitFor();
    await page.locator('[data-testid="coupon-save"]').click();
    const saved = (await page.locator('[data-testid="coupon-saved-code"]').textContent()) ?? '';
    const code = /[A-Z0-9]{4,}/.exec(saved.replace(/^[^:]*:/, ''))?.[0] ?? '';
    expect(code).not.toBe('');
    // Another visitor: no coupon of their own, only the link.
    const other = await consentedPage();
    await other.goto(`${world.server.origin}/en/coupon/${code.toLowerCase()}`);
    await other.locator('[data-testid="coupon-page"] [data-testid="coupon-outcomes"] li').first().waitFor();
    expect(await other.locator('[data-testid="coupon-outcomes"] li').count()).toBe(1);
    await page.context().close();
    await other.context().close();
  }, 60_000);

  it('the cyber route shows the line with only the cyber sports', async () => {
    const page = await consentedPage();
    await page.goto(`${world.server.origin}/en/cyber`);
    await page.locator('[data-testid="betting-page"][data-route="bettingCyber"]').waitFor();
    const sports = page.locator('[data-testid="line-sports"] [data-sport-id]');
    await expect.poll(() => sports.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const ids = await sports.evaluateAll((all) => all.map((b) => Number(b.getAttribute('data-sport-id'))));
    expect(ids.every((id) => [85, 144, 89].includes(id))).toBe(true);
    await page.context().close();
  }, 60_000);

  it('a sport route opens the line on that sport', async () => {
    const page = await consentedPage();
    await page.goto(`${world.server.origin}/en/line/1`);
    const pressed = page.locator('[data-testid="line-sports"] [data-sport-id="1"][aria-pressed="true"]');
    await pressed.waitFor({ timeout: 30_000 });
    await page.context().close();
  }, 60_000);

  it('a section the feed has no statistics for says so, in the page’s language, with links on', async () => {
    const page = await consentedPage();
    await page.goto(`${world.server.origin}/kk/cricket/team/5`);
    const empty = page.locator('[data-testid="section-empty"]');
    await empty.waitFor();
    expect(await empty.textContent()).toMatch(/Крикетте әзірге командалар мен ойыншылардың статистикасы жоқ/);
    expect(await empty.locator('a').first().getAttribute('href')).toBe('/kk/cricket');
    expect(await empty.locator('a').nth(1).getAttribute('href')).toBe('/kk/line');
    await page.context().close();
  }, 60_000);
});

describe('cookie consent', () => {
  it('a first visit gets the banner; the keyboard reaches it first and a choice is kept', async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${world.server.origin}/en/information/cookies`);
    const banner = page.locator('[data-testid="cookie-consent"]');
    await banner.waitFor();
    // Skip link first, then the banner's policy link and its buttons.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="cookie-consent"]') !== null)).toBe(
      true,
    );
    await page.locator('[data-testid="cookie-consent"] button[data-level="0"]').focus();
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookiesAgreeLevel'))).toBe('0');
    expect(Number(await page.evaluate(() => localStorage.getItem('cookiesAgreeTime')))).toBeGreaterThan(0);
    await page.reload();
    await page.locator('[data-testid="information-page"] h1').waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  }, 60_000);

  it('axe-core finds no serious or critical violation on an information page with the banner', async () => {
    const context = await world.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${world.server.origin}/ar/information/rules`);
    await page.locator('[data-testid="information-page"] h1').waitFor();
    await page.locator('[data-testid="cookie-consent"]').waitFor();
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } }).axe;
      const result = await axe.run(document);
      return (result.violations as { id: string; impact: string }[])
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id);
    });
    expect(violations).toEqual([]);
    await context.close();
  }, 60_000);
});
