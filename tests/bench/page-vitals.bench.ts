/**
 * Lighthouse-equivalent figures of the site's home page and a game page (issue 24's targets: LCP ≤ 2.5 s,
 * CLS ≤ 0.05, TBT ≤ 200 ms), measured in headless Chromium against the real server, on Lighthouse's phone profile:
 * a 412 × 823 touch screen at 1.75×, CPU slowed 4× and the network throttled to Lighthouse's "slow 4G" as
 * DevTools applies it (562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up). Every run is a cold cache (a fresh
 * browser context).
 *
 * - LCP: the last `largest-contentful-paint` entry;
 * - CLS: the largest session window of `layout-shift` entries without recent input (gaps < 1 s, windows ≤ 5 s);
 * - TBT: the sum over long tasks after the first contentful paint of their time past 50 ms, up to the moment the
 *   page has been quiet (no request, no long task) for 3 s — Lighthouse ends at "time to interactive", which comes
 *   no later, so this is the same figure or a higher one.
 * - TBT from thread time and the longest task, from a CDP trace of the same load (page-trace.ts): on a loaded
 *   machine the wall-time TBT grows with the other processes' work, the thread-time figure much less.
 */
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../support/chromium';
import { startServer } from '../support/server-process';
import type { Benchmark, Figure } from './benchmark';
import { median } from './benchmark';
import { emulatePhone, type TraceSummary, traced } from './page-trace';

const RUNS = 3;
const QUIET_MS = 3000;
/** Lighthouse's phone profile slows the CPU four times. */
export const CPU_RATE = 4;

const observeScript = `(() => {
  const vitals = { lcp: 0, fcp: 0, shifts: [], longTasks: [], lastActivity: performance.now() };
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) vitals.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) vitals.shifts.push([e.startTime, e.value]);
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      vitals.longTasks.push([e.startTime, e.duration]);
      vitals.lastActivity = Math.max(vitals.lastActivity, e.startTime + e.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === 'first-contentful-paint') vitals.fcp = e.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) vitals.lastActivity = Math.max(vitals.lastActivity, e.responseEnd);
  }).observe({ type: 'resource', buffered: true });
})()`;

const readScript = `(() => {
  const v = window.__vitals;
  let cls = 0, windowValue = 0, windowStart = -1, previous = -1;
  for (const [time, value] of v.shifts) {
    if (windowStart < 0 || time - previous >= 1000 || time - windowStart >= 5000) { windowStart = time; windowValue = 0; }
    windowValue += value; previous = time; cls = Math.max(cls, windowValue);
  }
  const tbt = v.longTasks
    .filter(([start]) => start >= v.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { lcp: v.lcp, fcp: v.fcp, cls, tbt, quietFor: performance.now() - v.lastActivity };
})()`;

export interface Vitals {
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  quietFor: number;
}

/** One cold load of `url` on the phone profile: the page's own figures and, from a trace, its main thread's tasks. */
export async function measure(
  browser: import('playwright-core').Browser,
  url: string,
  { cpuRate = CPU_RATE, traceScale = 1 }: { cpuRate?: number; traceScale?: number } = {},
): Promise<Vitals & { trace: TraceSummary }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await emulatePhone(cdp, cpuRate);
    await page.addInitScript(observeScript);
    let vitals: Vitals | undefined;
    const trace = await traced(browser, page, traceScale, async () => {
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      const deadline = Date.now() + 60_000;
      for (;;) {
        vitals = (await page.evaluate(readScript)) as Vitals;
        if (vitals.quietFor >= QUIET_MS || Date.now() > deadline) return;
        await page.waitForTimeout(500);
      }
    });
    return { ...(vitals as Vitals), trace };
  } finally {
    await context.close();
  }
}

const bench: Benchmark = {
  name: 'site pages on a phone (Lighthouse profile: 4× CPU, slow 4G): LCP, CLS, TBT',
  async run() {
    const server = await startServer();
    const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
    try {
      const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
      const game = /<loc>[^<]*(\/en\/line\/\d+\/\d+\/\d+)<\/loc>/.exec(sitemap)?.[1];
      if (!game) throw new Error('the sitemap lists no game page');
      const figures: Figure[] = [];
      for (const [name, path] of [
        ['home', '/en'],
        ['game page', game],
      ] as const) {
        // One warm-up load: the server's first render of a page builds its caches.
        await measure(browser, `${server.origin}${path}`);
        const runs: Awaited<ReturnType<typeof measure>>[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, `${server.origin}${path}`));
        const of = (key: keyof Vitals) => median(runs.map((r) => r[key]));
        const ofTrace = (key: 'tbtThread' | 'longestThread') => median(runs.map((r) => r.trace[key]));
        figures.push(
          { label: `${name}: FCP, median of ${RUNS}`, value: Math.round(of('fcp')), unit: 'ms' },
          { label: `${name}: LCP, median of ${RUNS} (target ≤ 2500)`, value: Math.round(of('lcp')), unit: 'ms' },
          { label: `${name}: CLS, median of ${RUNS} (target ≤ 0.05)`, value: Number(of('cls').toFixed(3)), unit: '' },
          { label: `${name}: TBT, median of ${RUNS} (target ≤ 200)`, value: Math.round(of('tbt')), unit: 'ms' },
          {
            label: `${name}: worst LCP / TBT of ${RUNS}`,
            value: Math.round(Math.max(...runs.map((r) => r.lcp))),
            unit: `ms / ${Math.round(Math.max(...runs.map((r) => r.tbt)))} ms`,
          },
          // The same tasks by their thread time (page-trace.ts): what the page shows on an idle machine.
          {
            label: `${name}: TBT from the tasks' thread time, median of ${RUNS}`,
            value: ofTrace('tbtThread'),
            unit: 'ms',
          },
          {
            label: `${name}: longest task by thread time, median of ${RUNS}`,
            value: ofTrace('longestThread'),
            unit: 'ms',
          },
        );
      }
      return figures;
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};

export default bench;
