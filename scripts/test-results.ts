/** The small file format every suite writes so the orchestrator can sum them into one closing line. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SuiteCounts {
  passed: number;
  failed: number;
  skipped: number;
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

/** Vitest's JSON reporter output → counts. */
export function readVitestJson(path: string): SuiteCounts | undefined {
  try {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    const n = (k: string) => (typeof raw[k] === 'number' ? (raw[k] as number) : 0);
    return {
      passed: n('numPassedTests'),
      failed: n('numFailedTests') + (raw.success === false && n('numFailedTests') === 0 ? 1 : 0),
      skipped: n('numPendingTests') + n('numTodoTests'),
    };
  } catch {
    return undefined;
  }
}
