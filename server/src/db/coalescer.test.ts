import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalescer';

/** Calls that wait for `release` (the oldest waiting first) and record the items they carried. */
function gated() {
  const calls: number[][] = [];
  const waiting: Array<() => void> = [];
  const run = async (items: number[]): Promise<PromiseSettledResult<number>[]> => {
    calls.push(items);
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
    });
    return items.map((n) =>
      n < 0 ? { status: 'rejected', reason: new Error(`refused ${n}`) } : { status: 'fulfilled', value: n * 10 },
    );
  };
  return { calls, run, release: () => waiting.shift()?.() };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('Coalescer', () => {
  it('sends the items pushed while a call runs together in the next call, each answered on its own', async () => {
    const g = gated();
    const c = new Coalescer(g.run);
    const first = c.push(1);
    await turn();
    const rest = [c.push(2), c.push(-3), c.push(4)];
    await turn();
    expect(g.calls).toEqual([[1]]);
    g.release();
    expect(await first).toBe(10);
    await turn();
    expect(g.calls).toEqual([[1], [2, -3, 4]]);
    g.release();
    const settled = await Promise.allSettled(rest);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason)))).toEqual([
      20,
      'Error: refused -3',
      40,
    ]);
    expect(c.stats).toEqual({ calls: 2, items: 4 });
  });

  it('rejects every item of a call that throws or answers the wrong number, and goes on with the next', async () => {
    let fail: 'throw' | 'short' | undefined = 'throw';
    const c = new Coalescer(async (items: number[]): Promise<PromiseSettledResult<number>[]> => {
      if (fail === 'throw') throw new Error('down');
      const answers = items.map((n) => ({ status: 'fulfilled', value: n }) as const);
      return fail === 'short' ? answers.slice(1) : answers;
    });
    await expect(Promise.all([c.push(1), c.push(2)])).rejects.toThrow('down');
    fail = 'short';
    await expect(c.push(3)).rejects.toThrow('0 answers for 1 items');
    fail = undefined;
    expect(await c.push(5)).toBe(5);
  });

  it('keeps batches within maxBatch and runs up to maxInFlight calls at once', async () => {
    const g = gated();
    const c = new Coalescer(g.run, { maxBatch: 2, maxInFlight: 2 });
    const all = [1, 2, 3, 4, 5].map((n) => c.push(n));
    await turn();
    expect(g.calls).toEqual([
      [1, 2],
      [3, 4],
    ]);
    g.release();
    await turn();
    await turn();
    expect(g.calls).toEqual([[1, 2], [3, 4], [5]]);
    g.release();
    g.release();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
  });
});
