/**
 * The feed of a running server: the provider (the simulator unless a real feed replaces it) and its push hub.
 * Feed and betting routes of one app share one service (looked up by the app's deps).
 */
import type { AppDeps } from '../app/types';
import type { Clock } from '../clock';
import type { FeedProvider } from './provider';
import { PushHub } from './push';
import { Simulator, type SimulatorOptions } from './simulator';

export interface FeedService {
  provider: FeedProvider;
  hub: PushHub;
  /** Seed of derived picks (express of the day). */
  seed: number;
}

/** A feed over the simulator (tests reach the simulator's clock-related helpers through `provider`). */
export type SimulatedFeed = FeedService & { provider: Simulator };

export function createFeedService(options: SimulatorOptions & { clock?: Clock } = {}): SimulatedFeed {
  const provider = new Simulator(options);
  return { provider, hub: new PushHub(provider), seed: provider.seed };
}

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
    service = createFeedService({ ...feedOptionsFromEnv(), clock: deps.clock });
    services.set(deps, service);
    const hub = service.hub;
    if (deps.mode !== 'test') hub.start(1000);
    deps.onClose(() => hub.stop());
  }
  return service;
}

/** Lets a test or a custom entry point give the app a specific service (a ManualClock simulator). */
export function provideFeedService(deps: AppDeps, service: FeedService): void {
  services.set(deps, service);
}
