/**
 * For betting tests and the benchmark: a real server (feed + betting routes) on a fresh database with a
 * hand-driven feed clock, funded players, and helpers to pick outcomes.
 */
import type { BettingTaxes, ExpressBoostConfig } from '@betframe/sdk/betting';
import { noTaxes } from '@betframe/sdk/betting';
import type { AppContext, RouteModule } from '../app/types';
import { ManualClock } from '../clock';
import type { Database } from '../db';
import { openTestDatabase } from '../db/test-database';
import type { GameDef, PricedEntry } from '../feed';
import { createFeedService, feedRoutesWith, type SimulatedFeed } from '../feed';
import { openTestServer, type TestServer } from '../testing';
import { openPlayerAccount, postTransfer, systemAccounts } from '../wallet';
import { BettingEngine } from './engine';
import { enablePlainBatch } from './plain-batch';
import type { EngineOptions } from './records';
import { bettingRoutesWith } from './routes';
import type { BettingLimits } from './settings';

export const FEED_START = Date.UTC(2026, 10, 22, 12, 0);

export interface BettingHarness {
  server: TestServer;
  database: Database;
  feed: SimulatedFeed;
  clock: ManualClock;
  engine: BettingEngine;
  taxes: BettingTaxes;
  fund(userId: number, amount: number, currencyId?: number): Promise<number>;
  post(path: string, body: unknown, userId?: number): Promise<Response>;
  upcoming(sportId: number, skip?: number): GameDef;
  outcome(game: GameDef, type: number, param?: number): PricedEntry;
  /** Plain bets in one statement or every bet on the general path, from now on (the benchmark compares both). */
  setPlainPlacement(on: boolean): void;
  /**
   * Plain bets several to a statement (plain-batch.ts) or each on its own, from now on. The app batches on PGlite
   * only; the benchmark also measures PostgreSQL batched.
   */
  setPlainBatch(on: boolean): void;
  /** `keepDatabase`: leave the database open (a throwaway PostgreSQL cluster is dropped whole afterwards). */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export async function openBettingHarness(
  options: {
    seed?: number;
    taxes?: BettingTaxes;
    limits?: Partial<BettingLimits>;
    partialSale?: boolean;
    /** `betting.expressBoost` (docs/promotions.md "Express boost"). */
    expressBoost?: ExpressBoostConfig;
    /** Plain bets in one statement (records.ts `plainPlacement`; default on). */
    plainPlacement?: boolean;
    /** More route modules on the same server (wallet, payments, limits …). */
    modules?: RouteModule[];
  } = {},
): Promise<BettingHarness> {
  const database = await openTestDatabase();
  const clock = new ManualClock(FEED_START);
  const feed = createFeedService({ seed: options.seed ?? 21, clock, settleDelayMs: 1000 });
  const taxes = options.taxes ?? noTaxes;
  const engineOptions: EngineOptions = {
    db: database.db,
    provider: feed.provider,
    settings: async () => ({
      taxes,
      partialSale: options.partialSale ?? true,
      currency: () => ({ minBet: 1, baseRate: 1 }),
      ...(options.expressBoost ? { expressBoost: options.expressBoost } : {}),
    }),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.plainPlacement !== undefined ? { plainPlacement: options.plainPlacement } : {}),
  };
  const engine = new BettingEngine(engineOptions);
  // As the app does (routes.ts): on PGlite, plain bets several to a statement.
  if (database.kind === 'pglite') enablePlainBatch(database.db);
  const server = await openTestServer({
    database,
    clock,
    modules: [feedRoutesWith(() => feed), bettingRoutesWith(() => ({ engine, feed })), ...(options.modules ?? [])],
    auth: {
      resolve: async (c: AppContext) => {
        const id = Number(c.req.header('x-test-user'));
        return Number.isSafeInteger(id) && id > 0 ? { id } : null;
      },
    },
  });
  return {
    server,
    database,
    feed,
    clock,
    engine,
    taxes,
    async fund(userId, amount, currencyId = 1) {
      const account = await openPlayerAccount(database.db, { userId, currencyId });
      await postTransfer(database.db, {
        from: { system: systemAccounts.house, currencyId },
        to: account,
        amountMinor: Math.round(amount * 100),
        kind: 'test_funding',
        at: new Date(clock.now()),
      });
      return account;
    },
    post: (path, body, userId) =>
      server.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(userId ? { 'x-test-user': String(userId) } : {}) },
        body: JSON.stringify(body),
      }),
    upcoming(sportId, skip = 0) {
      const now = clock.now();
      const games = feed.provider.games().filter((g) => g.sport.id === sportId && g.startAt > now && !g.cancelled);
      const g = games[skip];
      if (!g) throw new Error(`no upcoming game of sport ${sportId}`);
      return g;
    },
    outcome(game, type, param) {
      const o = feed.provider
        .view(game)
        .outcomes.find((x) => x.type === type && (param === undefined || x.param === param));
      if (!o) throw new Error(`game ${game.id} offers no outcome ${type}/${param}`);
      return o;
    },
    setPlainPlacement(on) {
      engineOptions.plainPlacement = on;
    },
    setPlainBatch(on) {
      enablePlainBatch(database.db, on);
    },
    async close({ keepDatabase = false } = {}) {
      await server.close();
      if (!keepDatabase) await database.close();
    },
  };
}

/** The match-result outcome type (1 home, 2 draw, 3 away) that wins — or loses — once the game is over. */
export function matchResultType(h: BettingHarness, game: GameDef, win: boolean): number {
  h.clock.set(h.feed.provider.endOf(game) + 5000);
  const r = h.feed.provider.result(game.id);
  h.clock.set(FEED_START);
  const [home, away] = [r?.total[0] ?? 0, r?.total[1] ?? 0];
  const winning = home > away ? 1 : home < away ? 3 : 2;
  return win ? winning : winning === 1 ? 3 : 1;
}
