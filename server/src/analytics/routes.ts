/**
 * The analytics calls of CONTRACTS §9 under `/analytics-api/`: `POST event.json`, `POST ab.json`,
 * `POST vision.json` (JSON, or gzip with `content-encoding: gzip`; zod-checked, 400 when malformed) and
 * `GET metadata.json` (whether the session is recorded, its A/B variants); and the operator's page
 * `/operator/analytics` (the funnel and the A/B split) behind the operator sign-in. In production the page exists
 * only with `OPERATOR_CREDENTIALS` set: there is no loopback shortcut behind a proxy.
 */
import {
  abExposureSchema,
  analyticsPaths,
  eventBatchSchema,
  metadataQuerySchema,
  visionBatchSchema,
} from '@betframe/sdk/analytics';
import * as z from 'zod/mini';
import { readQuery } from '../app';
import type { RouteModule } from '../app/types';
import { dateOf } from '../clock';
import { operatorSignIn } from '../payments';
import { textsIn } from '../translations';
import { operatorPage } from './operator-page';
import { readAnalyticsBody } from './read-body';
import { type AnalyticsSettings, analyticsSettingsFrom, assignments, isRecorded } from './settings';
import { overview, storeEvents, storeExposures, storeVision } from './store';

const noStore = { 'Cache-Control': 'no-store' };
const pageQuery = z.object({
  days: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(365))),
  lng: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
});

export function createAnalyticsRoutes(settings: AnalyticsSettings): RouteModule {
  return (app, deps) => {
    const db = deps.database.db;
    const at = () => dateOf(deps.clock);

    app.post(analyticsPaths.event, async (c) => {
      await storeEvents(db, await readAnalyticsBody(c, eventBatchSchema), at());
      return c.json({ success: true }, 200, noStore);
    });
    app.post(analyticsPaths.ab, async (c) => {
      await storeExposures(db, await readAnalyticsBody(c, abExposureSchema), at());
      return c.json({ success: true }, 200, noStore);
    });
    app.post(analyticsPaths.vision, async (c) => {
      await storeVision(db, await readAnalyticsBody(c, visionBatchSchema), at());
      return c.json({ success: true }, 200, noStore);
    });
    app.get(analyticsPaths.metadata, (c) => {
      const { visitor, session } = readQuery(c, metadataQuerySchema);
      return c.json(
        { success: true, data: { recording: isRecorded(settings, session), ab: assignments(settings, visitor) } },
        200,
        noStore,
      );
    });

    if (deps.mode === 'production' && !deps.operatorCredentials) return;
    const operator = operatorSignIn(deps);
    app.use('/operator/analytics', operator);
    app.get('/operator/analytics', async (c) => {
      const { days = 7, lng = 'en' } = readQuery(c, pageQuery);
      const since = new Date(deps.clock.now() - days * 24 * 60 * 60 * 1000);
      const html = operatorPage(await textsIn(lng), lng, await overview(db, since), days);
      return c.html(html, 200, noStore);
    });
  };
}

export const analyticsRoutes: RouteModule = (app, deps) =>
  createAnalyticsRoutes(analyticsSettingsFrom(process.env))(app, deps);
