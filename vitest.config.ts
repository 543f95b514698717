/**
 * Vitest projects:
 * - `unit`: every `*.test.ts(x)` beside the code it checks, in Node (DOM-needing tests opt in with
 *   `// @vitest-environment happy-dom`).
 * - `packages`: the React package (`packages/react`) with real React and ReactDOM, so not through the
 *   react → preact/compat alias the other projects inherit from vite.config.ts.
 * - `e2e`: `tests/e2e/**` — start the real server and drive the system Chromium through playwright-core; its
 *   global setup makes the data folder the servers start on a copy of (tests/support/e2e-global-setup.ts).
 * Browser suites (`*.browser.test.ts`) run under @web/test-runner instead (web-test-runner.config.ts).
 */
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

const base = typeof viteConfig === 'function' ? viteConfig({ mode: 'test', command: 'serve' }) : viteConfig;

export default mergeConfig(
  base,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['{sdk,widgets,statistic-frame,site,server,scripts,tests/support,tests/bench}/**/*.test.{ts,tsx}'],
            exclude: ['**/node_modules/**', '**/*.browser.test.*'],
            environment: 'node',
            // Vitest's default in a run is one worker fewer than the cores: ONE on CI's two cores, which left the
            // second core idle for the whole unit step. Every file has its own database (db/test-database.ts).
            maxWorkers: Math.max(2, availableParallelism() - 1),
            testTimeout: 20_000,
            // Opening a fresh PGlite database takes seconds on a busy 2-core machine (CI runs the suites twice).
            hookTimeout: 60_000,
            // zustand's React binding imports 'react'; inlined, it goes through the react → preact/compat alias.
            server: { deps: { inline: ['zustand'] } },
          },
        },
        {
          test: {
            name: 'packages',
            include: ['packages/**/*.test.{ts,tsx}'],
            exclude: ['**/node_modules/**'],
            environment: 'node',
            // React's development build (act, StrictMode's checks), not the production one vite.config.ts defines.
            env: { NODE_ENV: 'test' },
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // Two files at a time (CI has two cores; one file keeps about one busy): each file starts its own server
            // on its own ports and data folder copy (tests/support/server-process.ts) and its own Chromium.
            fileParallelism: true,
            maxWorkers: 2,
            // In CI a failed test runs once more; one that then passes counts as passed and is listed as
            // `flaky: <file> > <test>` above `npm test`'s closing line (scripts/test.ts) to be fixed, not hidden.
            // Unit tests never retry.
            retry: process.env.CI === 'true' ? 1 : 0,
            // One migrated, seeded data folder every server of the run starts on a copy of (server-process.ts).
            globalSetup: ['tests/support/e2e-global-setup.ts'],
          },
        },
      ],
    },
  }),
);
