import { describe, expect, it } from 'vitest';
import { summariseTrace } from './page-trace';

const meta = (pid: number, tid: number, name: string) => ({
  name: 'thread_name',
  cat: '__metadata',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
});
const task = (ts: number, durMs: number, threadMs: number, tid = 1) => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ts: ts * 1000,
  dur: durMs * 1000,
  tdur: threadMs * 1000,
  pid: 1,
  tid,
});

describe('a trace of a page load, summarised', () => {
  const events = [
    meta(1, 1, 'CrRendererMain'),
    meta(1, 2, 'Compositor'),
    { name: 'firstContentfulPaint', cat: 'loading', ph: 'R', ts: 1000 * 1000, pid: 1, tid: 1 },
    task(500, 300, 250), // before the first paint: not counted
    task(1200, 400, 120),
    {
      name: 'v8.evaluateModule',
      cat: 'v8.execute',
      ph: 'X',
      ts: 1201 * 1000,
      dur: 390 * 1000,
      tdur: 110 * 1000,
      pid: 1,
      tid: 1,
      args: { data: { url: 'http://x/site/assets/index-a.js' } },
    },
    task(2000, 60, 30),
    task(3000, 20, 20),
    task(1100, 900, 900, 2), // another thread
  ];

  it('counts TBT after the first paint by wall and by thread time, on the renderer main thread only', () => {
    const summary = summariseTrace(events, 1);
    expect(summary.tbtWall).toBe(350 + 10);
    expect(summary.tbtThread).toBe(70);
    expect(summary.longestThread).toBe(120);
    expect(summary.threadTotal).toBe(250 + 120 + 30 + 20);
  });

  it('names each long task by its largest pieces and scales thread time', () => {
    const summary = summariseTrace(events, 4);
    expect(summary.longTasks[0]).toEqual({
      start: 200,
      wallMs: 400,
      threadMs: 480,
      what: 'v8.evaluateModule index-a.js 440',
    });
    expect(summary.tbtThread).toBe(430 + 70 + 30);
  });
});
