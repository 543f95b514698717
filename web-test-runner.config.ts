/**
 * @web/test-runner configuration for the browser suites (`*.browser.test.ts(x)` anywhere in the packages):
 * real pages in the system Chromium, driven through @web/test-runner-playwright. Run with
 * `npm run test:browser` (scripts/run-browser-tests.ts loads this module; wtr itself reads no TS config).
 */
import { esbuildPlugin } from '@web/dev-server-esbuild';
import type { TestRunnerConfig } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumArgs, findChromium } from './tests/support/chromium';
import { embeddingFixtures } from './tests/support/embedding-fixtures';

export const browserTestFiles = [
  '{sdk,widgets,statistic-frame,site,tests}/**/*.browser.test.{ts,tsx}',
  '!**/node_modules/**',
];

export function browserTestConfig(): TestRunnerConfig {
  return {
    files: browserTestFiles,
    nodeResolve: { exportConditions: ['browser', 'development'] },
    middleware: [embeddingFixtures()],
    plugins: [esbuildPlugin({ ts: true, tsx: true, jsx: true, target: 'es2022', tsconfig: 'tsconfig.base.json' })],
    browsers: [
      playwrightLauncher({
        product: 'chromium',
        launchOptions: { executablePath: findChromium(), headless: true, args: [...chromiumArgs] },
      }),
    ],
    concurrency: 2,
    testFramework: { config: { timeout: 10_000 } },
    testsFinishTimeout: 300_000,
  };
}
