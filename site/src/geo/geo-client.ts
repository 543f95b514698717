/**
 * The visitor's country as the server decides it (docs/verification.md "Geography") and the block appeal, through
 * the site's request-layer client. Outside production a developer can try a country with `?country=xx` in the
 * site's address; with the edge's header configured the server ignores it.
 */

import { callResultOf } from '@betframe/sdk/request';
import { type AppealRequest, appealResponseSchema, type Geo, geoPaths, geoSchema } from '@betframe/sdk/verification';
import * as z from 'zod/mini';
import { siteHttp } from '../http/site-http';

/** Routes a visitor from a restricted country may still open: the block page, the appeal, the information pages. */
export const openWhileRestricted: readonly string[] = ['restricted', 'blockAppeal', 'information', 'informationIndex'];

export async function fetchGeo(partner: number, search: string): Promise<Geo> {
  const country = new URLSearchParams(search).get('country');
  const query = new URLSearchParams({ partner: String(partner), ...(country ? { country } : {}) });
  const result = await siteHttp.request({
    path: `${geoPaths.geo}?${query}`,
    schema: z.object({ data: geoSchema }),
  });
  // Not knowing the country blocks no one: the server still refuses what it must.
  return result.error ? { country: null, restricted: false } : result.data.data;
}

export async function postAppeal(partner: number, search: string, appeal: AppealRequest) {
  const country = new URLSearchParams(search).get('country');
  const query = new URLSearchParams({ partner: String(partner), ...(country ? { country } : {}) });
  const result = await siteHttp.request({
    path: `${geoPaths.appeal}?${query}`,
    method: 'POST',
    params: appeal,
    schema: z.object({ data: appealResponseSchema }),
  });
  return callResultOf(result, (body) => body.data);
}
