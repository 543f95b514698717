/**
 * The contract between `npm run bench` (scripts/bench.ts) and a benchmark file `tests/bench/*.bench.ts`:
 * the file's default export is a `Benchmark`. Figures are printed as they are; nothing here asserts a target —
 * targets are read by people from the printed figures and tracked in the issues.
 */
export interface Figure {
  label: string;
  value: number;
  unit: string;
}

export interface Benchmark {
  name: string;
  run(): Promise<Figure[]>;
}

export function isBenchmark(value: unknown): value is Benchmark {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    typeof (value as { run?: unknown }).run === 'function'
  );
}

/** Runs `fn` repeatedly for about `durationMs` and returns operations per second and latency percentiles. */
export async function measureThroughput(
  fn: () => unknown | Promise<unknown>,
  { durationMs = 1000, warmup = 50 }: { durationMs?: number; warmup?: number } = {},
): Promise<{ opsPerSecond: number; p50Ms: number; p99Ms: number; samples: number }> {
  for (let i = 0; i < warmup; i += 1) await fn();
  const latencies: number[] = [];
  const started = performance.now();
  while (performance.now() - started < durationMs) {
    const t0 = performance.now();
    await fn();
    latencies.push(performance.now() - t0);
  }
  const elapsed = performance.now() - started;
  return {
    opsPerSecond: latencies.length / (elapsed / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    samples: latencies.length,
  };
}

/** Nearest-rank percentile of a sample; 0 for an empty sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}
