/**
 * Graceful stop (CONTRACTS §8): `beginShutdown(deps)` is the first thing `stop()` does. From then on the app
 * answers new requests 503 `shutting_down` (with `Connection: close` and `Retry-After`, so a proxy moves to
 * another process), `/readyz` fails, and long-lived streams (live push) end after sending a retry hint; requests
 * already running finish. A route that holds a stream open watches `shutdownSignal(deps)`.
 */
import { setMaxListeners } from 'node:events';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';
import type { AppDeps, AppEnv } from './types';

const controllers = new WeakMap<AppDeps, AbortController>();

function controllerOf(deps: AppDeps): AbortController {
  let controller = controllers.get(deps);
  if (!controller) {
    controller = new AbortController();
    // Every open push stream listens for the stop: thousands are expected, not a leak.
    setMaxListeners(0, controller.signal);
    controllers.set(deps, controller);
  }
  return controller;
}

/** Aborted when the process starts to stop. */
export const shutdownSignal = (deps: AppDeps): AbortSignal => controllerOf(deps).signal;

export function beginShutdown(deps: AppDeps): void {
  controllerOf(deps).abort();
}

/** How long an EventSource waits before it reconnects (to another process behind the proxy). */
export const RECONNECT_HINT_MS = 1000;

/** Refuses requests that arrive once the process is stopping. */
export function refuseWhileStopping(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const signal = shutdownSignal(deps);
  return async (c, next) => {
    if (!signal.aborted) return next();
    c.header('Connection', 'close');
    c.header('Retry-After', '1');
    c.header('Cache-Control', 'no-store');
    return c.json(errorBody('shutting_down', 'This server is stopping; retry'), 503);
  };
}
