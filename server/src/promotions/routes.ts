/**
 * `GET /web-api/promotions` (SPEC §2 office "promotions"; docs/office.md "Promotions"): the operator's running
 * promotions for the signed-in player (401 for a guest), composed from the existing services so the office screen
 * makes one request — the running tournaments (opted in or not), the toto draw accepting coupons (the player's
 * coupons in it), bring a friend while the partner's programme is on (friends referred), the express boost while
 * the partner's configuration turns it on, the special offers open now and the cashback at the player's level.
 * Nothing is listed that the server would not honour.
 */
import { type PromotionItem, promotionsData, promotionsPath } from '@betframe/sdk/promotions';
import { bringfriendConfigSchema } from '@betframe/sdk/referral';
import { requireUser } from '../app/auth';
import type { AppDeps, RouteModule } from '../app/types';
import { partnerOf } from '../auth';
import { readSettings } from '../betting';
import { dateOf } from '../clock';
import type { Executor } from '../db';
import { cashbackLevels, earnedPointsOf, levelFor, specialOffersOf } from '../loyalty';
import type { TotoService } from '../toto';
import { readTotoConfig, totoServiceOf } from '../toto';
import { listTournaments } from '../tournaments';
import '../referral/tables';
import '../toto/tables';

async function totoItem(db: Executor, toto: TotoService, userId: number): Promise<PromotionItem | null> {
  await toto.tick();
  const draw = await db
    .selectFrom('toto_draws')
    .select(['id', 'closes_at'])
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!draw) return null;
  const mine = await db
    .selectFrom('toto_coupons')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('draw_id', '=', draw.id)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { kind: 'toto', drawId: draw.id, closesAt: draw.closes_at.toISOString(), coupons: Number(mine.n) };
}

async function friendsOf(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('referrals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('referrer_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `toto`: the toto service to ask (tests hand their own); the app's otherwise. */
export function promotionsRoutesWith(options: { toto?: (deps: AppDeps) => TotoService } = {}): RouteModule {
  return (app, deps) => {
    const db = deps.database.db;
    const toto = () => (options.toto ?? totoServiceOf)(deps);

    app.get(promotionsPath, async (c) => {
      const user = await requireUser(c, deps);
      const now = dateOf(deps.clock);
      const partner = partnerOf(c);
      const config = await deps.siteConfig.get({ partner });
      const items: PromotionItem[] = [];

      for (const t of await listTournaments(db, now, user.id)) {
        if (t.state !== 'running') continue;
        items.push({
          kind: 'tournament',
          id: t.id,
          name: t.name,
          product: t.product,
          endsAt: t.endsAt,
          participants: t.participants,
          joined: t.joined,
        });
      }

      if ((await readTotoConfig(deps, partner)).enabled) {
        const draw = await totoItem(db, toto(), user.id);
        if (draw) items.push(draw);
      }

      const referral = bringfriendConfigSchema.safeParse(config.bringfriend);
      if (referral.success && referral.data.enabled)
        items.push({ kind: 'referral', friends: await friendsOf(db, user.id) });

      const boost = (await readSettings(deps.siteConfig, partner)).expressBoost;
      if (boost?.enabled && boost.steps.length > 0)
        items.push({ kind: 'express_boost', minLegCoef: boost.minLegCoef, steps: boost.steps });

      const offers = await specialOffersOf(db, config, user.id);
      if (offers.length > 0) items.push({ kind: 'offers', count: offers.length });

      const level = levelFor(await cashbackLevels(db), await earnedPointsOf(db, user.id));
      if (level) items.push({ kind: 'cashback', level: level.code, percent: level.percent });

      c.header('Cache-Control', 'no-store');
      return c.json({ success: true as const, data: promotionsData.parse({ items }) });
    });
  };
}

export const promotionsRoutes: RouteModule = promotionsRoutesWith();
