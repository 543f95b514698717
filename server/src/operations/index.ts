/**
 * Running several processes as one product (CONTRACTS §8): readiness and Prometheus metrics. Liveness
 * (`/healthz`) stays in the platform (app/health.ts); the shared feed world is feed/one-world.ts; graceful stop
 * is app/shutdown.ts with runtime/. docs/operations.md is the operator's guide.
 */
import type { RouteModule } from '../app/types';
import { renderMetrics } from './metrics';
import { readiness } from './readiness';

export { readiness } from './readiness';

export const operationsRoutes: RouteModule = (app, deps) => {
  app.get('/readyz', async (c) => {
    const state = await readiness(deps);
    c.header('Cache-Control', 'no-store');
    return c.json({ status: state.ready ? 'ready' : 'unavailable', ...state }, state.ready ? 200 : 503);
  });

  app.get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8');
    return c.body(await renderMetrics(deps));
  });
};
