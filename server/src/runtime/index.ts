/**
 * Starting and stopping the whole server: database (migrated, demo data seeded), site configuration, the app on
 * PORT and EXAMPLES_PORT (PORT+1). `main.ts` runs it from the environment; end-to-end tests call it directly.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  beginShutdown,
  createApp,
  createLogger,
  type Logger,
  listen,
  parseTrustedProxies,
  type RunningServer,
} from '../app';
import type { AppDeps, AuthResolver } from '../app/types';
import { createAuthService } from '../auth';
import { bettingServiceOf } from '../betting';
import { type Clock, FastForwardClock, systemClock } from '../clock';
import { type Database, openDatabase } from '../db';
import { migrate } from '../db/migrate';
import { feedServiceOf } from '../feed';
import { routeModules } from '../routes';
import { seedDemoData } from '../seed';
import { createSiteConfigStore } from '../site-config';
import { modeOf, type Settings } from './settings';

export { modeOf, readSettings, type Settings, settingsSchema } from './settings';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const defaultConfigDir = join(repoRoot, 'server', 'config');

export interface StartedServer {
  url: string;
  examplesUrl?: string;
  database: Database;
  deps: AppDeps;
  stop(): Promise<void>;
}

function loadSecret(settings: Settings, dataDir: string | undefined): string {
  if (settings.BETFRAME_SECRET) return settings.BETFRAME_SECRET;
  if (!dataDir) return randomBytes(32).toString('hex');
  // Kept beside the embedded database so links signed before a restart stay valid.
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function startServer(
  settings: Settings,
  options: { logger?: Logger; auth?: AuthResolver; database?: Database; seed?: boolean; clock?: Clock } = {},
): Promise<StartedServer> {
  const logger = options.logger ?? createLogger(settings.LOG_LEVEL);
  const mode = modeOf(settings.NODE_ENV);
  const dataDir = settings.DATABASE_URL ? undefined : resolve(settings.DATA_DIR);
  const database =
    options.database ??
    (settings.DATABASE_URL
      ? await openDatabase({
          kind: 'postgres',
          url: settings.DATABASE_URL,
          onIdleError: (err) => logger.error({ err }, 'database connection lost'),
        })
      : await openDatabase({ kind: 'pglite', dataDir: join(dataDir as string, 'pglite') }));
  // A development server's clock can be moved forward (`/dev/feed/fast-forward`); everything dated by the app
  // (bets, settlements, ledger postings, payments) moves with the feed.
  const clock = options.clock ?? (mode === 'development' ? new FastForwardClock() : systemClock);
  const applied = await migrate(database.db);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  if (options.seed !== false) await seedDemoData(database, logger, { clock });

  const closeTasks: Array<() => void | Promise<void>> = [];
  const siteConfig = createSiteConfigStore({
    configDir: settings.CONFIG_DIR ? resolve(settings.CONFIG_DIR) : defaultConfigDir,
    mode,
    onError: (err, file) => logger.error({ err, file }, 'site configuration file invalid'),
  });
  if (settings.CAPTCHA_TEST_TOKEN && mode === 'production') {
    logger.warn('CAPTCHA_TEST_TOKEN is set but refused in production: every captcha needs a real solve');
  }
  if (settings.REALITY_CHECK_MINUTE_MS && mode === 'production') {
    logger.warn('REALITY_CHECK_MINUTE_MS is set but refused in production: reality-check minutes are minutes');
  }
  const deps: AppDeps = {
    database,
    clock,
    logger,
    mode,
    ...(settings.CAPTCHA_TEST_TOKEN && mode !== 'production' ? { captchaTestToken: settings.CAPTCHA_TEST_TOKEN } : {}),
    ...(settings.OPERATOR_CREDENTIALS ? { operatorCredentials: settings.OPERATOR_CREDENTIALS } : {}),
    ...(settings.TRUSTED_PROXIES ? { trustedProxies: parseTrustedProxies(settings.TRUSTED_PROXIES) } : {}),
    ...(settings.BETTING_MAX_STAKE_PER_MARKET
      ? { bettingMaxStakePerMarket: settings.BETTING_MAX_STAKE_PER_MARKET }
      : {}),
    ...(settings.REALITY_CHECK_MINUTE_MS && mode !== 'production'
      ? { realityCheckMinuteMs: settings.REALITY_CHECK_MINUTE_MS }
      : {}),
    ...(settings.GEO_COUNTRY_HEADER ? { geoCountryHeader: settings.GEO_COUNTRY_HEADER.toLowerCase() } : {}),
    ...(settings.KYC_WITHDRAWAL_THRESHOLD ? { kycWithdrawalThreshold: settings.KYC_WITHDRAWAL_THRESHOLD } : {}),
    secret: loadSecret(settings, dataDir),
    ...(settings.PROVIDER_SECRET ? { providerSecret: settings.PROVIDER_SECRET } : {}),
    auth: options.auth ?? createAuthService({ db: database.db, siteConfig, mode }),
    paths: { root: repoRoot, dist: join(repoRoot, 'dist'), examples: join(repoRoot, 'examples') },
    siteConfig,
    onClose: (task) => {
      closeTasks.push(task);
    },
  };
  const app = createApp(deps, routeModules);
  // Join the one feed world (on PostgreSQL: read the stored clock, try for the writer's lock) and start the
  // settlement sweep before taking requests, not on the first bet.
  bettingServiceOf(deps);
  await feedServiceOf(deps).world.started;
  if (mode === 'production' && !settings.PROVIDER_SECRET) {
    logger.warn('PROVIDER_SECRET is not set: the casino wallet accepts calls signed with the public development key');
  }
  if (settings.DATABASE_URL && !settings.BETFRAME_SECRET) {
    logger.warn('BETFRAME_SECRET is not set: each process signs sandbox links and codes with its own key');
  }
  const listeners: RunningServer[] = [];
  const main = await listen(app, { port: settings.PORT, hostname: settings.HOST });
  listeners.push(main);
  deps.localUrl = main.url;
  let examplesUrl: string | undefined;
  if (settings.EXAMPLES_PORT !== 'off') {
    const port = settings.EXAMPLES_PORT ?? (settings.PORT === 0 ? 0 : main.port + 1);
    const second = await listen(app, { port, hostname: settings.HOST });
    listeners.push(second);
    examplesUrl = second.url;
    // Casino launch URLs open games on this second origin.
    deps.gamePort = second.port;
  }
  logger.info({ url: main.url, examplesUrl, database: database.kind, mode }, 'server listening');

  let stopping: Promise<void> | undefined;
  return {
    url: main.url,
    ...(examplesUrl ? { examplesUrl } : {}),
    database,
    deps,
    stop() {
      stopping ??= (async () => {
        // New requests get 503 and push streams end with a retry hint; requests in flight finish (CONTRACTS §8).
        beginShutdown(deps);
        await Promise.all(listeners.map((l) => l.close()));
        for (const task of closeTasks.reverse()) {
          try {
            await task();
          } catch (err) {
            logger.error({ err }, 'shutdown task failed');
          }
        }
        await database.close();
        logger.info('server stopped');
      })();
      return stopping;
    },
  };
}
