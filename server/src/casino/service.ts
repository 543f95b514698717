/**
 * The casino of one app: the provider wallet, the studio's client (signed HTTP to the app's listener), rounds, the
 * originals, crash and its sweep; one per AppDeps (casinoServiceOf), made by the route module.
 */
import type { CrashRound } from '@betframe/sdk/casino';
import type { AppDeps } from '../app/types';
import { dateOf } from '../clock';
import { createCrash } from './crash';
import { createOriginals } from './originals';
import { createProviderWallet } from './provider-wallet';
import { createRounds, type Player, type RoundRow } from './rounds';
import { nonceTaker } from './seeds';
import { directPlayer } from './sessions';
import type { CasinoStakeCheck } from './stake-check';
import { createStudioClient, httpPost, studioAgent } from './studio-client';

export interface CasinoOptions {
  providerSecret: string;
  stakeCheck: CasinoStakeCheck;
}

const services = new WeakMap<AppDeps, ReturnType<typeof build>>();

function build(deps: AppDeps, options: CasinoOptions) {
  const db = deps.database.db;
  const now = () => dateOf(deps.clock);
  // PGlite is one connection: the same statements of concurrent rounds go together (db/coalescer.ts).
  const pglite = deps.database.kind === 'pglite';
  const wallet = createProviderWallet({
    secret: options.providerSecret,
    stakeCheck: options.stakeCheck,
    now,
    ...(pglite ? { coalesce: db } : {}),
  });
  // The studio calls the wallet over HTTP on the main listener, like any aggregator (studio-client.ts); the
  // listener's URL is set once it listens (runtime and testing both do before any round is played).
  const agent = studioAgent();
  deps.onClose(() => agent.destroy());
  const studio = createStudioClient({
    secret: options.providerSecret,
    post: httpPost(agent, () => {
      if (!deps.localUrl) throw new Error('the casino studio needs the server to listen (AppDeps.localUrl)');
      return deps.localUrl;
    }),
  });
  const explain = options.stakeCheck.explain?.bind(options.stakeCheck);
  const rounds = createRounds({
    db,
    studio,
    now,
    coalesce: pglite,
    ...(explain
      ? {
          async explainRefusal(player: Player, amountMinor: number) {
            const { userId, currency } = player.session;
            if (userId === null) return null;
            const row = await db.selectFrom('currencies').select('id').where('code', '=', currency).executeTakeFirst();
            return row ? explain(db, { userId, currencyId: row.id, amountMinor, at: now() }) : null;
          },
        }
      : {}),
  });
  const originals = createOriginals({ db, rounds, now, takeNonce: nonceTaker(db, pglite) });
  const crash = createCrash({ db, rounds, now: () => deps.clock.now() });

  /** Settles the open bets of crashed rounds (every process runs it; each bet is closed once). */
  async function sweepCrash(): Promise<number> {
    const open = (await db
      .selectFrom('casino_rounds as r')
      .innerJoin('casino_crash_rounds as c', 'c.id', 'r.crash_round_id')
      .selectAll('r')
      .where('r.status', '=', 'open')
      .where('c.crash_at', '<=', now())
      .limit(500)
      .execute()) as RoundRow[];
    for (const round of open) {
      const session = await db
        .selectFrom('casino_sessions as s')
        .innerJoin('currencies as c', 'c.code', 's.currency')
        .select(['s.session_token', 's.user_id', 'c.minor_digits'])
        .where('s.owner', '=', round.owner)
        .where('s.game_id', '=', round.game_id)
        .where('s.currency', '=', round.currency)
        .where('s.demo', '=', round.demo)
        .where('s.session_token', 'is not', null)
        .orderBy('s.id', 'desc')
        .executeTakeFirst();
      const player: Player = {
        session: {
          owner: round.owner,
          userId: round.user_id,
          gameId: round.game_id,
          currency: round.currency,
          demo: round.demo,
          token: session?.session_token ?? '',
        },
        digits: session?.minor_digits ?? 2,
      };
      await crash.settle(player, round, await crash.roundOf(round.crash_round_id as number));
    }
    return open.length;
  }

  /** One ticker per process for every crash stream client: the round's state is read once per tick. */
  const crashListeners = new Set<(state: CrashRound) => void>();
  let crashTicker: ReturnType<typeof setInterval> | undefined;
  function watchCrash(listener: (state: CrashRound) => void): () => void {
    crashListeners.add(listener);
    crashTicker ??= setInterval(() => {
      crash
        .current()
        .then((row) => crash.stateOf(row))
        .then((state) => {
          for (const notify of crashListeners) notify(state);
        })
        .catch((err: unknown) => deps.logger.error({ err }, 'crash tick failed'));
    }, 200);
    return () => {
      crashListeners.delete(listener);
      if (crashListeners.size === 0 && crashTicker) {
        clearInterval(crashTicker);
        crashTicker = undefined;
      }
    };
  }
  deps.onClose(() => clearInterval(crashTicker));

  const timer = setInterval(() => {
    sweepCrash().catch((err: unknown) => deps.logger.error({ err }, 'crash sweep failed'));
  }, 1_000);
  timer.unref();
  deps.onClose(() => clearInterval(timer));

  /** A signed-in player's direct session and the digits of its currency (coalesced on PGlite). */
  const directPlay = directPlayer(db, pglite);

  return { wallet, studio, rounds, originals, crash, sweepCrash, watchCrash, directPlay };
}

export function casinoService(deps: AppDeps, options: CasinoOptions) {
  const existing = services.get(deps);
  if (existing) return existing;
  const service = build(deps, options);
  services.set(deps, service);
  return service;
}

/** The casino of an app whose routes are registered (tests, benchmarks). */
export function casinoServiceOf(deps: AppDeps) {
  const service = services.get(deps);
  if (!service) throw new Error('the casino routes are not registered on this app');
  return service;
}

export type CasinoService = ReturnType<typeof build>;
