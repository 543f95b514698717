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
  it('gives undefined for a missing or broken report so the step counts as failed', () => {
    expect(readVitestJson('/nonexistent/file.json')).toBeUndefined();
    expect(readVitestJson(file('{not json'))).toBeUndefined();
  });
});
