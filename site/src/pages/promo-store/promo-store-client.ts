/** The promo store calls the site makes (docs/promotions.md "Promo store"), through the site's request-layer client. */
import {
  loyaltyPaths,
  pointsData,
  promoBuyData,
  promoPurchasesData,
  promoStoreData,
  promoStorePaths,
} from '@betframe/sdk/loyalty';
import { type CallResult, callResultOf } from '@betframe/sdk/request';
import * as z from 'zod/mini';
import { siteHttp } from '../../http/site-http';

const body = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });

async function get<T extends z.ZodMiniType>(path: string, schema: T): Promise<CallResult<z.output<T>>> {
  return callResultOf(await siteHttp.request({ path, schema: body(schema) }), (b) => (b as { data: z.output<T> }).data);
}

export const promoStoreCalls = {
  items: () => get(promoStorePaths.items, promoStoreData),
  purchases: () => get(promoStorePaths.purchases, promoPurchasesData),
  points: () => get(loyaltyPaths.points, pointsData),
  async buy(itemCode: string, requestId: string): Promise<CallResult<z.output<typeof promoBuyData>>> {
    const result = await siteHttp.request({
      path: promoStorePaths.buy,
      method: 'POST',
      params: { itemCode, requestId },
      schema: body(promoBuyData),
    });
    return callResultOf(result, (b) => b.data);
  },
};

/** A fresh purchase request id: one per confirmed purchase, so a repeated click buys once. */
export const newRequestId = () => `store-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
