/**
 * Graceful stop (CONTRACTS §8): `beginShutdown(deps)` is the first thing `stop()` does. From then on the app
 * answers new requests 503 `shutting_down` (with `Connection: close` and `Retry-After`, so a proxy moves to
 * another process), `/readyz` fails, and long-lived streams (live push) end after sending a retry hint; requests
 * already running finish. A route that holds a stream open watches `shutdownSignal(deps)`.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './types';
/** Aborted when the process starts to stop. */
export declare const shutdownSignal: (deps: AppDeps) => AbortSignal;
export declare function beginShutdown(deps: AppDeps): void;
/** How long an EventSource waits before it reconnects (to another process behind the proxy). */
export declare const RECONNECT_HINT_MS = 1000;
/** Refuses requests that arrive once the process is stopping. */
export declare function refuseWhileStopping(deps: AppDeps): MiddlewareHandler<AppEnv>;
