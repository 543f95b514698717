import type { RouteModule } from './types';

/** `GET /healthz`: 200 `{ status: "ok" }` when the database answers, 503 otherwise. */
export const healthRoutes: RouteModule = (app, deps) => {
  app.get('/healthz', async (c) => {
    const ok = await deps.database.ping();
    c.header('Cache-Control', 'no-store');
    return ok ? c.json({ status: 'ok' }, 200) : c.json({ status: 'unavailable' }, 503);
  });
};
