/**
 * The office's profile, messages and settings in Chromium against the real server (one server and browser for
 * the file, one player through it): a profile edit (a new login), a message sent from the sandbox operator desk
 * showing unread in the office within 2 s and then read, and football disallowed in the settings — gone from
 * that player's feed and a football bet refused with the coded reason. Then the profile, settings, messages and
 * promotions screens visited in ru, en, kk and ar: no untranslated text key, right to left in Arabic.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { registerInOneClick } from '../support/player';

const world = useServerAndBrowser();
const FOOTBALL = 1;
let page: Page;
let password = '';

beforeAll(async () => {
  page = await world.browser.newPage();
  ({ password } = await registerInOneClick(page, world.server.origin));
}, 120_000);
afterAll(async () => {
  await page?.close();
});

describe('office: profile, messages, settings', () => {
  it('changes the login from the profile; the account details show the new one', async () => {
    await page.goto(`${world.server.origin}/en/office/profile`);
    const form = page.locator('[data-testid="login-change"]');
    const login = `player.${Date.now().toString(36)}`;
    await form.locator('#bf-new-login').fill(login);
    await form.locator('#bf-login-password').fill('Wrong-Pass-9');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('#bf-login-password-error').textContent()).toBe('Wrong password');
    await form.locator('#bf-login-password').fill(password);
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('[role="status"]').textContent()).toBe(`Your login is now ${login}.`);
    await expect.poll(() => page.locator('[data-testid="profile-details"]').textContent()).toContain(login);
  }, 60_000);

  it('a message sent from the operator desk shows unread within 2 s; opened, it is read', async () => {
    await page.goto(`${world.server.origin}/en/office`);
    await page.locator('[data-testid="office-sidebar"]').waitFor();
    const me = await page.evaluate(async () => (await (await fetch('/web-api/account/me')).json()).data.userId);
    const sentAt = Date.now();
    const sent = await fetch(`${world.server.origin}/sandbox/operator/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ to: 'player', userId: me, subject: 'Weekend offer', body: 'Double points on Saturday.' }),
    });
    expect(await sent.json()).toEqual({ success: true, data: { sent: 1, emailed: 0, texted: 0 } });
    const counter = page.locator('[data-testid="office-count-messages"]');
    await counter.waitFor({ timeout: 2000 });
    expect(Date.now() - sentAt).toBeLessThan(2000);
    expect(await counter.textContent()).toContain('1');

    await page.locator('[data-screen="messages"]').click();
    const message = page.locator('[data-testid="office-messages"] li[data-message-id]').first();
    await expect.poll(() => message.getAttribute('data-read')).toBe('false');
    expect(await message.textContent()).toContain('Weekend offer');
    await message.locator('button').first().click();
    await expect.poll(() => message.getAttribute('data-read')).toBe('true');
    expect(await message.textContent()).toContain('Double points on Saturday.');
    await counter.waitFor({ state: 'detached' });
  }, 60_000);

  it('football disallowed before the match: gone from the player’s feed, and a football bet is refused', async () => {
    const guestFeed = await (
      await fetch(`${world.server.origin}/service-api/LineFeed/Get1x2_VZip?lng=en&count=500`)
    ).json();
    const football = (
      guestFeed.data.attributes.games as Array<{
        id: number;
        sportId: number;
        markets: Array<{
          suspended: boolean;
          outcomes: Array<{ type: number; param: number; coef: number; blocked?: boolean }>;
        }>;
      }>
    ).find((g) => g.sportId === FOOTBALL && g.markets.some((m) => !m.suspended && m.outcomes.some((o) => !o.blocked)));
    if (!football) throw new Error('no football game in the line');

    await page.goto(`${world.server.origin}/en/office/settings`);
    const form = page.locator('[data-testid="disallowed-sports"]');
    await form
      .locator('[data-feed="lineDisallowSport"] label', { hasText: /^Football$/ })
      .locator('input')
      .check();
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('[role="status"]').textContent()).toBe('Saved.');

    const mine = await page.evaluate(async () =>
      (await (await fetch('/service-api/LineFeed/Get1x2_VZip?lng=en&count=500')).json()).data.attributes.games.map(
        (g: { sportId: number }) => g.sportId,
      ),
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine).not.toContain(FOOTBALL);

    const market = football.markets.find((m) => !m.suspended && m.outcomes.some((o) => !o.blocked));
    const o = market?.outcomes.find((x) => !x.blocked);
    if (!o) throw new Error('no open price');
    const answer = await page.evaluate(
      async (pick) => {
        const response = await fetch('/service-api/LiveBet/Secure/MakeBetWeb', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ couponEvents: [pick], summ: 10, betGuid: crypto.randomUUID(), checkCf: 1 }),
        });
        return { status: response.status, body: await response.json() };
      },
      { gameId: football.id, type: o.type, param: o.param, coef: o.coef },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.errors[0].code).toBe('sport_disallowed');
  }, 60_000);

  for (const lang of ['ru', 'en', 'kk', 'ar'] as const) {
    it(`the profile, settings, messages and promotions screens in ${lang}`, async () => {
      for (const [path, screenId] of [
        ['profile', 'profile'],
        ['settings', 'settings'],
        ['messages', 'messages'],
        ['promotions', 'promotions'],
      ] as const) {
        await page.goto(`${world.server.origin}/${lang}/office/${path}`);
        const screen = page.locator(`[data-testid="office-${screenId}"]`);
        await screen.waitFor();
        const dir = lang === 'ar' ? 'rtl' : 'ltr';
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
        expect(await page.locator('div.bf-root[data-widget="office"]').getAttribute('dir')).toBe(dir);
        expect(await page.locator('[data-screen][aria-selected="true"]').getAttribute('data-screen')).toBe(screenId);
        await expect.poll(async () => (await screen.textContent())?.trim().length ?? 0).toBeGreaterThan(10);
        expect(await screen.textContent()).not.toMatch(/office_[a-z_]+|\{\{/);
        expect(await page.locator('[data-testid="office-sidebar"]').textContent()).not.toMatch(/office_[a-z_]+/);
      }
      // Partner 1 runs bring a friend: the promotions list it, with a link the keyboard reaches.
      const friend = page.locator('[data-testid="promotion"][data-kind="referral"] a');
      expect(await friend.getAttribute('href')).toBe(`/${lang}/office/bring-a-friend`);
      await friend.focus();
      // The widget may render in a shadow root: its own active element is the one to ask.
      expect(await friend.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el)).toBe(
        true,
      );
    }, 60_000);
  }
});
