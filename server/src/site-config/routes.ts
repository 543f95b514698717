import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { RouteModule } from '../app/types';
import { readQuery } from '../app/validation';
import { SiteConfigError } from './store';

const querySchema = z.object({
  partner: z.coerce.number().int().min(1).max(2_147_483_647).default(1),
  group: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});

/** `GET /frontend-api/site-config?partner=&group=&country=` → `{ data: { type: "site-config", attributes } }`. */
export const siteConfigRoutes: RouteModule = (app, deps) => {
  app.get('/frontend-api/site-config', async (c) => {
    const query = readQuery(c, querySchema);
    try {
      const attributes = await deps.siteConfig.get(query);
      c.header('Cache-Control', 'no-cache');
      return c.json({ data: { type: 'site-config', id: String(attributes.partner.refId), attributes } });
    } catch (error) {
      if (error instanceof SiteConfigError) {
        c.get('log').error({ err: error }, 'site configuration invalid');
        throw new ApiError(503, 'config_unavailable', 'The site configuration is temporarily unavailable');
      }
      throw error;
    }
  });
};
