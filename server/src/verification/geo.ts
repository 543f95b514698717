/**
 * The request's country and whether it is restricted (docs/verification.md "Geography"). With
 * `GEO_COUNTRY_HEADER` set, the edge's header is the only source (a visitor cannot pick their country); without
 * it, the site configuration's `geo.countryCode` — and outside production the `country` query parameter, so a
 * developer can try any country. Restricted countries are the configuration's `licence.restrictedCountries`.
 * A blocked visitor's appeal is stored for the operator desk (`/sandbox/operator/appeals`).
 */
import { type AppealRequest, appealRequestSchema, type Geo, geoPaths } from '@betframe/sdk/verification';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppContext, AppDeps, RouteModule } from '../app/types';
import { readBody } from '../app/validation';
import { clientAddress } from '../auth';
import { dateOf } from '../clock';
import type { Db } from '../db';

const country = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((v) => v.toLowerCase());
const geoQuery = z.object({
  partner: z.coerce.number().int().min(1).max(2_147_483_647).default(1),
  country: country.optional(),
});

/** Appeals one address may file per hour: enough for a person, too few for a flood. */
export const appealsPerHour = 5;

export async function requestGeo(c: AppContext, deps: AppDeps): Promise<Geo> {
  // Other routes' parameters may share these names with other meanings (a feed's numeric `country`): never a 400.
  const parsed = geoQuery.safeParse({ partner: c.req.query('partner'), country: c.req.query('country') });
  const query = parsed.success ? parsed.data : { partner: 1, country: undefined };
  let code: string | undefined;
  if (deps.geoCountryHeader) {
    const parsed = country.safeParse(c.req.header(deps.geoCountryHeader)?.trim());
    code = parsed.success ? parsed.data : undefined;
  } else if (deps.mode !== 'production' && query.country) {
    code = query.country;
  }
  const config = await deps.siteConfig.get({ partner: query.partner, ...(code ? { country: code } : {}) });
  const found = code ?? (config.geo.countryCode.toLowerCase() || null);
  const restricted =
    found !== null && config.licence.restrictedCountries.some((listed) => listed.trim().toLowerCase() === found);
  return { country: found, restricted };
}

export async function fileAppeal(db: Db, input: AppealRequest & { country: string | null; address: string; at: Date }) {
  const since = new Date(input.at.getTime() - 3_600_000);
  const recent = await db
    .selectFrom('geo_appeals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('address', '=', input.address)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= appealsPerHour)
    throw new ApiError(429, 'too_many_appeals', 'Too many appeals from this address; try again later');
  return db
    .insertInto('geo_appeals')
    .values({
      country: input.country,
      name: input.name,
      email: input.email,
      message: input.message,
      address: input.address,
      created_at: input.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** What a visitor from a restricted country cannot do, whatever page they skip: open an account or pay in. */
export const geoRestrictedPaths = ['/web-api/registration/*', '/web-api/payments/recharge'] as const;

/**
 * Refuses registration and deposits from a restricted country (403 `geo_restricted`). Listed in the composition
 * root before the accounts and payments modules, so it runs before their handlers. Signing in, withdrawing and
 * reading one's history stay open: a player travelling can still take their money out.
 */
export const geoGuardRoutes: RouteModule = (app, deps) => {
  for (const path of geoRestrictedPaths)
    app.use(path, async (c, next) => {
      if (c.req.method !== 'POST') return next();
      const geo = await requestGeo(c, deps);
      if (geo.restricted)
        throw new ApiError(403, 'geo_restricted', `Not available in your country (${geo.country ?? ''})`);
      return next();
    });
};

export const geoRoutes: RouteModule = (app, deps) => {
  app.get(geoPaths.geo, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: await requestGeo(c, deps) });
  });

  app.post(geoPaths.appeal, async (c) => {
    const input = await readBody(c, appealRequestSchema);
    const geo = await requestGeo(c, deps);
    const appeal = await fileAppeal(deps.database.db, {
      ...input,
      country: geo.country,
      address: clientAddress(c),
      at: dateOf(deps.clock),
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: { id: appeal.id } });
  });
};
