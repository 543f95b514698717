/**
 * Sign-in methods end to end in Chromium against the real server (development mode, the built-in captcha on):
 * social registration and sign-in through the development identity provider speaking OpenID Connect (discovery,
 * PKCE, a signed id_token the server verifies with the JWKS), sign-in by a one-time e-mail link read from the
 * development outbox, the office's list of ended sessions, and a phone bound with its code sent by Telegram (the
 * development outbox is the sandbox messenger).
 */
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { registerInOneClick, solveCaptcha } from '../support/player';

const world = useServerAndBrowser();

describe('sign-in methods', () => {
  it('registers through the OpenID Connect provider, then signs in again with it after signing out', async () => {
    const origin = world.server.origin;
    const discovery = await (await fetch(`${origin}/dev/oauth/google/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({
      issuer: `${origin}/dev/oauth/google`,
      code_challenge_methods_supported: ['S256'],
    });

    const page = await world.browser.newPage();
    await page.goto(`${origin}/en/registration`);
    await page.locator('[data-registration-type="soc_reg"]').click();
    const form = page.locator('[data-testid="register-soc_reg"]');
    await form.locator('input[name="regRules"]').check();
    await form.locator('input[name="regPolitics"]').check();
    await form.locator('[data-provider="google"]').click();
    await page.waitForURL((url) => url.pathname === '/dev/oauth/google/authorize');
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const subject = `oidc-${Date.now().toString(36)}`;
    await page.fill('input[name="subject"]', subject);
    await page.fill('input[name="name"]', 'Oidc Player');
    await page.click('button[value="allow"]');
    await page.locator('[data-testid="header-office"]').waitFor();
    const me = await page.evaluate(async () => (await (await fetch('/web-api/account/me')).json()).data);
    expect(me).toMatchObject({ registrationType: 'soc_reg', name: 'Oidc Player' });

    await page.evaluate(() => fetch('/web-api/account/logout', { method: 'POST' }));
    await page.goto(`${origin}/en/login`);
    await page.locator('[data-testid="sign-in-form"] [data-provider="google"]').click();
    await page.waitForURL((url) => url.pathname === '/dev/oauth/google/authorize');
    await page.fill('input[name="subject"]', subject);
    await page.click('button[value="allow"]');
    await page.locator('[data-testid="header-office"]').waitFor();
    const again = await page.evaluate(async () => (await (await fetch('/web-api/account/me')).json()).data);
    expect(again.userId).toBe(me.userId);
    await page.close();
  }, 120_000);

  it('signs in by a one-time link e-mailed to the player; the used link is refused with a message', async () => {
    const origin = world.server.origin;
    const page = await world.browser.newPage();
    await page.goto(`${origin}/en/login`);
    await page.locator('[data-login-type="email_link"]').click();
    const form = page.locator('[data-testid="email-link-form"]');
    await form.locator('input[type="email"]').fill('demo2@betframe.test');
    await form.locator('button[type="submit"]').click();
    await solveCaptcha(page);
    await form.locator('[data-testid="email-link-sent"]').waitFor();

    const outbox = await (await fetch(`${origin}/dev/outbox.json?to=demo2@betframe.test&limit=1`)).json();
    const text: string = outbox.data.messages[0]?.text ?? '';
    const link = /(http:\/\/\S+\/web-api\/account\/login\/email-link\?\S+)/.exec(text)?.[1];
    expect(link).toBeDefined();
    await page.goto(link as string);
    await page.waitForURL((url) => url.pathname === '/en/login' || url.pathname === '/en');
    await page.locator('[data-testid="header-office"]').waitFor();
    const me = await page.evaluate(async () => (await (await fetch('/web-api/account/me')).json()).data);
    expect(me.login).toBe('demo2');

    // The office's security screen has the list of ended sessions.
    await page.goto(`${origin}/en/office/security`);
    await page.locator('[data-testid="session-history"]').waitFor();

    const other = await world.browser.newPage();
    await other.goto(link as string);
    await expect
      .poll(() => other.locator('[data-testid="social-error"]').textContent())
      .toBe('The sign-in link has expired or was already used. Ask for a new one.');
    await other.close();
    await page.close();
  }, 120_000);
  it('binds a phone with the code sent by Telegram', async () => {
    const origin = world.server.origin;
    const page = await world.browser.newPage();
    await registerInOneClick(page, origin);
    await page.goto(`${origin}/en/office/profile`);
    const form = page.locator('[data-testid="phone-change"]');
    const digits = `7900${Date.now().toString().slice(-7)}`;
    await form.locator('#bf-new-phone').fill(`+${digits}`);
    await form.locator('[data-testid="phone-send-telegram"]').click();
    await expect.poll(() => form.getAttribute('data-step')).toBe('code_sent');
    const outbox = await (await fetch(`${origin}/dev/outbox.json?to=${digits}&limit=1`)).json();
    const message = outbox.data.messages[0];
    expect(message.channel).toBe('telegram');
    const code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? '';
    await form.locator('#bf-phone-code').fill(code);
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => form.locator('[role="status"]').textContent())
      .toBe('The phone number is saved and confirmed.');
    await page.close();
  }, 120_000);
});
