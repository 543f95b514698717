/**
 * The feed of a running server: the provider (the simulator unless a real feed replaces it), its push hub and
 * its link to the one world other processes on the same PostgreSQL share (./one-world.ts). Feed and betting
 * routes of one app share one service (looked up by the app's deps).
 */
import type { AppDeps } from '../app/types';
import type { Clock } from '../clock';
import { FeedAnswerCache } from './answer-cache';
import { sharedWorld, singleWorld, type WorldLink } from './one-world';
import type { FeedProvider } from './provider';
import { PushHub } from './push';
import { Simulator, type SimulatorOptions } from './simulator';
import { type AdvanceableClock, isAdvanceable } from './step-forward';

export interface FeedService {
  provider: FeedProvider;
  hub: PushHub;
  /** Seed of derived picks (express of the day). */
  seed: number;
  /** The one world: who settles, what bet acceptance must check, how the development fast-forward moves it. */
  world: WorldLink;
  /** The list answers of this tick, prepared once (./answer-cache.ts). */
  answers: FeedAnswerCache;
}

/** A feed over the simulator (tests reach the simulator's clock-related helpers through `provider`). */
export type SimulatedFeed = FeedService & { provider: Simulator };

export function createFeedService(options: SimulatorOptions & { clock?: Clock } = {}): SimulatedFeed {
  const provider = new Simulator(options);
  const hub = new PushHub(provider);
  const world = singleWorld({ provider, hub, clock: movable(provider.clock) });
  const answers = new FeedAnswerCache(() => `${Math.floor(provider.now() / 1000)}:${hub.rounds}`);
  return { provider, hub, seed: provider.seed, world, answers };
}

const movable = (clock: Clock): AdvanceableClock | undefined => (isAdvanceable(clock) ? clock : undefined);

/** FEED_SEED (default 1), FEED_SPEED (match seconds per real second, default 9), FEED_MARGIN (default 0.06). */
export function feedOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SimulatorOptions {
  const num = (v: string | undefined) =>
    v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined;
  const seed = num(env.FEED_SEED);
  const speed = num(env.FEED_SPEED);
  const margin = num(env.FEED_MARGIN);
  return {
    ...(seed !== undefined ? { seed } : {}),
    ...(speed !== undefined ? { speed } : {}),
    ...(margin !== undefined ? { margin } : {}),
  };
}

const services = new WeakMap<AppDeps, FeedService>();

/** The app's feed service, created on first use with the environment's settings; push ticks every second. */
export function feedServiceOf(deps: AppDeps): FeedService {
  let service = services.get(deps);
  if (!service) {
    // The feed runs on the app's clock, so bets, settlements and payments are dated by the same "now".
    const simulated = createFeedService({
      ...feedOptionsFromEnv(),
      clock: deps.clock,
      // A model's bug takes that game's prices away and is logged; the feed and the server go on.
      onPricingError: (error, gameId) => deps.logger.error({ err: error, gameId }, 'pricing a game failed'),
    });
    // Processes on one PostgreSQL share one world; tests on a PostgreSQL test database keep their own.
    const world =
      deps.database.kind === 'postgres' && deps.mode !== 'test'
        ? sharedWorld(
            { provider: simulated.provider, hub: simulated.hub, clock: movable(deps.clock) },
            deps.database,
            deps.logger,
            () => deps.clock.now(),
          )
        : simulated.world;
    service = { ...simulated, world };
    services.set(deps, service);
    const hub = service.hub;
    if (deps.mode !== 'test') hub.start(1000);
    deps.onClose(async () => {
      hub.stop();
      await world.stop();
    });
  }
  return service;
}

/** Lets a test or a custom entry point give the app a specific service (a ManualClock simulator). */
export function provideFeedService(deps: AppDeps, service: FeedService): void {
  services.set(deps, service);
}
