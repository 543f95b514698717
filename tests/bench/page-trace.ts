/**
 * The main thread's tasks of one page load, from a Chromium trace (`devtools.timeline`), in a form a loaded machine
 * does not dominate: each task's wall time (what TBT counts; it grows when other processes take the cores) and its
 * thread time (`tdur`: the time the thread ran). Used by `page-vitals.bench.ts` and by the A/B runner `page-ab.ts`.
 *
 * DevTools' CPU throttling keeps the throttled thread running (measured here: the site entry's evaluation is 15 ms
 * of thread time unthrottled, 113 ms at 4×, 143 ms of wall time at a load average of 20), so under throttling a
 * task's thread time is its throttled length less the time the machine gave to other processes: TBT from thread
 * times is what the same page would show on an idle machine. Unthrottled (`scale` 4 at rate 1), thread time × 4 is
 * how Lighthouse's default "simulated" throttling counts.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';

export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'loading',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface Task {
  /** ms from the first contentful paint (negative: before it). */
  start: number;
  wallMs: number;
  threadMs: number;
  /** The task's largest pieces, e.g. `EvaluateScript index-abc.js 120`. */
  what: string;
}

export interface TraceSummary {
  /** The tasks after the first contentful paint whose wall or thread time (× scale) is over 50 ms, longest first. */
  longTasks: Task[];
  /** TBT from the tasks' wall times (after FCP). */
  tbtWall: number;
  /** TBT from the tasks' thread times × scale (after FCP): the figure on an idle machine. */
  tbtThread: number;
  /** The longest task after FCP, by thread time × scale. */
  longestThread: number;
  /** The main thread's thread time over the whole load, ms (not scaled). */
  threadTotal: number;
}

const pieceNames = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseAuthorStyleSheet',
  'RunMicrotasks',
  'HitTest',
]);

function fileOf(data: Record<string, unknown> | undefined): string {
  const url = typeof data?.url === 'string' ? data.url : typeof data?.fileName === 'string' ? data.fileName : '';
  return url ? ` ${url.replace(/^.*\//, '').replace(/\?.*$/, '')}` : '';
}

/** Summarises a trace's main renderer thread (the one that ran longest); thread times are multiplied by `scale`. */
export function summariseTrace(events: readonly TraceEvent[], scale: number): TraceSummary {
  const mainThreads = new Set(
    events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasksByThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name !== 'RunTask' || e.ph !== 'X' || !mainThreads.has(key)) continue;
    tasksByThread.set(key, [...(tasksByThread.get(key) ?? []), e]);
  }
  const timeOf = (list: readonly TraceEvent[]) => list.reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  const [mainKey, tasks] = [...tasksByThread].sort((a, b) => timeOf(b[1]) - timeOf(a[1]))[0] ?? ['', []];
  const onThread = events.filter((e) => `${e.pid}:${e.tid}` === mainKey);
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  const fcp = fcpEvent?.ts ?? Number.NEGATIVE_INFINITY;
  const pieces = onThread.filter((e) => e.ph === 'X' && pieceNames.has(e.name) && (e.dur ?? 0) >= 5000);
  const describe = (task: TraceEvent): string => {
    const end = task.ts + (task.dur ?? 0);
    const inside = pieces.filter((p) => p.ts >= task.ts && p.ts < end);
    // Only the outermost pieces: a piece inside another one of the list is part of it.
    const outer = inside.filter(
      (p) =>
        !inside.some(
          (q) => q !== p && q.ts <= p.ts && q.ts + (q.dur ?? 0) >= p.ts + (p.dur ?? 0) && (q.dur ?? 0) > (p.dur ?? 0),
        ),
    );
    return outer
      .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
      .slice(0, 3)
      .map((p) => {
        const detail = p.name === 'EventDispatch' ? ` ${String(p.args?.data?.type ?? '')}` : fileOf(p.args?.data);
        return `${p.name}${detail} ${Math.round(((p.tdur ?? 0) / 1000) * scale)}`;
      })
      .join(', ');
  };
  const after = tasks.filter((t) => t.ts >= fcp);
  const wall = (t: TraceEvent) => (t.dur ?? 0) / 1000;
  const thread = (t: TraceEvent) => ((t.tdur ?? 0) / 1000) * scale;
  const longTasks = after
    .filter((t) => wall(t) > 50 || thread(t) > 50)
    .sort((a, b) => thread(b) - thread(a))
    .map((t) => ({
      start: Math.round((t.ts - fcp) / 1000),
      wallMs: Math.round(wall(t)),
      threadMs: Math.round(thread(t)),
      what: describe(t),
    }));
  return {
    longTasks,
    tbtWall: Math.round(after.reduce((sum, t) => sum + Math.max(0, wall(t) - 50), 0)),
    tbtThread: Math.round(after.reduce((sum, t) => sum + Math.max(0, thread(t) - 50), 0)),
    longestThread: Math.round(Math.max(0, ...after.map(thread))),
    threadTotal: Math.round(timeOf(tasks) / 1000),
  };
}

/** Runs `load` with the browser's tracing on and summarises the page's main thread (PAGE_TRACE_DIR: keeps the trace). */
export async function traced(
  browser: Browser,
  page: Page,
  scale: number,
  load: () => Promise<void>,
): Promise<TraceSummary> {
  await browser.startTracing(page, { categories: traceCategories });
  let buffer: Buffer;
  try {
    await load();
  } finally {
    buffer = await browser.stopTracing();
  }
  if (process.env.PAGE_TRACE_DIR) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${process.env.PAGE_TRACE_DIR}/trace-${Date.now()}.json`, buffer);
  }
  const json = JSON.parse(buffer.toString('utf8')) as { traceEvents?: TraceEvent[] };
  return summariseTrace(json.traceEvents ?? [], scale);
}

/** Lighthouse's phone profile on a page's CDP session: slow 4G (562.5 ms, 1.44 Mbit/s down) and `cpuRate`× CPU. */
export async function emulatePhone(cdp: CDPSession, cpuRate: number): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
}
