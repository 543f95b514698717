/**
 * Runs a database benchmark on the embedded PGlite and then on PostgreSQL: the one in TEST_DATABASE_URL, else a
 * throwaway cluster from scripts/postgres.ts when Debian's PostgreSQL binaries exist (skipped otherwise).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure } from './benchmark';

export type BenchDatabase = 'PGlite' | 'PostgreSQL';

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

/** Runs `fn` on the embedded database even when TEST_DATABASE_URL is set. */
export async function onPglite<T>(fn: () => Promise<T>): Promise<T> {
  const previous = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  try {
    return await fn();
  } finally {
    if (previous) process.env.TEST_DATABASE_URL = previous;
  }
}

export async function onEachDatabase(measure: (database: BenchDatabase) => Promise<Figure[]>): Promise<Figure[]> {
  const figures = await onPglite(() => measure('PGlite'));
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
