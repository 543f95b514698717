/**
 * The player session across sites, end to end in Chromium (issue 25, docs/embedding.md "The session in a framed
 * site"): the example partner page on another site (http://127.0.0.1:PORT+1 — another host name than the site's
 * http://localhost:PORT, so the browser withholds the site's SameSite=Lax session cookie from the frame) frames
 * the site. A player signed in on the partner sees their balance in the framed site once the partner hands the
 * operator's token over (`Betframe.init({ token, onTokenRefresh })`); a handover posted from anywhere but the
 * parent is ignored; an expired token is refreshed through the partner's callback; the partner's sign-out and a
 * failed refresh sign the player out of the framed site.
 */
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { signIn } from '../support/player';

const world = useServerAndBrowser();
const partnerOrigin = () => `http://127.0.0.1:${world.server.port + 1}`;
const partnerUrl = (path: string) =>
  `${partnerOrigin()}/examples/site-parent/?${new URLSearchParams({ site: world.server.origin, lang: 'en', path })}`;

async function siteFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith(world.server.origin)), { timeout: 30_000 })
    .toBe(true);
  const frame = page.frames().find((f) => f.url().startsWith(world.server.origin));
  if (!frame) throw new Error('no site frame');
  return frame;
}

/** The header's balance as digits ("₽1,234.50" → "123450"), or '' when none shows. */
async function balanceDigits(scope: Page | Frame): Promise<string> {
  const header = scope.locator('[data-testid="header-balance"]');
  if ((await header.count()) === 0) return '';
  const value = header.locator('.bf-ui-combobox-value');
  const text = (await value.count()) ? await value.textContent() : await header.textContent();
  return (text ?? '').replace(/\D/g, '');
}

/** A JWT-shaped token whose `exp` has passed: the site must not use it but ask the partner for a fresh one. */
const expiredToken = (sub: string) =>
  `e30.${Buffer.from(JSON.stringify({ sub, exp: 1_000_000_000 })).toString('base64url')}.sig`;

describe('the player session of a partner in a site it frames on another site', () => {
  it('a signed-in partner player sees their balance in the framed site; a forged handover is ignored', async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    // The player has a session on the sportsbook's own site (its cookie is in this browser) …
    await page.goto(`${world.server.origin}/en/login`);
    await signIn(page, 'demo@betframe.test', 'Demo-Pass-1');
    await page.locator('[data-testid="header-balance"]').waitFor({ timeout: 60_000 });
    const balance = await balanceDigits(page);
    expect(balance).not.toBe('');
    // … and the partner's backend got an operator token for the same player.
    const token = await page.evaluate(async () => {
      const body = await (await fetch('/web-api/user/gettoken')).json();
      return body.data.token as string;
    });

    await page.goto(partnerUrl('/line'));
    const frame = await siteFrame(page);
    await frame.locator('[data-testid="betting-page"][data-route="bettingHome"]').waitFor({ timeout: 60_000 });
    // Across sites the browser withholds the cookie: the framed site shows a guest.
    await frame.locator('[data-testid="header-registration"]').waitFor();
    expect(await frame.locator('[data-testid="header-balance"]').count()).toBe(0);

    // A handover that does not come from the parent (here: the frame posting to itself) is dropped.
    await frame.evaluate(async (forged) => {
      window.postMessage({ ns: 'betframe:session', v: 1, type: 'session', token: forged }, '*');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }, token);
    expect(await frame.locator('[data-testid="header-balance"]').count()).toBe(0);

    // The partner hands the token over: the framed site's own calls carry it, the header shows the balance.
    await page.evaluate(
      (t) => (window as never as { siteParent: { login(t: string): void } }).siteParent.login(t),
      token,
    );
    await frame.locator('[data-testid="header-balance"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => balanceDigits(frame)).toBe(balance);
    await expect.poll(() => page.locator('[data-testid="player"]').textContent()).not.toBe('');

    // The partner signs the player out: the framed site follows.
    await page.evaluate(() => (window as never as { siteParent: { logout(): void } }).siteParent.logout());
    await expect.poll(() => frame.locator('[data-testid="header-balance"]').count()).toBe(0);
    await frame.locator('[data-testid="header-registration"]').waitFor();
    await context.close();
  }, 240_000);

  it('an expired token is refreshed through the partner’s callback before the site uses it', async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${world.server.origin}/en/login`);
    await signIn(page, 'demo@betframe.test', 'Demo-Pass-1');
    await page.locator('[data-testid="header-balance"]').waitFor({ timeout: 60_000 });
    const balance = await balanceDigits(page);
    const fresh = await page.evaluate(async () => {
      const body = await (await fetch('/web-api/user/gettoken')).json();
      return body.data.token as string;
    });

    await page.goto(partnerUrl('/line'));
    const frame = await siteFrame(page);
    await frame.locator('[data-testid="header-registration"]').waitFor({ timeout: 60_000 });
    // The partner hands over a token that has expired; its refresh callback (its backend) knows a fresh one.
    await page.evaluate(
      ([expired, next]) => {
        const w = window as never as { refreshes: number; siteParent: { login(t: string, r: () => unknown): void } };
        w.refreshes = 0;
        w.siteParent.login(expired as string, async () => {
          w.refreshes += 1;
          return next;
        });
      },
      [expiredToken('1'), fresh],
    );
    await frame.locator('[data-testid="header-balance"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => balanceDigits(frame)).toBe(balance);
    expect(await page.evaluate(() => (window as never as { refreshes: number }).refreshes)).toBeGreaterThan(0);

    // A refresh that fails signs the player out cleanly: the callback now throws, the site asks again (as its
    // heartbeat would before expiry) and goes back to a guest.
    await page.evaluate(() => {
      const w = window as never as { siteParent: { login(t: string, r: () => unknown): void } };
      w.siteParent.login(
        `e30.${btoa(JSON.stringify({ sub: '1', exp: 1_000_000_000 })).replace(/=+$/, '')}.sig2`,
        async () => {
          throw new Error('the partner session has ended');
        },
      );
    });
    await frame.locator('[data-testid="header-registration"]').waitFor({ timeout: 30_000 });
    expect(await frame.locator('[data-testid="header-balance"]').count()).toBe(0);
    await context.close();
  }, 240_000);
});
