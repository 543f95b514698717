/**
 * Registration variants and what follows a registration, end to end in Chromium against the real server
 * (development mode, built-in captcha) with a configuration that turns on the short and full-v1 variants, the
 * welcome modals and the partner's first-deposit bonus: a short registration with the bonus welcome modal, the
 * registration bonus popup (waiting on the recharge route, shown on the next one, its button going to recharge),
 * the full-v1 form's minimum-age check, and sign-in by an SMS code read from the development outbox.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { latestOutboxCode, solveCaptcha } from '../support/player';

let configDir: string | undefined;

/** The repository's configuration with this file's features switched on for the demo partner. */
function writeConfig(): string {
  const dir = mkdtempSync(join(tmpdir(), 'betframe-e2e-registration-config-'));
  cpSync(fileURLToPath(new URL('../../server/config', import.meta.url)), dir, { recursive: true });
  const file = join(dir, 'partners', '1.json');
  const partner = JSON.parse(readFileSync(file, 'utf8'));
  const development = partner.modes.development;
  development.registration = {
    ...development.registration,
    types: ['short_reg', 'full_v1_reg', 'fast_reg', 'phone_reg', 'full_reg'],
    welcomeModal: true,
    bonusWelcomeModal: true,
  };
  development.global = { ...development.global, minAge: 18 };
  development.promo = { ...development.promo, firstDepositBonus: { enabled: true, percent: 100 } };
  writeFileSync(file, JSON.stringify(partner, null, 2));
  return dir;
}

const world = useServerAndBrowser({
  env: () => {
    configDir = writeConfig();
    return { CONFIG_DIR: configDir };
  },
});
afterAll(() => {
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

const flag = (page: Page) => page.evaluate(() => localStorage.getItem('registration-bonus-popup'));

describe('registration: short variant, welcome modal and the registration bonus popup', () => {
  it('registers (short), welcomes with the bonus modal; the popup waits on recharge, shows on home and leads to recharge', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.origin}/en/registration?return-url=${encodeURIComponent('/en/office/recharge')}`);
    await page.locator('[data-registration-type="short_reg"]').click();
    const form = page.locator('[data-testid="register-short_reg"]');
    // The form's controls in order: text inputs, the kit Select (a combobox) for the currency, the agreements.
    expect(
      await form.locator('input, [role="combobox"]').evaluateAll((els) => els.map((el) => el.getAttribute('name'))),
    ).toEqual(['bf-short_reg-login', 'bf-short_reg-password', 'bf-short_reg-currency', 'regRules', 'regPolitics']);
    await form.locator('input[name="bf-short_reg-login"]').fill(`short-${Date.now()}@betframe.test`);
    await form.locator('input[name="bf-short_reg-password"]').fill('Short-Pass-1');
    await form.locator('input[name="regRules"]').check();
    await form.locator('input[name="regPolitics"]').check();
    await form.locator('button[type="submit"]').click();
    await solveCaptcha(page);

    const welcome = page.locator('[data-testid="bonus-welcome-modal"]');
    await welcome.waitFor();
    expect(await welcome.getAttribute('role')).toBe('dialog');
    expect(await welcome.textContent()).toContain('+100%');
    await expect
      .poll(() =>
        page.evaluate(() => {
          let element = document.activeElement;
          while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
          return element?.getAttribute('data-testid');
        }),
      )
      .toBe('welcome-continue');
    await page.keyboard.press('Enter');

    // Signed in, sent to the return-url: the recharge route, where the popup is not shown but still due.
    await page.locator('[data-testid="header-office"]').waitFor();
    await page.waitForURL((url) => url.pathname === '/en/office/recharge');
    await page.locator('[data-testid="office-page"]').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.locator('[data-testid="registration-bonus-popup"]').count()).toBe(0);
    expect(await flag(page)).toBe('1');

    // The next route shows it once, with the server's texts, as a dialog.
    await page.locator('a[href="/en"]').first().click();
    await page.waitForURL((url) => url.pathname === '/en');
    const popup = page.locator('[role="dialog"][data-modal="registration-bonus"]');
    await popup.waitFor();
    // Named by its title (the kit Dialog's aria-labelledby).
    const titleId = (await popup.getAttribute('aria-labelledby')) ?? '';
    expect(await page.locator(`[id="${titleId}"]`).textContent()).toBe('First deposit bonus');
    expect(await popup.textContent()).toContain('+100% to your first deposit');
    expect(await flag(page)).toBeNull();
    await popup.locator('[data-testid="registration-bonus-go"]').click();
    await page.waitForURL((url) => url.pathname === '/en/office/recharge');
    await popup.waitFor({ state: 'detached' });
    await page.locator('[data-testid="office-page"]').waitFor();
    await page.close();
  }, 180_000);

  it('full-v1 asks for personal data in the configured order and refuses an under-age birth date', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.origin}/en/registration`);
    await page.locator('[data-registration-type="full_v1_reg"]').click();
    const form = page.locator('[data-testid="register-full_v1_reg"]');
    const names = await form.locator('input, select').evaluateAll((els) => els.map((el) => el.getAttribute('name')));
    expect(names.slice(0, 5)).toEqual([
      'bf-full_v1_reg-name',
      'bf-full_v1_reg-surname',
      'bf-full_v1_reg-birth-date',
      'bf-full_v1_reg-email',
      'bf-full_v1_reg-phone',
    ]);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 10);
    await form.locator('input[name="bf-full_v1_reg-name"]').fill('Aigerim');
    await form.locator('input[name="bf-full_v1_reg-surname"]').fill("O'Neil");
    await form.locator('input[name="bf-full_v1_reg-birth-date"]').fill(young.toISOString().slice(0, 10));
    await form.locator('input[name="bf-full_v1_reg-email"]').fill(`full-v1-${Date.now()}@betframe.test`);
    await form.locator('input[name="bf-full_v1_reg-password"]').fill('Full-V1-Pass-1');
    await form.locator('input[name="bf-full_v1_reg-password_confirmation"]').fill('Full-V1-Pass-1');
    await form.locator('input[name="regRules"]').check();
    await form.locator('input[name="regPolitics"]').check();
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => form.locator('#bf-full_v1_reg-birth-date-error').textContent())
      .toBe('You have not reached the minimum age for registration');
    await form.locator('input[name="bf-full_v1_reg-birth-date"]').fill('1990-04-12');
    await form.locator('button[type="submit"]').click();
    await solveCaptcha(page);
    await page.locator('[data-testid="registration-activation"]').waitFor();
    await page.close();
  }, 120_000);
});

describe('sign-in by SMS code', () => {
  it('sends a code to the phone (read from the development outbox), refuses a wrong one and signs in with it', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.origin}/en/login`);
    await page.locator('[data-login-type="sms"]').click();
    const form = page.locator('[data-testid="sms-sign-in-form"]');
    await form.locator('input[name="bf-sms-phone"]').fill('+7 900 000-00-02');
    await form.locator('button[type="submit"]').click();
    await solveCaptcha(page);
    await form.locator('input[name="bf-sms-code"]').waitFor();
    const code = await latestOutboxCode(page, '79000000002');
    await form.locator('input[name="bf-sms-code"]').fill(code === '000000' ? '111111' : '000000');
    await form.locator('button[type="submit"]').click();
    await form.locator('#bf-sms-code-error').waitFor();
    await form.locator('input[name="bf-sms-code"]').fill(code);
    await form.locator('button[type="submit"]').click();
    await page.locator('[data-testid="header-office"]').waitFor();
    const me = await page.evaluate(async () => (await fetch('/web-api/account/me')).json());
    expect(me.data).toMatchObject({ login: 'demo2' });
    await page.close();
  }, 120_000);
});
