import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readVitestJson } from './test-results';

const file = (content: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'bf-results-')), 'r.json');
  writeFileSync(path, content);
  return path;
};

describe('test result counting', () => {
  it('reads passed, failed and skipped from vitest json', () => {
    const path = file(JSON.stringify({ numPassedTests: 7, numFailedTests: 2, numPendingTests: 1, success: false }));
    expect(readVitestJson(path)).toEqual({ passed: 7, failed: 2, skipped: 1 });
  });
  it('counts an unsuccessful run without failed tests as one failure (a file that failed to load)', () => {
    const path = file(JSON.stringify({ numPassedTests: 3, numFailedTests: 0, success: false }));
    expect(readVitestJson(path)).toEqual({ passed: 3, failed: 1, skipped: 0 });
  });
  it('lists the tests that passed only on a retry (a passed test with failure messages) as flaky', () => {
    const name = join(process.cwd(), 'tests/e2e/x.test.ts');
    const path = file(
      JSON.stringify({
        numPassedTests: 2,
        numFailedTests: 0,
        success: true,
        testResults: [
          {
            name,
            assertionResults: [
              {
                status: 'passed',
                ancestorTitles: ['slip'],
                title: 'places a bet',
                failureMessages: ['Error: timed out'],
              },
              { status: 'passed', ancestorTitles: ['slip'], title: 'shows the odds', failureMessages: [] },
            ],
          },
        ],
      }),
    );
    expect(readVitestJson(path)).toEqual({
      passed: 2,
      failed: 0,
      skipped: 0,
      flaky: ['tests/e2e/x.test.ts > slip > places a bet'],
    });
  });
  it('gives undefined for a missing or broken report so the step counts as failed', () => {
    expect(readVitestJson('/nonexistent/file.json')).toBeUndefined();
    expect(readVitestJson(file('{not json'))).toBeUndefined();
  });
});
