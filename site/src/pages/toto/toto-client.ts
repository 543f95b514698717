/** The toto calls the site makes (docs/promotions.md "Toto"), through the site's request-layer client. */
import { type CallResult, callResultOf } from '@betframe/sdk/request';
import { totoBuyData, totoCurrentData, totoDraw, totoDrawsData, totoPaths } from '@betframe/sdk/toto';
import * as z from 'zod/mini';
import { siteHttp } from '../../http/site-http';

const body = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });

async function get<T extends z.ZodMiniType>(path: string, schema: T): Promise<CallResult<z.output<T>>> {
  return callResultOf(await siteHttp.request({ path, schema: body(schema) }), (b) => (b as { data: z.output<T> }).data);
}

export const totoCalls = {
  current: () => get(totoPaths.current, totoCurrentData),
  draw: (id: number, lng: string) => get(`${totoPaths.draw(id)}?lng=${encodeURIComponent(lng)}`, totoDraw),
  draws: (status: string, page: number) => get(`${totoPaths.draws}?status=${status}&page=${page}`, totoDrawsData),
  async buy(drawId: number, choices: string[], guid: string): Promise<CallResult<z.output<typeof totoBuyData>>> {
    const result = await siteHttp.request({
      path: totoPaths.coupons,
      method: 'POST',
      params: { drawId, choices, guid },
      schema: body(totoBuyData),
    });
    return callResultOf(result, (b) => b.data);
  },
};
