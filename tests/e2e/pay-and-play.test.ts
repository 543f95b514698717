/**
 * Pay-and-play registration end to end in Chromium against the real server (development mode), at phone and
 * desktop widths: the registration widget's pay-and-play tab, the sandbox bank's page showing the identity it will
 * return, approval, and back on the site a signed-in player whose account holds exactly the deposit. Reloading the
 * bank's callback afterwards is refused as a replay and credits nothing.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { headerBalanceDigits, officeBalanceMinor } from '../support/player';

let configDir: string | undefined;

/** The repository's configuration with pay-and-play registration switched on for the demo partner. */
function writeConfig(): string {
  const dir = mkdtempSync(join(tmpdir(), 'betframe-e2e-pnp-config-'));
  cpSync(fileURLToPath(new URL('../../server/config', import.meta.url)), dir, { recursive: true });
  const file = join(dir, 'partners', '1.json');
  const partner = JSON.parse(readFileSync(file, 'utf8'));
  const development = partner.modes.development;
  development.registration = {
    ...development.registration,
    types: ['phone_reg', 'pay_and_play_reg'],
    welcomeModal: false,
    bonusWelcomeModal: false,
  };
  development.global = { ...development.global, minAge: 18 };
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

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

describe.each(widths)('pay-and-play registration at $name width', (size) => {
  it('pays through the sandbox bank and comes back signed in with the deposit on the account', async () => {
    const page = await world.browser.newPage({ viewport: { width: size.width, height: size.height } });
    await page.goto(`${world.server.origin}/en/registration`);
    await page.locator('[data-registration-type="pay_and_play_reg"]').click();
    const form = page.locator('[data-testid="register-pay_and_play_reg"]');
    await form.locator('input[name="bf-pay_and_play_reg-amount"]').fill('250.50');
    await form.locator('input[name="regRules"]').check();
    await form.locator('input[name="regPolitics"]').check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await form.locator('button[type="submit"]').click();

    // The bank's page: the payment and the identity it will hand over, which the player approves.
    await page.waitForURL(/\/sandbox\/bank\/pay-and-play\/\d+\?sig=/);
    expect(await page.locator('[data-amount]').textContent()).toContain('250.50');
    const identity = page.locator('[data-identity]');
    expect(await identity.locator('input[name="name"]').inputValue()).toBe('Alex');
    expect(await identity.locator('input[name="birth_date"]').inputValue()).toBe('1990-05-17');
    expect(await identity.locator('input[name="personal_id"]').inputValue()).toMatch(/^SBX\d{10}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    let callback = '';
    page.on('request', (request) => {
      if (request.url().includes('/pay-and-play/callback?')) callback = request.url();
    });
    await page.locator('button[value="approve"]').click();

    // Back on the site, signed in: the site leaves the registration page for a signed-in player (its routing).
    await page.locator('[data-testid="header-office"]').waitFor();
    await expect.poll(() => headerBalanceDigits(page)).toBe('25050');
    const me = await page.evaluate(async () => (await (await fetch('/web-api/account/me')).json()).data);
    expect(me).toMatchObject({ name: 'Alex', surname: 'Sandbox', registrationType: 'pay_and_play_reg' });

    await page.goto(`${world.server.origin}/en/office/account`);
    await expect.poll(() => page.locator('[data-testid="office-active-balance"]').count()).toBe(1);
    expect(await officeBalanceMinor(page)).toBe(25050);

    // The bank's callback again (a reload, a replay): refused with its code, nothing credited twice.
    expect(callback).not.toBe('');
    await page.goto(callback);
    await page.waitForURL(/pay_and_play_error=replayed/);
    await page.goto(`${world.server.origin}/en/office/account`);
    await expect.poll(() => page.locator('[data-testid="office-active-balance"]').count()).toBe(1);
    expect(await officeBalanceMinor(page)).toBe(25050);
    await page.close();
  });
});
