/**
 * Accounts end to end in Chromium against the real server process (development mode, default configuration:
 * the built-in captcha is on): the on-screen captcha page is solved (with the test token), the demo player signs
 * in, and a new player registers by e-mail and activates through the link read off the development outbox page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { useCaptchaTestToken } from '../support/player';

const world = useServerAndBrowser({ entry: 'server/src/main.ts' });

/**
 * Opens the captcha page, picks a number, returns the token the page displays. The picture is pixels a script
 * cannot read, so the solve call is answered with the server's CAPTCHA_TEST_TOKEN (CONTRACTS §10).
 */
async function solveCaptcha(page: Page): Promise<string> {
  await useCaptchaTestToken(page);
  await page.goto(`${world.server.origin}/web-api/captcha/page`);
  await page.waitForSelector('#options button');
  expect(await page.getAttribute('#image', 'src')).toMatch(/^data:image\/png;base64,/);
  await page.click('#options button >> nth=0');
  await page.waitForSelector('#token:not([hidden])');
  expect(await page.textContent('#status')).toBe('Solved.');
  return (await page.textContent('#token')) ?? '';
}

async function postJson(page: Page, path: string, body: unknown, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ({ path, body, headers }) => {
      const response = await fetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body, headers },
  );
}

describe('accounts in the browser', () => {
  it('a person solves the captcha page and signs in with the demo player', async () => {
    const page = await world.browser.newPage();
    const token = await solveCaptcha(page);
    expect(token.length).toBeGreaterThan(20);
    const login = await postJson(
      page,
      '/web-api/account/login',
      { login: 'demo@betframe.test', password: 'Demo-Pass-1' },
      { 'x-captcha-token': token },
    );
    expect(login.status).toBe(200);
    const me = await page.evaluate(async () => (await fetch('/web-api/account/me')).json());
    expect(me.data.email).toBe('demo@betframe.test');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await page.close();
  }, 120_000);

  it('registers by e-mail and activates through the link on the development outbox page', async () => {
    const page = await world.browser.newPage();
    const token = await solveCaptcha(page);
    const email = `e2e-${Date.now()}@betframe.test`;
    const registered = await postJson(
      page,
      '/web-api/registration/full',
      {
        email,
        password: Buffer.from('E2e-Pass-1').toString('base64'),
        currency_id: 1,
        country_id: 463,
        regRules: true,
        regPolitics: true,
      },
      { 'x-captcha-token': token },
    );
    expect(registered.status).toBe(201);

    await page.goto(`${world.server.origin}/dev/outbox?to=${encodeURIComponent(email)}`);
    const text = (await page.textContent('tbody')) ?? '';
    const link = /(http:\/\/\S+\/web-api\/registration\/activate\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(link).toBeDefined();
    await page.goto(link as string);
    const me = await page.evaluate(async () => (await fetch('/web-api/account/me')).json());
    expect(me.data).toMatchObject({ email, emailConfirmed: true, registrationType: 'full_reg' });
    await page.close();
  }, 120_000);
});
