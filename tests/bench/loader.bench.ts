/**
 * The loader: its brotli size (quality 11, as served) and how long a partner page waits from the loader script
 * starting to the first widget painted — the partner example page on the second origin, in headless Chromium,
 * against the real server, over 20 runs with a cold cache (a fresh browser context each) and 20 warm ones.
 *
 * "Loader starting" is the end of the loader script's download (`responseEnd` of its resource timing: an async
 * script runs right after); "first widget painted" is the first `ready` event plus the next animation frame.
 */

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../support/chromium';
import { startServer } from '../support/server-process';
import { type Benchmark, median, percentile } from './benchmark';

const RUNS = 20;

export const firstPaintScript = `new Promise((resolve, reject) => {
  const deadline = performance.now() + 20000;
  const poll = () => {
    if (window.betframeEvents.some((e) => e.event === 'ready')) {
      requestAnimationFrame(() => {
        const painted = performance.now();
        const loader = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/sdk/loader.js'));
        if (loader) resolve(painted - loader.responseEnd);
        else reject(new Error('no resource timing for the loader'));
      });
    } else if (performance.now() > deadline) reject(new Error('no widget became ready'));
    else setTimeout(poll, 2);
  };
  poll();
})`;

async function loaderBrotliBytes(): Promise<number> {
  let file: Buffer;
  try {
    file = readFileSync('dist/sdk/loader.js');
  } catch {
    execFileSync('npx', ['tsx', 'scripts/build.ts', 'loader'], { stdio: 'inherit' });
    file = readFileSync('dist/sdk/loader.js');
  }
  return brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const bench: Benchmark = {
  name: 'loader: size and time to first widget',
  async run() {
    const size = await loaderBrotliBytes();
    const server = await startServer({ env: { NODE_ENV: 'development' } });
    const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
    try {
      const measureRun = async (page: import('playwright-core').Page): Promise<number> => {
        await page.goto(`${server.secondOrigin}/examples/partner/`);
        // A string, not a function: tsx's name-keeping helpers do not exist in the page.
        return page.evaluate(firstPaintScript) as Promise<number>;
      };
      const cold: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        cold.push(await measureRun(page));
        await context.close();
      }
      const warm: number[] = [];
      const context = await browser.newContext();
      const page = await context.newPage();
      await measureRun(page);
      for (let i = 0; i < RUNS; i += 1) warm.push(await measureRun(page));
      await context.close();
      return [
        { label: 'loader.js brotli (budget 2048)', value: size, unit: 'B' },
        {
          label: `loader start → first widget painted, cold cache, median of ${RUNS}`,
          value: median(cold),
          unit: 'ms',
        },
        {
          label: `loader start → first widget painted, cold cache, p90 of ${RUNS}`,
          value: percentile(cold, 90),
          unit: 'ms',
        },
        {
          label: `loader start → first widget painted, warm cache, median of ${RUNS}`,
          value: median(warm),
          unit: 'ms',
        },
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};

export default bench;
