/**
 * Names the JavaScript inside a page's long tasks (docs/content-and-seo.md "Page speed"): one warm-up and `--loads`
 * cold loads of `--path` on the phone profile (4× CPU, slow 4G) with the V8 sampling profiler in the trace; for each
 * main-thread task after the first contentful paint above 50 ms of thread time, the functions its samples were in
 * (self) and the app's functions on their stacks (inclusive), mapped to the source through the build's source maps.
 * The sampler adds to the thread time: read the shares, take the figures from page-vitals.bench.ts or page-ab.ts.
 *
 *   npx tsx tests/bench/page-profile.ts [--path /en] [--loads 2] [--wait 25000]
 *
 * The checkout must be built (`npm run build`); the server starts with BETFRAME_SKIP_BUILD=1.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../support/chromium';
import { startServer } from '../support/server-process';
import { emulatePhone } from './page-trace';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/en' },
    loads: { type: 'string', default: '2' },
    dist: { type: 'string', default: 'dist' },
    wait: { type: 'string', default: '25000' },
  },
});

interface Ev {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: ProfileData & { startTime?: number } };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileData {
  cpuProfile?: { nodes?: { id: number; callFrame: CallFrame; parent?: number }[]; samples?: number[] };
  timeDeltas?: number[];
}

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  if (maps.has(url)) return maps.get(url) ?? null;
  let m: TraceMap | null = null;
  try {
    const u = new URL(url);
    const file = resolve(values.dist, `.${u.pathname}.map`);
    m = new TraceMap(readFileSync(file, 'utf8'));
  } catch {
    m = null;
  }
  maps.set(url, m);
  return m;
}
function where(cf: CallFrame): string {
  if (!cf.url) return `(${cf.functionName || 'native'})`;
  const m = mapOf(cf.url);
  const file = cf.url.replace(/^.*\//, '');
  if (!m) return `${cf.functionName || '?'} ${file}`;
  const p = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber });
  const src = (p.source ?? file).replace(/^.*?(site|widgets|sdk|node_modules)\//, '$1/');
  return `${p.name ?? cf.functionName ?? '?'} ${src}:${p.line}`;
}

const server = await startServer({ env: { BETFRAME_SKIP_BUILD: '1' } });
const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
try {
  for (let load = 0; load <= Number(values.loads); load += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await emulatePhone(cdp, 4);
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(`${server.origin}${values.path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(Number(values.wait));
    const buf = await browser.stopTracing();
    await context.close();
    if (load === 0) continue; // warm-up
    const events = (JSON.parse(buf.toString('utf8')) as { traceEvents: Ev[] }).traceEvents;
    const mains = new Set(
      events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
    );
    const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
    const byThread = new Map<string, number>();
    for (const t of tasks) byThread.set(`${t.pid}:${t.tid}`, (byThread.get(`${t.pid}:${t.tid}`) ?? 0) + (t.tdur ?? 0));
    const mainKey = [...byThread].sort((a, b) => b[1] - a[1])[0]?.[0];
    const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
    // CPU profile samples of the main thread.
    const nodes = new Map<number, { cf: CallFrame; parent?: number | undefined }>();
    const samples: { ts: number; node: number }[] = [];
    const profileIds = new Map<string, number>();
    for (const e of events) {
      if (e.name === 'Profile' && `${e.pid}:${e.tid}` === mainKey)
        profileIds.set(e.id ?? '', e.args?.data?.startTime ?? 0);
    }
    const clock = new Map<string, number>();
    for (const e of events) {
      if (e.name !== 'ProfileChunk' || !profileIds.has(e.id ?? '')) continue;
      const d = e.args?.data ?? {};
      for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, { cf: n.callFrame, parent: n.parent });
      let t = clock.get(e.id ?? '') ?? profileIds.get(e.id ?? '') ?? 0;
      const ids: number[] = d.cpuProfile?.samples ?? [];
      const deltas: number[] = d.timeDeltas ?? [];
      ids.forEach((id, i) => {
        t += deltas[i] ?? 0;
        samples.push({ ts: t, node: id });
      });
      clock.set(e.id ?? '', t);
    }
    const long = tasks
      .filter((t) => `${t.pid}:${t.tid}` === mainKey && t.ts >= fcp && (t.tdur ?? 0) / 1000 > 50)
      .sort((a, b) => a.ts - b.ts);
    console.log(`\n=== load ${load} ${values.path}: ${long.length} long tasks (thread > 50 ms)`);
    for (const task of long) {
      const inside = samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + (task.dur ?? 0));
      const self = new Map<string, number>();
      const incl = new Map<string, number>();
      for (const s of inside) {
        const n = nodes.get(s.node);
        if (!n) continue;
        const k = where(n.cf);
        self.set(k, (self.get(k) ?? 0) + 1);
        const seen = new Set<string>();
        let cur: number | undefined = s.node;
        while (cur !== undefined) {
          const c = nodes.get(cur);
          if (!c) break;
          const kk = where(c.cf);
          if (!seen.has(kk) && /site\/|widgets\/|sdk\//.test(kk)) {
            seen.add(kk);
            incl.set(kk, (incl.get(kk) ?? 0) + 1);
          }
          cur = c.parent;
        }
      }
      const total = inside.length || 1;
      const top = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${Math.round((100 * v) / total)}% ${k}`)
          .join('\n      ');
      console.log(
        `+${Math.round((task.ts - fcp) / 1000)} ms wall ${Math.round((task.dur ?? 0) / 1000)} thread ${Math.round((task.tdur ?? 0) / 1000)} (${inside.length} samples)`,
      );
      console.log(`   self:\n      ${top(self, 8)}`);
      console.log(`   inclusive (app code):\n      ${top(incl, 18)}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
