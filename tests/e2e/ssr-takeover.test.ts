/**
 * The site takes over the server-rendered home, game and information pages (docs/content-and-seo.md "Client takeover") in
 * Chromium on a phone-sized screen: the server's content is hydrated, not drawn again — its heading is the same
 * node after the site has started, moved into the page's main, and nothing inside the server's markup changed
 * (a hydration mismatch replaces nodes, which a mutation observer sees) — and nothing on screen moves: the
 * heading and the consent banner stand where the first response put them, and the layout shifts add up to at
 * most 0.05 until the page's widgets have arrived. Times (LCP, TBT) are the benchmark's (page-vitals.bench.ts).
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';

const world = useServerAndBrowser();

/** Runs in the page before its own script: the server's heading and banner as first parsed, and every change
 * made inside `#ssr-main` from then on. */
const watchServerMarkup = `(() => {
  const seen = { shifts: [], mutations: 0 };
  window.__ssr = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) seen.shifts.push(e.value);
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    const main = document.getElementById('ssr-main');
    seen.heading = main && main.querySelector('h1');
    seen.headingAt = seen.heading && seen.heading.getBoundingClientRect().top;
    const banner = document.querySelector('.site-cookie-banner');
    seen.bannerAt = banner && JSON.stringify(banner.getBoundingClientRect());
    if (main) new MutationObserver((records) => { seen.mutations += records.length; })
      .observe(main, { subtree: true, childList: true, attributes: true, characterData: true });
  }, { once: true });
})()`;

interface Seen {
  sameHeading: boolean;
  inPage: boolean;
  frameGone: boolean;
  mutations: number;
  headingAt: number | null;
  headingNow: number;
  bannerAt: string | null;
  bannerNow: string | null;
  cls: number;
  infoKind: string | null;
  infoHasServerContent: boolean;
  /** Calls for an information page's data made while the page loaded. */
  contentCalls: number;
}

const readSeen = `(() => {
  const s = window.__ssr;
  const heading = document.querySelector('main#main h1');
  const info = document.querySelector('[data-testid="information-page"]');
  const banner = document.querySelector('[data-testid="cookie-consent"]');
  return {
    sameHeading: heading === s.heading,
    inPage: !!s.heading && s.heading.isConnected && !!s.heading.closest('main#main'),
    frameGone: !document.getElementById('ssr-frame'),
    mutations: s.mutations,
    headingAt: s.headingAt,
    headingNow: heading ? heading.getBoundingClientRect().top : -1,
    bannerAt: s.bannerAt,
    bannerNow: banner && JSON.stringify(banner.getBoundingClientRect()),
    cls: s.shifts.reduce((a, b) => a + b, 0),
    infoKind: info && info.getAttribute('data-kind'),
    infoHasServerContent: !!info && info.contains(s.heading),
  };
})()`;

async function phone(consented: boolean): Promise<BrowserContext> {
  const context = await world.browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (consented) {
    // A returning visitor: the choice in storage and its cookie (site/src/consent/cookie-consent.ts).
    await context.addCookies([{ name: 'cookiesAgreeLevel', value: '3', url: world.server.origin }]);
    await context.addInitScript(() => {
      localStorage.setItem('cookiesAgreeLevel', '3');
      localStorage.setItem('cookiesAgreeTime', String(Date.now()));
    });
  }
  await context.addInitScript(watchServerMarkup);
  return context;
}

async function gamePath(): Promise<string> {
  const sitemap = await (await fetch(`${world.server.origin}/sitemap.xml`)).text();
  const path = /<loc>[^<]*(\/en\/line\/\d+\/\d+\/\d+)<\/loc>/.exec(sitemap)?.[1];
  if (!path) throw new Error('the sitemap lists no game page');
  return path;
}

async function takeOver(path: string, consented: boolean, settled: string): Promise<Seen> {
  const context = await phone(consented);
  try {
    const page = await context.newPage();
    const warnings: string[] = [];
    const contentCalls: string[] = [];
    page.on('console', (message) => {
      if (/hydrat/i.test(message.text())) warnings.push(message.text());
    });
    page.on('request', (request) => {
      if (request.url().includes('/frontend-api/seo/seoContent')) contentCalls.push(request.url());
    });
    await page.goto(`${world.server.origin}${path}`);
    await page.locator('.site-header').waitFor();
    // The page's widgets arrive (the line on the game page; home's sections stay deferred below the fold).
    await page.locator(settled).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    expect(warnings).toEqual([]);
    return { ...((await page.evaluate(readSeen)) as Seen), contentCalls: contentCalls.length };
  } finally {
    await context.close();
  }
}

function expectTakenOver(seen: Seen) {
  expect(seen.sameHeading).toBe(true);
  expect(seen.inPage).toBe(true);
  expect(seen.frameGone).toBe(true);
  expect(seen.mutations).toBe(0);
  expect(seen.headingNow).toBe(seen.headingAt);
  expect(seen.cls).toBeLessThanOrEqual(0.05);
}

describe('the site takes over the server-rendered page without drawing it again', () => {
  it('home, first visit: the server content hydrated in place, the consent banner where the server put it', async () => {
    const seen = await takeOver('/en', false, '[data-testid="home-page"]');
    expectTakenOver(seen);
    expect(seen.bannerAt).not.toBeNull();
    expect(seen.bannerNow).toBe(seen.bannerAt);
  }, 120_000);

  it('a game page, returning visitor (no banner): hydrated in place while the line arrives below', async () => {
    const seen = await takeOver(
      await gamePath(),
      true,
      '[data-testid="betting-page"] [data-widget-slot="line"] .bf-root',
    );
    expectTakenOver(seen);
    expect(seen.bannerAt).toBeNull();
    expect(seen.bannerNow).toBeNull();
  }, 120_000);

  it('a game page, first visit', async () => {
    const seen = await takeOver(
      await gamePath(),
      false,
      '[data-testid="betting-page"] [data-widget-slot="line"] .bf-root',
    );
    expectTakenOver(seen);
    expect(seen.bannerNow).toBe(seen.bannerAt);
  }, 120_000);

  it('an information page: its document hydrated in the page’s card, not fetched again, the calculator below', async () => {
    const seen = await takeOver(
      '/en/information/bettingcalculator',
      true,
      '[data-testid="information-page"][data-kind="bettingCalculator"] [data-testid="bet-calculator"]',
    );
    expectTakenOver(seen);
    expect(seen.infoKind).toBe('bettingCalculator');
    expect(seen.infoHasServerContent).toBe(true);
    expect(seen.contentCalls).toBe(0);
  }, 120_000);
});
