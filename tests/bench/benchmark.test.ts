import { describe, expect, it } from 'vitest';
import { isBenchmark, measureThroughput, median, percentile } from './benchmark';

describe('bench harness', () => {
  it('percentile uses the nearest rank', () => {
    const values = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 50)).toBe(0);
    expect(median([3, 1, 2])).toBe(2);
  });

  it('measureThroughput counts every call it times', async () => {
    let calls = 0;
    const result = await measureThroughput(
      () => {
        calls += 1;
      },
      { durationMs: 20, warmup: 3 },
    );
    expect(result.samples).toBe(calls - 3);
    expect(result.opsPerSecond).toBeGreaterThan(0);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
  });

  it('recognises a benchmark module export', () => {
    expect(isBenchmark({ name: 'x', run: async () => [] })).toBe(true);
    expect(isBenchmark({ name: 'x' })).toBe(false);
    expect(isBenchmark(null)).toBe(false);
  });
});
