/**
 * Runs a database benchmark on the embedded PGlite and then on PostgreSQL: the one in TEST_DATABASE_URL, else a
 * throwaway cluster from scripts/postgres.ts when Debian's PostgreSQL binaries exist (skipped otherwise).
 *
 * PGlite is opened as the server opens it — on a data folder (test-database.ts, BETFRAME_TEST_PGLITE_FOLDER) — and
 * measured in both of its modes, alternating in the same run: in a worker thread (the server's default) and in
 * the server's own thread. BENCH_PGLITE_ROUNDS (default 1) repeats the pair; the labels say which mode and round.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure } from './benchmark';

export type BenchDatabase = 'PostgreSQL' | `PGlite ${string}`;

/** How PGlite runs in a measurement: in a worker thread (the server's default) or in the server's thread. */
export type PgliteMode = 'worker' | 'in-process';

interface RunningPostgres {
  url: string;
  stop(): void | Promise<void>;
}

/** scripts/ is outside the tests project, so the module is loaded by path at run time. */
async function startThrowawayPostgres(): Promise<RunningPostgres | undefined> {
  const script = pathToFileURL(join(process.cwd(), 'scripts', 'postgres.ts')).href;
  const mod = (await import(script)) as {
    postgresBinDir(): string | undefined;
    startPostgres(): Promise<RunningPostgres>;
  };
  return mod.postgresBinDir() ? mod.startPostgres() : undefined;
}

const restore = (name: string, value: string | undefined) => {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
};

/**
 * Runs `fn` on the embedded database even when TEST_DATABASE_URL is set, on a data folder and in `mode`
 * (default: the worker thread, as the server runs it).
 */
export async function onPglite<T>(fn: () => Promise<T>, mode: PgliteMode = 'worker'): Promise<T> {
  const saved = ['TEST_DATABASE_URL', 'BETFRAME_PGLITE_WORKER', 'BETFRAME_TEST_PGLITE_FOLDER'].map(
    (name) => [name, process.env[name]] as const,
  );
  delete process.env.TEST_DATABASE_URL;
  process.env.BETFRAME_PGLITE_WORKER = mode === 'worker' ? '1' : '0';
  process.env.BETFRAME_TEST_PGLITE_FOLDER = '1';
  try {
    return await fn();
  } finally {
    for (const [name, value] of saved) restore(name, value);
  }
}

export async function onEachDatabase(measure: (database: BenchDatabase) => Promise<Figure[]>): Promise<Figure[]> {
  const figures: Figure[] = [];
  const rounds = Math.max(1, Number(process.env.BENCH_PGLITE_ROUNDS ?? 1));
  for (let round = 1; round <= rounds; round++) {
    const suffix = rounds > 1 ? `, round ${round}` : '';
    for (const mode of ['in-process', 'worker'] as const) {
      const label: BenchDatabase = mode === 'worker' ? `PGlite worker${suffix}` : `PGlite in-process${suffix}`;
      figures.push(...(await onPglite(() => measure(label), mode)));
    }
  }
  const previous = process.env.TEST_DATABASE_URL;
  let started: RunningPostgres | undefined;
  try {
    if (!previous) started = await startThrowawayPostgres();
    const url = previous ?? started?.url;
    if (!url) return figures;
    process.env.TEST_DATABASE_URL = url;
    figures.push(...(await measure('PostgreSQL')));
  } finally {
    await started?.stop();
    if (previous) process.env.TEST_DATABASE_URL = previous;
    else delete process.env.TEST_DATABASE_URL;
  }
  return figures;
}

/**
 * CPU time of this process's main thread so far, in ms (Linux: /proc, 10 ms ticks), or undefined elsewhere.
 * process.cpuUsage() counts every thread; with PGlite in a worker, the main thread's share is what HTTP, routing
 * and JSON cost, and whichever thread needs more CPU per operation bounds the rate on two cores.
 */
export function mainThreadCpuMs(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
