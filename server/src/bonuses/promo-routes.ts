/**
 * Promo code calls (docs/bonuses.md): `POST /web-api/promo-codes/check` and `…/activate` with `{ code }`, and
 * `GET /web-api/promo-codes` (the player's activations). A refused activation is 409 with the refusal as its code
 * (`used_up`, `already_used`, `bonus_active`…); an unknown code 404.
 */
import { promoCheckData, promoCodePaths, promoHistoryData } from '@betframe/sdk/bonuses';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { AppContext, RouteModule } from '../app/types';
import { readBody } from '../app/validation';
import { partnerOf } from '../auth';
import { dateOf } from '../clock';
import '../accounts/tables';
import { activatePromoCode, checkPromoCode, promoHistory } from './promo-codes';

const codeBody = z.strictObject({ code: z.string().trim().min(1).max(32) });

const ok = <T>(c: AppContext, data: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data });
};

export const promoCodeRoutes: RouteModule = (app, deps) => {
  const db = deps.database.db;
  const now = () => dateOf(deps.clock);

  app.post(promoCodePaths.check, async (c) => {
    const user = await requireUser(c, deps);
    const { code } = await readBody(c, codeBody);
    return ok(
      c,
      promoCheckData.parse(await checkPromoCode(db, { userId: user.id, partner: partnerOf(c), code, at: now() })),
    );
  });

  app.post(promoCodePaths.activate, async (c) => {
    const user = await requireUser(c, deps);
    const { code } = await readBody(c, codeBody);
    const player = await db.selectFrom('users').select('currency_id').where('id', '=', user.id).executeTakeFirst();
    if (!player) throw ApiError.notFound('No such player');
    const result = await activatePromoCode(db, {
      userId: user.id,
      partner: partnerOf(c),
      currencyId: player.currency_id,
      code,
      at: now(),
    });
    if (!result.activated) {
      if (result.reason === 'unknown_code') throw ApiError.notFound('No such promo code');
      throw ApiError.conflict(result.reason, `The promo code cannot be activated: ${result.reason}`);
    }
    return ok(c, { bonusId: result.bonus.id, kind: result.bonus.kind });
  });

  app.get(promoCodePaths.history, async (c) => {
    const user = await requireUser(c, deps);
    const items = (await promoHistory(db, user.id)).map((i) => ({ ...i, activatedAt: i.activatedAt.toISOString() }));
    return ok(c, promoHistoryData.parse({ items }));
  });
};
