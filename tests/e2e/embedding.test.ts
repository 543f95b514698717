/**
 * Embedding end to end, against the real server and the real bundles: the partner example page on a second origin
 * (PORT+1) mounts widgets from the sportsbook origin (PORT) with the snippet; an outcome picked on the partner
 * side goes through the coupon's `addOutcome` into the shared coupon and shows in the coupon frame; the host page
 * sees `ready`, `resize` and `state`. On the sportsbook's own origin the same page mounts the coupon inline, in a
 * shadow root the partner's styles do not reach. The frame pages carry `frame-ancestors` from the site
 * configuration.
 *
 * The line widget shows the simulated feed's games (`/service-api/LineFeed/Get1x2_VZip`); a price clicked there
 * goes into the shared coupon. The partner's own odds button adds one through `handle.call('addOutcome', …)`.
 * A partner token handed over with `Betframe.login` logs in every widget; a logout inside one logs out all.
 */
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';

const world = useServerAndBrowser();

interface HostEvent {
  event: string;
  data: Record<string, unknown>;
}

const hostEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { betframeEvents: HostEvent[] }).betframeEvents);

async function widgetFrame(page: Page, widget: string): Promise<Frame> {
  for (let i = 0; i < 200; i += 1) {
    const frame = page.frames().find((f) => f.url().includes(`/sdk/frame/${widget}?`));
    if (frame) return frame;
    await page.waitForTimeout(50);
  }
  throw new Error(`no ${widget} frame`);
}

async function waitForEvents(page: Page, check: (events: HostEvent[]) => boolean, what: string) {
  for (let i = 0; i < 300; i += 1) {
    if (check(await hostEvents(page))) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`timed out waiting for ${what}: ${JSON.stringify(await hostEvents(page))}`);
}

describe('embedding on a partner page (second origin)', () => {
  it('mounts line, coupon and registration from the sportsbook origin and reports ready and resize', async () => {
    const page = await world.browser.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${world.server.secondOrigin}/examples/partner/`);
    await waitForEvents(
      page,
      (events) =>
        ['line', 'coupon', 'registration'].every((w) => events.some((e) => e.event === 'ready' && e.data.widget === w)),
      'ready from three widgets',
    );
    await waitForEvents(page, (events) => events.filter((e) => e.event === 'resize').length >= 3, 'resize events');
    for (const widget of ['line', 'coupon', 'registration']) {
      const frame = await widgetFrame(page, widget);
      expect(new URL(frame.url()).origin).toBe(world.server.origin);
      // Sized to its content: once the widget has settled (its texts and data arrive after `ready`, and each
      // height report crosses two windows), the frame's document fits the iframe with no inner scrollbar.
      let fits = false;
      for (let i = 0; i < 150 && !fits; i += 1) {
        fits = await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);
        if (!fits) await page.waitForTimeout(100);
      }
      expect(fits).toBe(true);
    }
    const line = await widgetFrame(page, 'line');
    await line.waitForSelector('[data-testid="line-games"] button[data-outcome-id]');
    expect(failures).toEqual([]);
    await page.close();
  });

  it('shows an outcome chosen in the line widget in the coupon widget, and the host sees state', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.secondOrigin}/examples/partner/`);
    const line = await widgetFrame(page, 'line');
    const price = await line.waitForSelector('[data-testid="line-games"] button[data-outcome-id]:not([disabled])');
    const id = (await price.getAttribute('data-outcome-id')) ?? '';
    await price.click();
    const coupon = await widgetFrame(page, 'coupon');
    await coupon.waitForSelector(`[data-outcome-id="${id}"]`);
    expect(await line.getAttribute(`[data-outcome-id="${id}"]`, 'aria-pressed')).toBe('true');
    await waitForEvents(
      page,
      (events) => events.some((e) => e.event === 'state' && JSON.stringify(e.data.patch).includes(`"id":"${id}"`)),
      'a state event with the chosen outcome',
    );
    await page.close();
  });

  it('adds the partner’s own pick through the coupon’s addOutcome, and a removal in the coupon empties it', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.secondOrigin}/examples/partner/`);
    await page.waitForFunction(() => !(document.getElementById('partner-odds') as HTMLButtonElement).disabled);
    await page.click('#partner-odds');
    const coupon = await widgetFrame(page, 'coupon');
    await coupon.waitForSelector('[data-outcome-id="partner:1"]');
    expect(await coupon.textContent('[data-testid="coupon-outcomes"]')).toContain('Partner pick: Home');
    await waitForEvents(
      page,
      (events) => events.some((e) => e.event === 'state' && JSON.stringify(e.data.patch).includes('"id":"partner:1"')),
      'a state event with the outcome',
    );
    const state = await page.evaluate(() =>
      (window as unknown as { Betframe: { getState(): unknown } }).Betframe.getState(),
    );
    expect(state).toMatchObject({ couponOutcomes: [{ id: 'partner:1', coefficient: 1.85 }] });
    // Removing it in the coupon widget empties the shared coupon for everyone.
    await coupon.click('[data-outcome-id="partner:1"] button');
    await coupon.waitForSelector('[data-testid="coupon-empty"]');
    await waitForEvents(
      page,
      (events) => events.some((e) => e.event === 'state' && JSON.stringify(e.data.patch) === '{"couponOutcomes":[]}'),
      'a state event emptying the coupon',
    );
    await page.close();
  });

  it('shares one player session: a partner token logs in every widget, a logout in one widget logs out all', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.secondOrigin}/examples/partner/`);
    await waitForEvents(
      page,
      (events) => events.some((e) => e.event === 'ready' && e.data.widget === 'registration'),
      'the registration widget',
    );
    await page.evaluate(() => {
      const office = document.createElement('div');
      office.id = 'office';
      document.body.append(office);
      const claims = btoa(JSON.stringify({ sub: 'player-7', exp: Math.floor(Date.now() / 1000) + 3600 }));
      const api = (
        window as unknown as { Betframe: { mount(n: string, o: object): Promise<unknown>; login(t: string): void } }
      ).Betframe;
      return api.mount('office', { target: office }).then(() => api.login(`e30.${claims.replace(/=+$/, '')}.sig`));
    });
    await waitForEvents(
      page,
      (events) => events.some((e) => e.event === 'login' && e.data.userId === 'player-7'),
      'the login event',
    );
    const registration = await widgetFrame(page, 'registration');
    await registration.waitForSelector('[data-testid="registration-done"]');
    const office = await widgetFrame(page, 'office');
    expect(await (await office.waitForSelector('[data-testid="office-player"]')).textContent()).toContain('player-7');
    // Logging out inside the office widget logs out the registration widget too, and the host hears it.
    await office.click('[data-testid="office-player"] + button');
    await registration.waitForSelector('[data-testid="registration-open"]');
    await waitForEvents(page, (events) => events.some((e) => e.event === 'logout'), 'the logout event');
    await page.close();
  });

  it('mounts inline on the sportsbook’s own origin, in a shadow root the page’s styles do not reach', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.origin}/examples/partner/?sportsbook=${encodeURIComponent(world.server.origin)}`);
    await waitForEvents(
      page,
      (events) => events.some((e) => e.event === 'ready' && e.data.widget === 'coupon'),
      'the inline coupon',
    );
    // The title is the widget's text, there once its dictionaries have loaded (a placeholder holds its place).
    await page.waitForFunction(() => {
      const host = document.querySelector('#coupon .betframe-slot div') as HTMLElement | null;
      return (host?.shadowRoot?.querySelector('.bf-title')?.textContent ?? '').trim() !== '';
    });
    const inline = await page.evaluate(() => {
      const host = document.querySelector('#coupon .betframe-slot div') as HTMLElement | null;
      const title = host?.shadowRoot?.querySelector('.bf-title') as HTMLElement | null;
      if (!title) return null;
      const style = getComputedStyle(title);
      return {
        text: title.textContent,
        fontSize: style.fontSize,
        fontFamily: style.fontFamily,
        frames: document.querySelectorAll('#coupon iframe').length,
      };
    });
    expect(inline).not.toBeNull();
    expect(inline?.text).toBe('Coupon');
    expect(inline?.frames).toBe(0);
    // The partner page sets html { font-size: 22px } and Georgia; the widget keeps its own 16px system font.
    expect(inline?.fontSize).toBe('16px');
    expect(inline?.fontFamily).not.toContain('Georgia');
    await page.click('#partner-odds');
    await page.waitForFunction(() => {
      const host = document.querySelector('#coupon .betframe-slot div') as HTMLElement | null;
      return host?.shadowRoot?.querySelector('[data-outcome-id="partner:1"]') !== null;
    });
    await page.close();
  });
});

describe('frame pages', () => {
  const store = 'abcdefghijklmnopqrstu';

  it('are served for an allowed host with frame-ancestors from the partner configuration', async () => {
    const host = encodeURIComponent(world.server.secondOrigin);
    const response = await fetch(`${world.server.origin}/sdk/frame/coupon?host=${host}&store=${store}&partner=1`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors [^;]*http:\/\/localhost:\*/);
    expect(await response.text()).toContain('id="betframe-frame"');
  });

  it('are refused for a host outside the allowed origins', async () => {
    const host = encodeURIComponent('https://evil.example');
    const response = await fetch(`${world.server.origin}/sdk/frame/coupon?host=${host}&store=${store}&partner=1`);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-security-policy')).not.toContain('evil.example');
  });
});
