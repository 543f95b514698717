/**
 * The server process and the Chromium an end-to-end file drives: started before its tests, stopped after them.
 * Each file gets its own server (its own database and ports), so files never see each other's players.
 */
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumArgs, findChromium } from './chromium';
import { type RunningServer, startServer } from './server-process';

export interface E2eWorld {
  readonly server: RunningServer;
  readonly browser: Browser;
}

export function useServerAndBrowser(
  options: { entry?: string; env?: () => Record<string, string>; before?: () => Promise<void> | void } = {},
): E2eWorld {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await options.before?.();
    server = await startServer({
      ...(options.entry ? { entry: options.entry } : {}),
      env: { NODE_ENV: 'development', ...options.env?.() },
    });
    browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    // The file's data is thrown away and its shutdown is not under test here (start.test.ts and crash.test.ts
    // check the graceful one): killed at once, not the 1–5 s a SIGTERM's drain and database close take.
    await server?.stop({ kill: true });
  });
  return {
    get server() {
      if (!server) throw new Error('the server is not started yet (use it inside a test)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet (use it inside a test)');
      return browser;
    },
  };
}
