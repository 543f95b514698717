/**
 * For tests of any area: a fresh migrated database (in-memory PGlite, or a throwaway PostgreSQL database when
 * TEST_DATABASE_URL is set), the real app with the chosen route modules, listening on 127.0.0.1:<free port>.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp, createLogger, listen, parseTrustedProxies } from '../app';
import type { AppDeps, AppEnv, AppPaths, AuthResolver, RouteModule } from '../app/types';
import { createAuthService } from '../auth';
import { type Clock, systemClock } from '../clock';
import type { Database } from '../db';
import { openTestDatabase } from '../db/test-database';
import { routeModules } from '../routes';
import { defaultConfigDir, repoRoot } from '../runtime';
import { createSiteConfigStore } from '../site-config';

export interface TestServer {
  url: string;
  app: Hono<AppEnv>;
  deps: AppDeps;
  database: Database;
  /** fetch against the server: `server.fetch('/healthz')`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  modules?: RouteModule[];
  auth?: AuthResolver;
  paths?: Partial<AppPaths>;
  configDir?: string;
  database?: Database;
  /** The app's clock (default: the system clock); betting tests pass the ManualClock their feed runs on. */
  clock?: Clock;
  /** CONTRACTS §10 `CAPTCHA_TEST_TOKEN`. */
  captchaTestToken?: string;
  /** The sandbox operator desk's `user:password`. */
  operatorCredentials?: string;
  /** TRUSTED_PROXIES, as the setting is written. */
  trustedProxies?: string;
  /** `GEO_COUNTRY_HEADER`, `KYC_WITHDRAWAL_THRESHOLD`. */
  geoCountryHeader?: string;
  kycWithdrawalThreshold?: string;
}

export async function openTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase());
  const logger = createLogger(process.env.LOG_LEVEL ?? 'silent');
  const closeTasks: Array<() => void | Promise<void>> = [];
  const siteConfig = createSiteConfigStore({ configDir: options.configDir ?? defaultConfigDir, mode: 'test' });
  const deps: AppDeps = {
    database,
    clock: options.clock ?? systemClock,
    logger,
    mode: 'test',
    ...(options.captchaTestToken ? { captchaTestToken: options.captchaTestToken } : {}),
    ...(options.operatorCredentials ? { operatorCredentials: options.operatorCredentials } : {}),
    ...(options.trustedProxies ? { trustedProxies: parseTrustedProxies(options.trustedProxies) } : {}),
    ...(options.geoCountryHeader ? { geoCountryHeader: options.geoCountryHeader.toLowerCase() } : {}),
    ...(options.kycWithdrawalThreshold ? { kycWithdrawalThreshold: options.kycWithdrawalThreshold } : {}),
    secret: 'test-secret-0123456789abcdef',
    auth: options.auth ?? createAuthService({ db: database.db, siteConfig, mode: 'test' }),
    paths: {
      root: repoRoot,
      dist: options.paths?.dist ?? mkdtempSync(join(tmpdir(), 'betframe-dist-')),
      examples: options.paths?.examples ?? join(repoRoot, 'examples'),
    },
    siteConfig,
    onClose: (task) => {
      closeTasks.push(task);
    },
  };
  const app = createApp(deps, options.modules ?? routeModules);
  const running = await listen(app, { port: 0, hostname: '127.0.0.1' });
  deps.localUrl = running.url;
  return {
    url: running.url,
    app,
    deps,
    database,
    fetch: (path, init) => fetch(`${running.url}${path}`, init),
    async close() {
      await running.close();
      for (const task of closeTasks.reverse()) await task();
      if (!options.database) await database.close();
    },
  };
}
