import type { SiteConfig } from '@betframe/sdk/config';
import type { Context, Hono } from 'hono';
import type { Clock } from '../clock';
import type { Database } from '../db';
import type { Logger } from './logger';
import type { TrustedProxies } from './trusted-proxies';

export interface AppVariables {
  requestId: string;
  log: Logger;
  /** Set when TRUSTED_PROXIES is: `clientAddress` (server/src/auth) then believes their X-Forwarded-For. */
  trustedProxies?: TrustedProxies;
}

/** The Hono environment of the app: `Hono<AppEnv>`, `Context<AppEnv>`. */
export interface AppEnv {
  Variables: AppVariables;
}

export type AppContext = Context<AppEnv>;

/** The signed-in player as the wallet, betting and office routes need them. */
export interface AuthenticatedUser {
  id: number;
}

/**
 * Who is calling. The accounts/auth area implements it (tokens, sessions); routes call `requireUser(c)` from
 * `server/src/app` rather than reading tokens themselves.
 */
export interface AuthResolver {
  resolve(c: AppContext): Promise<AuthenticatedUser | null>;
}

export interface SiteConfigQuery {
  partner: number;
  group?: number;
  /** ISO 3166-1 alpha-2, any case. */
  country?: string;
}

/** The site configuration of a partner (and group, country); site-config's `createSiteConfigStore` implements it. */
export interface SiteConfigStore {
  get(query: SiteConfigQuery): Promise<SiteConfig>;
}

export interface AppPaths {
  /** The repository root. */
  root: string;
  /** Built bundles: dist/sdk, dist/site, dist/statistic-frame. */
  dist: string;
  examples: string;
}

/** Everything route modules may use; built once by main.ts (or a test) and passed to every module. */
export interface AppDeps {
  database: Database;
  /**
   * The app's one clock (server/src/clock): the feed, betting, settlement, the wallet and payments take every
   * time they write or compare from it. Sign-in (tokens, sessions, codes) keeps to the real clock, which the
   * player's browser and authenticator app share.
   */
  clock: Clock;
  logger: Logger;
  siteConfig: SiteConfigStore;
  auth: AuthResolver;
  paths: AppPaths;
  /** 'development' unless NODE_ENV says otherwise; tests use 'test'. */
  mode: 'development' | 'production' | 'test';
  /**
   * CONTRACTS §10 `CAPTCHA_TEST_TOKEN`: an `x-captcha-token` equal to it passes every captcha check. Development
   * and test modes only: the runtime drops it in production and the captcha ignores it there.
   */
  captchaTestToken?: string;
  /** `OPERATOR_CREDENTIALS` (`user:password`): the sandbox operator desk's sign-in (payments/operator-sign-in.ts). */
  operatorCredentials?: string;
  /** TRUSTED_PROXIES: the reverse proxies whose X-Forwarded-For names the client (./trusted-proxies.ts). */
  trustedProxies?: TrustedProxies;
  /** `BETTING_MAX_STAKE_PER_MARKET`: the automatic stake limit per market (base currency; betting/settings.ts). */
  bettingMaxStakePerMarket?: number;
  /** `REALITY_CHECK_MINUTE_MS`: one reality-check minute in ms (development and tests; 60 000 otherwise). */
  realityCheckMinuteMs?: number;
  /** `GEO_COUNTRY_HEADER`: the request header the edge sets to the visitor's country (verification/geo.ts). */
  geoCountryHeader?: string;
  /** `KYC_WITHDRAWAL_THRESHOLD`: above it a withdrawal needs a verified account (verification/withdrawal-gate.ts). */
  kycWithdrawalThreshold?: string;
  /** Secret for signing things the server hands out and gets back (sandbox callbacks, …). */
  secret: string;
  /** `PROVIDER_SECRET`: the casino's provider wallet signature key (server/src/casino; a development default). */
  providerSecret?: string;
  /** The game origin's port (the second listener, EXAMPLES_PORT): casino launch URLs point there when set. */
  gamePort?: number;
  /**
   * The main listener's own URL (`http://127.0.0.1:<port>`), set once it listens: the in-house casino studio
   * calls the provider wallet there over HTTP, as an outside provider would (server/src/casino/service.ts).
   */
  localUrl?: string;
  /** Registers work to do on shutdown (timers, simulators), run before the database closes. */
  onClose(task: () => void | Promise<void>): void;
}

/** A route module: registers its routes (and middleware on its own paths) on the app. */
export type RouteModule = (app: Hono<AppEnv>, deps: AppDeps) => void;
