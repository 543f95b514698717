/**
 * One cold load of the partner page, as a request waterfall: every request of the page and its frames with its
 * start and end (ms after the loader script finished downloading, wall time, Chromium's network timing) and the
 * moment each widget reported `ready`, so the round trips on the critical path can be read off.
 *
 *   npx tsx tests/bench/loader-trace.ts [--runs 3]
 *
 * Needs a built checkout (`npm run build`); the server starts with BETFRAME_SKIP_BUILD=1.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Request } from 'playwright-core';
import { chromiumArgs, findChromium } from '../support/chromium';
import { startServer } from '../support/server-process';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '2' } } });

const server = await startServer({ env: { BETFRAME_SKIP_BUILD: '1' } });
const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
try {
  for (let run = 0; run < Number(values.runs); run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('requestfinished', (request) => requests.push(request));
    await page.goto(`${server.secondOrigin}/examples/partner/`);
    // When each widget's `ready` reached the partner page (epoch ms, the clock of the requests' timing).
    const readyAt = (await page.evaluate(`new Promise((resolve) => {
      const seen = {};
      const poll = () => {
        for (const e of window.betframeEvents) {
          const widget = e.data && e.data.widget;
          if (e.event === 'ready' && widget && !seen[widget]) seen[widget] = performance.timeOrigin + performance.now();
        }
        if (Object.keys(seen).length >= 3) resolve(seen); else setTimeout(poll, 2);
      };
      setTimeout(() => resolve(seen), 8000);
      poll();
    })`)) as Record<string, number>;
    await page.waitForTimeout(1000);
    const rows = requests.map((request) => {
      const t = request.timing();
      const frame = request.frame();
      const where = frame === page.mainFrame() ? 'page' : new URL(frame.url()).pathname.replace('/sdk/frame/', '');
      return { where, url: request.url(), start: t.startTime, end: t.startTime + t.responseEnd };
    });
    const loader = rows.find((r) => r.url.endsWith('/sdk/loader.js'));
    const zero = loader?.end ?? 0;
    rows.sort((a, b) => a.start - b.start);
    console.log(`\nrun ${run + 1} (load average ${loadavg()[0]?.toFixed(1)}), ms after loader.js arrived:`);
    for (const r of rows) {
      const path = new URL(r.url).pathname + new URL(r.url).search;
      console.log(
        `${String(Math.round(r.start - zero)).padStart(6)} → ${String(Math.round(r.end - zero)).padStart(6)}  ${r.where.padEnd(13)} ${path.slice(0, 90)}`,
      );
    }
    for (const [widget, at] of Object.entries(readyAt)) console.log(`ready ${widget}: ${Math.round(at - zero)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
