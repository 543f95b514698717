/**
 * The statistics frame: its shipped size (brotli, quality 11, as served: all JS, and the CSS) and, in headless
 * Chromium against the real server, the median time to first contentful paint of a game view over 20 runs,
 * each in a fresh browser context (cold cache), plus the median time until the game's score is on screen
 * (the statistics call answered and rendered).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../support/chromium';
import { startServer } from '../support/server-process';
import { type Benchmark, median } from './benchmark';

const RUNS = 20;
const assets = 'dist/statistic-frame/assets';

const brotli = (file: Buffer) => brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

async function bundleSizes(): Promise<{ js: number; css: number }> {
  let names: string[];
  try {
    names = readdirSync(assets);
  } catch {
    execFileSync('npx', ['vite', 'build', '--mode', 'statistic-frame'], { stdio: 'inherit' });
    names = readdirSync(assets);
  }
  const sum = (ext: string) =>
    names
      .filter((name) => name.endsWith(ext))
      .reduce((total, name) => total + brotli(readFileSync(join(assets, name))), 0);
  return { js: sum('.js'), css: sum('.css') };
}

// A string, not a function: tsx's name-keeping helpers do not exist in the page.
const paintScript = `new Promise((resolve, reject) => {
  const deadline = performance.now() + 20000;
  const poll = () => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const score = document.querySelector('[data-testid="score"]');
    if (fcp && score) resolve({ fcp: fcp.startTime, content: performance.now() });
    else if (performance.now() > deadline) reject(new Error('no paint or no score'));
    else requestAnimationFrame(poll);
  };
  poll();
})`;

const bench: Benchmark = {
  name: 'statistic-frame: size and first contentful paint of a game view',
  async run() {
    const sizes = await bundleSizes();
    const server = await startServer({ env: { NODE_ENV: 'development' } });
    const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
    try {
      const catalog = (await (await fetch(`${server.origin}/service-api/statisticfeed/Catalog`)).json()) as {
        data: { attributes: { games: Array<{ sportId: number; gameId: number }> } };
      };
      const game = catalog.data.attributes.games[0];
      if (!game) throw new Error('the server has no games');
      const url = `${server.origin}/en/statisticpopup/game/${game.sportId}/${game.gameId}`;
      const fcp: number[] = [];
      const content: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(url);
        const result = (await page.evaluate(paintScript)) as { fcp: number; content: number };
        fcp.push(result.fcp);
        content.push(result.content);
        await context.close();
      }
      return [
        { label: 'bundle size, all JS (brotli)', value: sizes.js, unit: 'bytes' },
        { label: 'bundle size, CSS (brotli)', value: sizes.css, unit: 'bytes' },
        { label: `first contentful paint of a game view, median of ${RUNS} cold runs`, value: median(fcp), unit: 'ms' },
        { label: `game score on screen, median of ${RUNS} cold runs`, value: median(content), unit: 'ms' },
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};

export default bench;
