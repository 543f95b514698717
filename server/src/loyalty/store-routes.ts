/**
 * Promo store calls (docs/promotions.md "Promo store"): `GET /web-api/promo-store` (items with the player's
 * remaining limit and the stock, and the points balance), `POST /web-api/promo-store/buy` `{ itemCode, requestId }`
 * (idempotent on requestId; 404 unknown item; 409 with `insufficient_points`, `out_of_stock`, `limit_reached`,
 * `bonus_active`, `request_id_reused`; 400 validation_errors), `GET /web-api/promo-store/purchases`.
 * A signed-in player only (401 otherwise).
 */
import { promoBuyData, promoPurchasesData, promoStoreData, promoStorePaths } from '@betframe/sdk/loyalty';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { AppContext, RouteModule } from '../app/types';
import { readBody } from '../app/validation';
import { expireDue } from '../bonuses';
import { dateOf } from '../clock';
import { pointsBalanceOf } from './points';
import { buyItem, type Purchase, purchasesOf, storeItemsOf } from './store';
import '../accounts/tables';

const buyBody = z.strictObject({
  itemCode: z.string().min(1).max(64),
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

const ok = <T>(c: AppContext, data: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data });
};

const wire = (p: Purchase) => ({ ...p, at: p.at.toISOString() });

export const promoStoreRoutes: RouteModule = (app, deps) => {
  const db = deps.database.db;
  const now = () => dateOf(deps.clock);

  app.get(promoStorePaths.items, async (c) => {
    const user = await requireUser(c, deps);
    const [items, balance] = await Promise.all([storeItemsOf(db, user.id), pointsBalanceOf(db, user.id)]);
    return ok(
      c,
      promoStoreData.parse({ balance, items: items.map(({ id: _id, offerCode: _offer, ...item }) => item) }),
    );
  });

  app.post(promoStorePaths.buy, async (c) => {
    const user = await requireUser(c, deps);
    const { itemCode, requestId } = await readBody(c, buyBody);
    const player = await db.selectFrom('users').select('currency_id').where('id', '=', user.id).executeTakeFirst();
    if (!player) throw ApiError.notFound('No such player');
    // A bonus item may wait for an expired bonus: what is due goes first.
    await expireDue(db, now());
    const result = await buyItem(db, {
      userId: user.id,
      currencyId: player.currency_id,
      itemCode,
      requestId,
      at: now(),
    });
    if (!result.bought) {
      if (result.reason === 'unknown_item') throw ApiError.notFound('No such item');
      throw ApiError.conflict(result.reason, `The item cannot be bought: ${result.reason}`);
    }
    return ok(
      c,
      promoBuyData.parse({ purchase: wire(result.purchase), balance: result.balance, replay: result.replay }),
    );
  });

  app.get(promoStorePaths.purchases, async (c) => {
    const user = await requireUser(c, deps);
    return ok(c, promoPurchasesData.parse({ items: (await purchasesOf(db, user.id)).map(wire) }));
  });
};
