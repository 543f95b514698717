/**
 * The site end to end in Chromium against the real server (development mode, the built-in captcha on): sign-in
 * with the captcha solved in the registration widget, the guard of a signed-in-only route and its return-url,
 * phone registration with the SMS code from the development outbox, e-mail registration with activation, and
 * the two-factor step with a TOTP code (and a wrong one).
 */
import { generate } from 'otplib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../support/chromium';
import { type RunningServer, startServer } from '../support/server-process';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { NODE_ENV: 'development' } });
  browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Reads the number off the captcha picture the way a person would: the digits drawn, left to right. */
async function numberShown(page: Page): Promise<number> {
  const src = (await page.locator('[data-testid="captcha-image"]').getAttribute('src')) ?? '';
  const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  return Number([...svg.matchAll(/<text[^>]*>(\d)<\/text>/g)].map((m) => m[1]).join(''));
}

/** Solves the captcha popup of the registration widget. */
export async function solveWidgetCaptcha(page: Page): Promise<void> {
  await page.locator('[data-testid="captcha-image"]').waitFor();
  const answer = await numberShown(page);
  await page.locator(`[data-testid="captcha"] button[data-value="${answer}"]`).click();
  await page.locator('[data-testid="captcha"]').waitFor({ state: 'detached' });
}

async function latestCode(page: Page, to: string): Promise<string> {
  const body = await page.evaluate(
    async (to) => (await fetch(`/dev/outbox.json?to=${encodeURIComponent(to)}&limit=1`)).json(),
    to,
  );
  const text: string = body.data.messages[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}: ${text}`);
  return code;
}

async function signIn(page: Page, login: string, password: string): Promise<void> {
  const form = page.locator('[data-testid="sign-in-form"]');
  await form.locator('input[name="bf-login"]').fill(login);
  await form.locator('input[name="bf-password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await solveWidgetCaptcha(page);
}

describe('site: sign-in, registration and route guards', () => {
  it('a signed-in-only route sends a guest to sign-in and returns to it afterwards (return-url)', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/en/office/`);
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(new URL(page.url()).searchParams.get('return-url')).toBe('/en/office');
    await signIn(page, 'demo', 'Demo-Pass-1');
    await page.waitForURL((url) => url.pathname === '/en/office');
    await page.locator('[data-testid="header-office"]').waitFor();
    await page.close();
  }, 120_000);

  it('a wrong password shows the server’s answer in the player’s language', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/ru/login`);
    await signIn(page, 'demo', 'Wrong-Pass-1');
    await expect
      .poll(() => page.locator('[data-testid="sign-in-error"]').textContent())
      .toBe('Неверный логин или пароль');
    await page.close();
  }, 120_000);

  it('registers by phone with the SMS code read from the development outbox', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/en/registration`);
    await page.locator('[data-registration-type="phone_reg"]').click();
    const form = page.locator('[data-testid="register-phone_reg"]');
    const digits = `7901${String(Date.now()).slice(-7)}`;
    await form.locator('input[type="tel"]').fill(`+${digits}`);
    await form.locator('input[name="regRules"]').check();
    await form.locator('input[name="regPolitics"]').check();
    await form.locator('button[type="submit"]').click();
    await solveWidgetCaptcha(page);
    await form.locator('input[autocomplete="one-time-code"]').waitFor();
    await form.locator('input[autocomplete="one-time-code"]').fill(await latestCode(page, digits));
    await form.locator('input[autocomplete="new-password"]').fill('Phone-Pass-1');
    await form.locator('button[type="submit"]').click();
    await page.locator('[data-testid="header-office"]').waitFor();
    const me = await page.evaluate(async () => (await fetch('/web-api/account/me')).json());
    expect(me.data).toMatchObject({ registrationType: 'phone_reg' });
    await page.close();
  }, 120_000);

  it('registers by e-mail and activates through the link from the outbox', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/en/registration`);
    await page.locator('[data-registration-type="full_reg"]').click();
    const form = page.locator('[data-testid="register-full_reg"]');
    const email = `site-${Date.now()}@betframe.test`;
    await form.locator('input[type="email"]').fill(email);
    await form.locator('input[name="bf-full_reg-password"]').fill('Mail-Pass-1');
    await form.locator('input[name="bf-full_reg-password_confirmation"]').fill('Mail-Pass-1');
    await form.locator('input[name="regRules"]').check();
    await form.locator('input[name="regPolitics"]').check();
    await form.locator('button[type="submit"]').click();
    await solveWidgetCaptcha(page);
    await page.locator('[data-testid="registration-activation"]').waitFor();
    const body = await page.evaluate(
      async (to) => (await fetch(`/dev/outbox.json?to=${encodeURIComponent(to)}&limit=1`)).json(),
      email,
    );
    const link = /(http:\/\/\S+\/web-api\/registration\/activate\?token=[A-Za-z0-9_-]+)/.exec(
      body.data.messages[0]?.text ?? '',
    )?.[1];
    expect(link).toBeDefined();
    await page.goto(link as string);
    await page.locator('[data-testid="header-office"]').waitFor();
    const me = await page.evaluate(async () => (await fetch('/web-api/account/me')).json());
    expect(me.data).toMatchObject({ email, emailConfirmed: true });
    await page.close();
  }, 120_000);

  it('two-factor: after enabling it, sign-in asks for the code; a wrong code is refused, a right one signs in', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/en/login`);
    await signIn(page, 'demo2', 'Demo-Pass-2');
    await page.locator('[data-testid="header-office"]').waitFor();
    const qr = await page.evaluate(async () =>
      (await fetch('/web-api/account/two-factor/qr', { method: 'POST' })).json(),
    );
    const secret: string = qr.data.secret;
    const appCode = await generate({ secret });
    const enabled = await page.evaluate(
      async (code) =>
        (
          await fetch('/web-api/account/two-factor/enable', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ app_code: code }),
          })
        ).status,
      appCode,
    );
    expect(enabled).toBe(200);
    await page.locator('[data-testid="header-sign-out"]').click();
    await page.locator('[data-testid="header-sign-in"]').click();
    await page.waitForURL((url) => url.pathname === '/en/login');
    await signIn(page, 'demo2', 'Demo-Pass-2');
    const step = page.locator('[data-testid="two-factor-form"]');
    await step.locator('input').fill(appCode === '000000' ? '111111' : '000000');
    await step.locator('button[type="submit"]').click();
    await expect.poll(() => step.locator('[role="alert"]').textContent()).toBe('Wrong authenticator code');
    // The step used at enabling is spent; the next one is within the accepted drift.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await step.locator('input').fill(next);
    await step.locator('button[type="submit"]').click();
    await page.locator('[data-testid="header-office"]').waitFor();
    await page.close();
  }, 120_000);
});
