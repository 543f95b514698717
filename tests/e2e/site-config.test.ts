/**
 * The site as an operator configures it, end to end in Chromium against the real server with its own
 * configuration directory: the age-limit modal switched on (minimum age 21) with the keyboard and in Arabic,
 * not-found URLs, the home sections list, and where a player lands after registering on a page and after
 * signing in from a modal (the redirect lists' defaults).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { solveCaptcha } from '../support/player';

function configDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'betframe-site-config-'));
  cpSync(join(import.meta.dirname, '..', '..', 'server', 'config'), dir, { recursive: true });
  const file = join(dir, 'partners', '1.json');
  const partner = JSON.parse(readFileSync(file, 'utf8')) as { config: Record<string, unknown> };
  partner.config = {
    ...partner.config,
    flags: { show_age_modal: true },
    global: { minAge: 21 },
    home: { sections: ['politics', 'top-sports'] },
    routing: { notFoundUrls: ['/ufc', '/cricket/*'] },
  };
  writeFileSync(file, JSON.stringify(partner));
  return dir;
}

const world = useServerAndBrowser({ env: () => ({ CONFIG_DIR: configDir() }) });

/** A visitor who already chose cookies and, unless said otherwise, confirmed the age. */
async function visitor(confirmedAge = true): Promise<Page> {
  const context = await world.browser.newContext();
  await context.addInitScript((age) => {
    localStorage.setItem('cookiesAgreeLevel', '3');
    localStorage.setItem('cookiesAgreeTime', String(Date.now()));
    if (age) localStorage.setItem('ageConfirmed', '1');
  }, confirmedAge);
  return context.newPage();
}

describe('age-limit modal switched on', () => {
  it('asks once in Arabic with the configured age; Escape and Tab cannot leave it; No explains, Yes is kept', async () => {
    const page = await visitor(false);
    await page.goto(`${world.server.origin}/ar`);
    const dialog = page.locator('[role="dialog"][data-modal="age"]');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const described = await dialog.getAttribute('aria-describedby');
    expect(await page.locator(`#${described}`).textContent()).toContain('21');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('age-yes');

    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(1);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    }

    await page.locator('[data-testid="age-no"]').focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('[data-testid="age-refused"][role="alert"]').textContent()).toContain('21');
    await page.locator('[data-testid="age-yes"]').focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('[data-testid="home-page"]').waitFor();
    await page.waitForTimeout(500);
    expect(await dialog.count()).toBe(0);
    await page.context().close();
  }, 90_000);
});

describe('routing and home from the configuration', () => {
  it('configured not-found URLs show not-found; other routes stay', async () => {
    const page = await visitor();
    for (const path of ['/en/ufc', '/en/cricket/game/5']) {
      await page.goto(`${world.server.origin}${path}`);
      await page.locator('[data-testid="not-found"]').waitFor();
    }
    await page.goto(`${world.server.origin}/en/politics`);
    await page.locator('[data-testid="betting-page"][data-route="politics"]').waitFor();
    await page.context().close();
  }, 60_000);

  it('home shows exactly the configured sections in their order', async () => {
    const page = await visitor();
    await page.goto(`${world.server.origin}/en`);
    await page.locator('[data-testid="home-page"]').waitFor();
    const sections = await page
      .locator('[data-home-section]')
      .evaluateAll((all) => all.map((s) => s.getAttribute('data-home-section')));
    expect(sections).toEqual(['politics', 'top-sports']);
    await page.context().close();
  }, 60_000);

  it('after registering on the registration page a new player lands on the deposit page', async () => {
    const page = await visitor();
    await page.goto(`${world.server.origin}/en/registration`);
    await page.locator('[data-registration-type="fast_reg"]').click();
    const form = page.locator('[data-testid="register-fast_reg"]');
    await form.locator('input[name="regRules"]').check();
    await form.locator('input[name="regPolitics"]').check();
    await form.locator('button[type="submit"]').click();
    await solveCaptcha(page);
    await page.locator('[data-testid="fast-continue"]').click();
    await page.waitForURL((url) => url.pathname === '/en/office/recharge');
    await page.context().close();
  }, 120_000);

  it('after signing in from the modal over a page the player stays on that page', async () => {
    const page = await visitor();
    await page.goto(`${world.server.origin}/en/cyber`);
    await page.locator('[data-testid="betting-page"]').waitFor();
    await page.locator('[data-testid="header-sign-in"]').click();
    const dialog = page.locator('[role="dialog"][data-modal="login"]');
    const form = dialog.locator('[data-testid="sign-in-form"]');
    await form.waitFor();
    await form.locator('input[name="bf-login"]').fill('demo');
    await form.locator('input[name="bf-password"]').fill('Demo-Pass-1');
    await form.locator('button[type="submit"]').click();
    await solveCaptcha(page);
    await page.locator('[data-testid="header-office"]').waitFor();
    await page.waitForURL((url) => url.pathname === '/en/cyber');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  }, 120_000);
});
