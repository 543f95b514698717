/**
 * A/B of the site's page speed: this checkout's build against another checkout's (`--base <dir>`, e.g. a worktree
 * of the branch point, built), each served by its own server, one browser, the two alternating load by load so a
 * change in the machine's load hits both. Prints every load's figures (page-vitals.bench.ts: LCP, CLS, TBT by
 * wall time; page-trace.ts: TBT and the longest task by CPU time × 4, the long tasks) and the medians.
 *
 *   npx tsx tests/bench/page-ab.ts --base ../wt-base [--rounds 5] [--tasks]
 *
 * Both checkouts must be built (`npm run build`); the servers start with BETFRAME_SKIP_BUILD=1.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../support/chromium';
import { type RunningServer, startServer } from '../support/server-process';
import { median } from './benchmark';
import { measure } from './page-vitals.bench';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    tasks: { type: 'boolean', default: false },
    'cpu-rate': { type: 'string', default: '4' },
    scale: { type: 'string', default: '1' },
  },
});
if (!values.base) throw new Error('--base <checkout> is required');
const rounds = Number(values.rounds);
const options = { cpuRate: Number(values['cpu-rate']), traceScale: Number(values.scale) };

/** A prematch game some way down the sitemap (not the first game of the line: it may start during the run). */
async function gamePath(server: RunningServer): Promise<string> {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const games = [...sitemap.matchAll(/<loc>[^<]*(\/en\/line\/\d+\/\d+\/\d+)<\/loc>/g)].map((m) => m[1] as string);
  const game = games[Math.min(games.length - 1, 5)];
  if (!game) throw new Error('the sitemap lists no game page');
  return game;
}

const env = { BETFRAME_SKIP_BUILD: '1' };
const sides = {
  after: await startServer({ env }),
  before: await startServer({ entry: resolve(values.base, 'scripts/start.ts'), env }),
};
const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
type Row = Awaited<ReturnType<typeof measure>>;
const rows: Record<string, Row[]> = {};
try {
  const pages = {
    before: { home: '/en', game: await gamePath(sides.before) },
    after: { home: '/en', game: await gamePath(sides.after) },
  };
  // Warm-up: the servers' first render of each page builds their caches.
  for (const side of ['before', 'after'] as const)
    for (const path of Object.values(pages[side])) await measure(browser, `${sides[side].origin}${path}`);
  for (let round = 0; round < rounds; round += 1) {
    for (const page of ['home', 'game'] as const) {
      const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const side of order) {
        const row = await measure(browser, `${sides[side].origin}${pages[side][page]}`, options);
        const key = `${page} ${side}`;
        rows[key] = [...(rows[key] ?? []), row];
        const t = row.trace;
        console.log(
          `${key.padEnd(12)} LCP ${Math.round(row.lcp)} CLS ${row.cls.toFixed(3)} TBT(wall) ${Math.round(row.tbt)} ` +
            `| trace: TBT(wall) ${t.tbtWall} TBT(thread) ${t.tbtThread} longest(thread) ${t.longestThread} ` +
            `main thread ${t.threadTotal}`,
        );
        if (values.tasks)
          for (const task of t.longTasks)
            console.log(`    +${task.start} ms: wall ${task.wallMs}, thread ${task.threadMs}: ${task.what}`);
      }
    }
  }
  console.log('\nmedians');
  for (const [key, list] of Object.entries(rows).sort()) {
    const m = (f: (r: Row) => number) => Math.round(median(list.map(f)));
    console.log(
      `${key.padEnd(12)} LCP ${m((r) => r.lcp)} CLS ${median(list.map((r) => r.cls)).toFixed(3)} TBT(wall) ${m((r) => r.tbt)} ` +
        `TBT(thread) ${m((r) => r.trace.tbtThread)} longest(thread) ${m((r) => r.trace.longestThread)} ` +
        `main thread ${m((r) => r.trace.threadTotal)} (${list.length} loads)`,
    );
  }
} finally {
  await browser.close();
  await Promise.all([sides.after.stop(), sides.before.stop()]);
}
