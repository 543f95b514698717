/**
 * Runs the browser suites under @web/test-runner and writes `test-results/browser.json`
 * (`{ passed, failed, skipped }`) for the test orchestrator.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { defaultReporter, type Reporter, startTestRunner, summaryReporter } from '@web/test-runner';
import type { TestSuiteResult } from '@web/test-runner-core';
import { globSync } from 'tinyglobby';
import { browserTestConfig, browserTestFiles } from '../web-test-runner.config';
import { type SuiteCounts, writeSuiteCounts } from './test-results';

function countSuite(suite: TestSuiteResult | undefined, into: SuiteCounts): void {
  if (!suite) return;
  for (const test of suite.tests) {
    if (test.skipped) into.skipped += 1;
    else if (test.passed) into.passed += 1;
    else into.failed += 1;
  }
  for (const child of suite.suites) countSuite(child, into);
}

function countingReporter(): Reporter {
  return {
    onTestRunFinished({ sessions }) {
      const counts: SuiteCounts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        countSuite(session.testResults, counts);
        // A file that failed to load or threw outside a test has no test results but did fail.
        if (!session.passed && session.errors.length > 0) counts.failed += 1;
      }
      writeSuiteCounts('browser', counts);
    },
  };
}

// `npx tsx scripts/run-browser-tests.ts sdk/src/loader/*.browser.test.ts …` runs only those files.
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = only.length > 0 ? only : browserTestFiles;
const found = globSync(files);
if (found.length === 0) {
  console.log('browser: no browser test files');
  writeSuiteCounts('browser', { passed: 0, failed: 0, skipped: 0 });
  process.exit(0);
}

mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/browser.json', JSON.stringify({ passed: 0, failed: 1, skipped: 0 }));
const watch = process.argv.includes('--watch');
const runner = await startTestRunner({
  readCliArgs: false,
  readFileConfig: false,
  autoExitProcess: !watch,
  config: {
    ...browserTestConfig(),
    files,
    watch,
    reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter()],
  },
});
if (!runner) process.exit(1);
