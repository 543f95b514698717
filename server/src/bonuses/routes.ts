/**
 * Bonus calls of the registration bonus popup (SPEC §4): `GET /web-api/user/config` (the player's configuration:
 * first bonus, popup switch) and `GET /api/v3/bonuses/first-deposit` (the registration bonus response with its
 * texts in the request's language). Both for a signed-in player (session cookie or bearer token); 401 otherwise.
 */
import { bonusPaths, firstDepositData, userConfigData } from '@betframe/sdk/bonuses';
import { requireUser } from '../app/auth';
import type { AppContext, AppDeps, RouteModule } from '../app/types';
import { partnerOf } from '../auth';
import { firstDepositAnswer, requestLanguage, userConfigAnswer } from './first-deposit';

const ok = <T>(c: AppContext, data: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data });
};

const configOf = (c: AppContext, deps: AppDeps) => deps.siteConfig.get({ partner: partnerOf(c) });

export const bonusesRoutes: RouteModule = (app, deps) => {
  const db = deps.database.db;

  app.get(bonusPaths.userConfig, async (c) => {
    const user = await requireUser(c, deps);
    const answer = await userConfigAnswer(db, await configOf(c, deps), user.id);
    return ok(c, userConfigData.parse(answer));
  });

  app.get(bonusPaths.firstDeposit, async (c) => {
    const user = await requireUser(c, deps);
    const lang = requestLanguage((name) => c.req.query(name), c.req.header('accept-language'));
    const answer = await firstDepositAnswer(db, await configOf(c, deps), user.id, lang);
    return ok(c, firstDepositData.parse(answer));
  });
};
