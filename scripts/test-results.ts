/** The small file format every suite writes so the orchestrator can sum them into one closing line. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface SuiteCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that failed and then passed on a retry (`<file> > <test>`): counted as passed, listed to be fixed. */
  flaky?: string[];
}

export const resultsDir = 'test-results';

export function writeSuiteCounts(suite: string, counts: SuiteCounts): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${suite}.json`), `${JSON.stringify(counts)}\n`);
}

export function readSuiteCounts(suite: string): SuiteCounts | undefined {
  try {
    const raw: unknown = JSON.parse(readFileSync(join(resultsDir, `${suite}.json`), 'utf8'));
    if (raw && typeof raw === 'object' && 'passed' in raw && 'failed' in raw) {
      const { passed, failed } = raw as { passed: unknown; failed: unknown };
      const skipped = 'skipped' in raw ? Number((raw as { skipped: unknown }).skipped) : 0;
      if (typeof passed === 'number' && typeof failed === 'number') return { passed, failed, skipped };
    }
  } catch {
    // A missing or broken file means the suite did not finish: the caller counts it as a failure.
  }
  return undefined;
}

interface VitestJsonFile {
  name?: unknown;
  assertionResults?: Array<{ status?: unknown; ancestorTitles?: unknown; title?: unknown; failureMessages?: unknown }>;
}

/**
 * The tests that passed only on a retry (the e2e project retries once in CI, vitest.config.ts). Vitest keeps the
 * failed attempts' errors on a test that then passed, so its JSON shows them as `passed` with failure messages.
 */
function flakyTests(raw: Record<string, unknown>): string[] {
  const files = Array.isArray(raw.testResults) ? (raw.testResults as VitestJsonFile[]) : [];
  return files.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'passed' && Array.isArray(t.failureMessages) && t.failureMessages.length > 0)
      .map((t) => {
        const titles = [...(Array.isArray(t.ancestorTitles) ? t.ancestorTitles : []), t.title].map(String);
        return `${relative(process.cwd(), String(file.name ?? '?'))} > ${titles.join(' > ')}`;
      }),
  );
}

/** Vitest's JSON reporter output → counts (and the tests that passed only on a retry). */
export function readVitestJson(path: string): SuiteCounts | undefined {
  try {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    const n = (k: string) => (typeof raw[k] === 'number' ? (raw[k] as number) : 0);
    const flaky = flakyTests(raw);
    return {
      passed: n('numPassedTests'),
      failed: n('numFailedTests') + (raw.success === false && n('numFailedTests') === 0 ? 1 : 0),
      skipped: n('numPendingTests') + n('numTodoTests'),
      ...(flaky.length > 0 ? { flaky } : {}),
    };
  } catch {
    return undefined;
  }
}
