/**
 * A/B of the loader's cold start: this checkout's build against another checkout's (`--base <dir>`, built), each
 * served by its own server, one browser, cold contexts alternating side by side so a change in the machine's load
 * hits both. Per load: loader start → first widget painted (as loader.bench.ts measures it, wall time) and, for
 * each frame of the partner page, the requests it made and their encoded bytes (what the load does not change).
 *
 *   npx tsx tests/bench/loader-ab.ts --base ../wt-base [--rounds 10]
 *
 * Both checkouts must be built (`npm run build`); the servers start with BETFRAME_SKIP_BUILD=1.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page, type Request } from 'playwright-core';
import { chromiumArgs, findChromium } from '../support/chromium';
import { startServer } from '../support/server-process';
import { median, percentile } from './benchmark';
import { firstPaintScript } from './loader.bench';

const { values } = parseArgs({
  options: { base: { type: 'string' }, rounds: { type: 'string', default: '10' } },
});
if (!values.base) throw new Error('--base <checkout> is required');
const rounds = Number(values.rounds);

/** As firstPaintScript, to the last of the partner page's three widgets painted. */
const allPaintedScript = firstPaintScript.replace(
  "window.betframeEvents.some((e) => e.event === 'ready')",
  "new Set(window.betframeEvents.filter((e) => e.event === 'ready').map((e) => e.data.widget)).size >= 3",
);

interface Load {
  ms: number;
  /** Loader start → every widget of the page painted. */
  all: number;
  /** Per frame path (`/sdk/frame/line`): requests made in it and their encoded body bytes. */
  frames: Map<string, { requests: number; bytes: number }>;
}

async function coldLoad(page: Page, origin: string): Promise<Load> {
  const requests: Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  await page.goto(`${origin}/examples/partner/`);
  const ms = (await page.evaluate(firstPaintScript)) as number;
  const all = (await page.evaluate(allPaintedScript)) as number;
  // Let the frames finish what they fetch at start (their feeds' first answers, lazy screens).
  await page.waitForTimeout(1500);
  const frames = new Map<string, { requests: number; bytes: number }>();
  for (const request of requests) {
    const frame = request.frame();
    if (frame === page.mainFrame()) continue;
    const key = new URL(frame.url()).pathname;
    const sizes = await request.sizes();
    const row = frames.get(key) ?? { requests: 0, bytes: 0 };
    frames.set(key, { requests: row.requests + 1, bytes: row.bytes + sizes.responseBodySize });
  }
  return { ms, all, frames };
}

// One migrated and seeded data folder, copied for each side: a fresh start (initdb, migrations, seed) on a busy
// machine took longer than the start's time limit, and two at once twice as long. Same migrations on both sides
// (a branch with a migration of its own would need its own copy started on the base's).
const template = mkdtempSync(join(tmpdir(), 'betframe-loader-ab-'));
await (await startServer({ env: { DATA_DIR: template, EXAMPLES_PORT: 'off' } })).stop();
const dataOf = (side: string) => {
  const folder = `${template}-${side}`;
  cpSync(template, folder, { recursive: true });
  return folder;
};
const env = { BETFRAME_SKIP_BUILD: '1' };
const sides = {
  after: await startServer({ env: { ...env, DATA_DIR: dataOf('after') } }),
  before: await startServer({
    entry: resolve(values.base, 'scripts/start.ts'),
    env: { ...env, DATA_DIR: dataOf('before') },
  }),
};
const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
const loads: Record<string, Load[]> = { before: [], after: [] };
const loadAverages: number[] = [];
try {
  // Warm-up: the servers' first answers build their caches (compressed files, site configuration).
  for (const side of ['before', 'after'] as const) {
    const context = await browser.newContext();
    await coldLoad(await context.newPage(), sides[side].secondOrigin);
    await context.close();
  }
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
    for (const side of order) {
      const context = await browser.newContext();
      const load = await coldLoad(await context.newPage(), sides[side].secondOrigin);
      await context.close();
      loads[side]?.push(load);
      loadAverages.push(loadavg()[0] ?? 0);
      const frames = [...load.frames].map(([path, f]) => `${path} ${f.requests} req ${f.bytes} B`).join(', ');
      console.log(`${side.padEnd(6)} ${Math.round(load.ms)} ms (all ${Math.round(load.all)} ms) | ${frames}`);
    }
  }
  console.log(
    `\nload average (1 min) during the runs: ${Math.min(...loadAverages).toFixed(1)}–${Math.max(...loadAverages).toFixed(1)}`,
  );
  for (const [side, list] of Object.entries(loads)) {
    const ms = list.map((l) => l.ms);
    const paths = [...new Set(list.flatMap((l) => [...l.frames.keys()]))].sort();
    const perFrame = paths.map((path) => {
      const rows = list.map((l) => l.frames.get(path)).filter((r) => r !== undefined);
      return `${path} ${median(rows.map((r) => r.requests))} req ${Math.round(median(rows.map((r) => r.bytes)))} B`;
    });
    console.log(
      `${side.padEnd(6)} cold median ${Math.round(median(ms))} ms, p90 ${Math.round(percentile(ms, 90))} ms ` +
        `(${list.length} loads, wall time); every widget painted: median ${Math.round(median(list.map((l) => l.all)))} ms ` +
        `| medians per frame: ${perFrame.join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await Promise.all([sides.after.stop(), sides.before.stop()]);
  for (const folder of [template, `${template}-after`, `${template}-before`])
    rmSync(folder, { recursive: true, force: true });
}
