/**
 * The site as an embedded micro-frontend (SPEC §2 shared state keys, CONTRACTS §4) end to end in Chromium: the
 * example parent page on the second origin (127.0.0.1:PORT+1) frames the site from the first, shares state with
 * it through the loader's hub, hides the header, moves the route and sees the site's own route and modal state
 * reported back; it toggles the other keys (action bar, bet slip shortcut, one bottom item, consultant, install
 * offer) and sees each take effect inside the frame. A partner that allows no origin cannot have the site framed (frame-ancestors 'none').
 */
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { signIn } from '../support/player';

const world = useServerAndBrowser();
/** The example parent page's origin: the server's second port, under another host name. */
const parentOrigin = () => `http://127.0.0.1:${world.server.port + 1}`;

const parentUrl = (query: Record<string, string>) =>
  `${parentOrigin()}/examples/site-parent/?${new URLSearchParams({ site: world.server.origin, ...query })}`;

async function siteFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith(world.server.origin)), { timeout: 30_000 })
    .toBe(true);
  const frame = page.frames().find((f) => f.url().startsWith(world.server.origin));
  if (!frame) throw new Error('no site frame');
  return frame;
}

const reported = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { siteParent?: { getState(): Record<string, unknown> } }).siteParent?.getState(),
  );

describe('site embedded in a partner page', () => {
  it('joins the parent’s shared state: reports its route, follows routePath and headerHidden, reports modals', async () => {
    const page = await world.browser.newPage();
    await page.goto(parentUrl({ lang: 'en', path: '/line' }));
    const frame = await siteFrame(page);
    await frame.locator('[data-testid="betting-page"][data-route="bettingHome"]').waitFor({ timeout: 60_000 });

    // The site reports where it is once handshaked.
    await expect.poll(async () => (await reported(page))?.routePath, { timeout: 20_000 }).toBe('/line');
    // The parent's consent governs in a frame: no cookie banner inside it.
    expect(await frame.locator('[data-testid="cookie-consent"]').count()).toBe(0);

    // A move inside the site is reported to the parent.
    await frame.locator('.site-header a[href="/en/live/multi"]').click();
    await expect.poll(async () => (await reported(page))?.routePath).toBe('/live/multi');
    await expect.poll(() => page.locator('[data-testid="reported-route"]').textContent()).toBe('/live/multi');

    // The parent hides the header and moves the route.
    await page.locator('#header-hidden').check();
    await expect.poll(() => frame.locator('header.site-header').isHidden()).toBe(true);
    await page.locator('#bottom-hidden').check();
    await expect.poll(() => frame.locator('nav.site-bottom-nav').getAttribute('hidden')).not.toBeNull();
    await page.locator('#route-path').fill('/cyber');
    await page.locator('#go').click();
    await frame.locator('[data-testid="betting-page"][data-route="bettingCyber"]').waitFor();
    expect(new URL(frame.url()).pathname).toBe('/en/cyber');

    // The overlay theme of the parent wins while it is set.
    await page.locator('#overlay-theme').selectOption('dark');
    await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    // A modal of the site (registration opened from a page) is reported as anyModalOpen, and its closing too.
    await page.locator('#header-hidden').uncheck();
    await frame.locator('[data-testid="header-registration"]').click();
    await frame.locator('[role="dialog"][data-modal="registration"]').waitFor();
    await expect.poll(async () => (await reported(page))?.anyModalOpen).toBe(true);
    expect((await reported(page))?.microFrontendModalOpen).toBe(true);
    await frame.locator('[role="dialog"] .bf-ui-dialog-close').click();
    await expect.poll(async () => (await reported(page))?.anyModalOpen).toBe(false);
    await page.close();
  }, 180_000);

  it('the parent’s other keys reach the frame: action bar, bet slip shortcut, one bottom item, consultant, install', async () => {
    const page = await world.browser.newPage();
    await page.goto(parentUrl({ lang: 'en', path: '/line' }));
    const frame = await siteFrame(page);
    await frame.locator('[data-testid="betting-page"][data-route="bettingHome"]').waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await reported(page))?.routePath, { timeout: 20_000 }).toBe('/line');

    // bottomActionsVisible: off by default in a frame, on when the parent ticks it.
    const bar = frame.locator('[data-testid="bottom-actions"]');
    expect(await bar.getAttribute('hidden')).not.toBeNull();
    await page.locator('#bottom-actions').check();
    await expect.poll(() => bar.getAttribute('hidden')).toBeNull();
    // A guest: sign-in and registration where a player has the deposit.
    expect(await frame.locator('[data-testid="bottom-deposit"]').count()).toBe(0);
    expect(await frame.locator('[data-testid="bottom-sign-in"]').getAttribute('href')).toBe('/en/login');
    expect(await frame.locator('[data-testid="bottom-registration"]').getAttribute('href')).toBe('/en/registration');

    // quickCouponClickable: the bet slip shortcuts are disabled, then usable again (it takes focus to the coupon).
    const shortcut = frame.locator('[data-testid="header-coupon"]');
    expect(await shortcut.isEnabled()).toBe(true);
    // The shortcut counts the picks of the shared coupon: a price picked in the line makes it 1.
    expect(await shortcut.textContent()).toBe('Bet slip 0');
    const prices = frame.locator('[data-testid="line-games"] button[data-outcome-id]:not([disabled])');
    for (let attempt = 0; attempt < 10 && (await shortcut.textContent()) !== 'Bet slip 1'; attempt += 1) {
      await prices
        .first()
        .click({ timeout: 30_000 })
        .catch(() => undefined);
      await expect
        .poll(() => shortcut.textContent(), { timeout: 3000 })
        .toBe('Bet slip 1')
        .catch(() => undefined);
    }
    expect(await shortcut.textContent()).toBe('Bet slip 1');
    await page.locator('#quick-coupon').uncheck();
    await expect.poll(() => shortcut.isDisabled()).toBe(true);
    expect(await frame.locator('[data-testid="bottom-coupon"]').isDisabled()).toBe(true);
    await page.locator('#quick-coupon').check();
    await expect.poll(() => shortcut.isEnabled()).toBe(true);
    await shortcut.click();
    await expect
      .poll(() => frame.evaluate(() => document.activeElement?.getAttribute('data-widget-slot') ?? ''))
      .toBe('coupon');

    // singleBottomNavItem: the bottom navigation keeps the named item only, then all four again.
    const bottomLinks = frame.locator('nav.site-bottom-nav a');
    expect(await bottomLinks.count()).toBe(4);
    await page.locator('#single-item').selectOption('live');
    await expect.poll(() => bottomLinks.count()).toBe(1);
    expect(await bottomLinks.first().getAttribute('href')).toBe('/en/live/multi');
    await page.locator('#single-item').selectOption('');
    await expect.poll(() => bottomLinks.count()).toBe(4);

    // consultantAvailable: the consultant entry appears (the demo partner has no chat: the contacts page).
    const consultant = frame.locator('[data-testid="consultant-link"]');
    expect(await consultant.count()).toBe(0);
    await page.locator('#consultant').check();
    await expect.poll(() => consultant.getAttribute('href')).toBe('/en/information/contacts');

    // canInstallPwa: the browser's install offer inside the frame is reported to the parent and shows the button;
    // the parent can hide it again.
    expect(await frame.locator('[data-testid="install-app"]').count()).toBe(0);
    await frame.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await expect.poll(async () => (await reported(page))?.canInstallPwa).toBe(true);
    await expect.poll(() => page.locator('[data-testid="install-offered"]').textContent()).toBe('true');
    await frame.locator('[data-testid="install-app"]').waitFor();
    await page.locator('#can-install').uncheck();
    await expect.poll(() => frame.locator('[data-testid="install-app"]').count()).toBe(0);
    await page.close();
  }, 180_000);

  it('betsHistoryTypeFilterVisible shows and hides the office bets-history status filter inside the frame', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.origin}/en/login`);
    await signIn(page, 'demo@betframe.test', 'Demo-Pass-1');
    await page.locator('[data-testid="header-office"]').waitFor();
    // The parent on the same host name as the site, another port: same-site, so the framed site gets the
    // session cookie (SameSite=Lax); across host names a browser withholds it from the frame.
    const sameSiteParent = new URL(parentUrl({ lang: 'en', path: '/office/bets-history' }));
    sameSiteParent.hostname = new URL(world.server.origin).hostname;
    await page.goto(sameSiteParent.href);
    const frame = await siteFrame(page);
    await frame.locator('[data-testid="office-bets"]').waitFor({ timeout: 60_000 });
    const statusFilter = frame.locator('#bf-bets-status');
    await expect.poll(async () => (await reported(page))?.routePath, { timeout: 20_000 }).toBe('/office/bets-history');
    // Off by default in a frame (the shared state's default), on and off again as the parent says.
    await expect.poll(() => statusFilter.count(), { timeout: 20_000 }).toBe(0);
    await page.locator('#type-filter').check();
    await statusFilter.waitFor();
    // The kit Select is named by its label (aria-labelledby).
    const labelId = ((await statusFilter.getAttribute('aria-labelledby')) ?? '').split(' ')[0];
    expect(await frame.locator(`[data-testid="office-bets"] [id="${labelId}"]`).textContent()).toBeTruthy();
    await page.locator('#type-filter').uncheck();
    await expect.poll(() => statusFilter.count()).toBe(0);
    expect(await frame.locator('#bf-bets-period').count()).toBe(1);
    await page.close();
  }, 180_000);

  it('site pages name the partner’s allowed origins in frame-ancestors, and nobody else', async () => {
    const allowed = await fetch(`${world.server.origin}/en/line`);
    const csp = allowed.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors [^;]*http:\/\/127\.0\.0\.1:\*/);
    expect(csp).not.toContain('evil.example');
    expect(allowed.headers.get('x-frame-options')).toBeNull();

    const refused = await fetch(`${world.server.origin}/en/line?partner=2`);
    expect(refused.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(refused.headers.get('x-frame-options')).toBe('DENY');
  });

  it('a parent the partner does not allow cannot frame the site (the browser refuses the page)', async () => {
    const page = await world.browser.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(parentUrl({ lang: 'en', partner: '2' }));
    // Chromium shows its error page in the frame (and says why on the console) instead of the site.
    await expect
      .poll(() => refusals.length > 0 || page.frames().some((f) => f.url().startsWith('chrome-error:')), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.waitForTimeout(1000);
    for (const frame of page.frames().filter((f) => f !== page.mainFrame()))
      expect(
        await frame
          .locator('#app')
          .count()
          .catch(() => 0),
      ).toBe(0);
    expect((await reported(page))?.routePath ?? '/').toBe('/');
    await page.close();
  }, 60_000);
});
