/**
 * Bonus calls. The registration bonus popup (SPEC §4): `GET /web-api/user/config` (the player's configuration:
 * first bonus, popup switch) and `GET /api/v3/bonuses/first-deposit` (the registration bonus response with its
 * texts in the request's language). The player's bonuses (SPEC §3 Bonus, §7 refuse bonus): `GET /web-api/bonuses`
 * (active with wagering progress, and the history) and `POST /web-api/bonuses/refuse` `{ bonus_id }`. All for a
 * signed-in player (session cookie or bearer token); 401 otherwise. Outside tests, due bonuses are expired every
 * minute (any process may: each expiry locks its bonus and happens once).
 */
import {
  betPromotionPaths,
  betPromotionsData,
  bonusPaths,
  firstDepositData,
  type PlayerBonusWire,
  playerBonusesData,
  playerBonusPaths,
  userConfigData,
} from '@betframe/sdk/bonuses';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { AppContext, AppDeps, RouteModule } from '../app/types';
import { readBody } from '../app/validation';
import { partnerOf } from '../auth';
import { dateOf } from '../clock';
import type { Executor } from '../db';
import { idSchema, toMajorNumber } from '../wallet';
import { betPromotionsOf } from './bet-promotions';
import { bonusesOf, expireDue, type PlayerBonus, refuseBonus } from './engine';
import { firstDepositAnswer, requestLanguage, userConfigAnswer } from './first-deposit';
import { bonusProgress } from './progress';
import { promotionCouponRule } from './rules';
import '../platform/tables';

const ok = <T>(c: AppContext, data: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data });
};

const configOf = (c: AppContext, deps: AppDeps) => deps.siteConfig.get({ partner: partnerOf(c) });

const refuseBody = z.strictObject({ bonus_id: idSchema });

async function playerBonuses(ex: Executor, userId: number, at: Date) {
  const bonuses = await bonusesOf(ex, userId);
  const currencies = await ex.selectFrom('currencies').select(['id', 'code', 'minor_digits']).execute();
  const progress = await bonusProgress(ex, bonuses, at);
  const wire = (b: PlayerBonus): PlayerBonusWire => {
    const currency = currencies.find((c) => c.id === b.currencyId);
    const major = (minor: number) => toMajorNumber(minor, currency?.minor_digits ?? 2);
    const more = progress.get(b.id);
    const coverage = more?.coverage;
    const pool = more?.pool;
    return {
      id: b.id,
      idBonus: b.offerId,
      type: b.kind,
      name: b.offerCode,
      start: b.createdAt.toISOString(),
      end: (b.closedAt ?? b.expiresAt).toISOString(),
      current: major(b.wageredMinor),
      required: major(b.wagerRequiredMinor),
      isClosed: b.status !== 'active',
      percent: more ? more.percent : b.percent,
      amount: major(b.amountMinor),
      money: major(b.balanceMinor),
      expirationDate: b.expiresAt.toISOString(),
      currencyIso: currency?.code ?? '',
      status: b.status,
      closedReason: b.closedReason,
      maxStake: b.maxStakeMinor === null ? null : major(b.maxStakeMinor),
      mechanic: b.mechanic,
      ...(coverage
        ? {
            coverage: {
              bets: coverage.bets,
              counted: coverage.counted,
              netLoss: major(coverage.netLossMinor),
              refundPercent: coverage.refundPercent,
              cap: major(coverage.capMinor),
              paid: major(b.paidMinor),
            },
          }
        : {}),
      ...(pool
        ? {
            pool: {
              turnover: major(pool.turnoverMinor),
              minTurnover: major(pool.minTurnoverMinor),
              profitPercent: pool.profitPercent,
              cap: major(pool.capMinor),
              periodStart: pool.periodStart.toISOString(),
              paid: major(b.paidMinor),
            },
          }
        : {}),
    };
  };
  return playerBonusesData.parse({
    active: bonuses.filter((b) => b.status === 'active').map(wire),
    history: bonuses.filter((b) => b.status !== 'active').map(wire),
  });
}

export const bonusesRoutes: RouteModule = (app, deps) => {
  const db = deps.database.db;
  const now = () => dateOf(deps.clock);

  if (deps.mode !== 'test') {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      expireDue(db, now())
        .catch((err: unknown) => deps.logger.error({ err }, 'bonus expiry failed'))
        .finally(() => {
          running = false;
        });
    }, 60_000);
    timer.unref();
    deps.onClose(() => clearInterval(timer));
  }

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

  app.get(playerBonusPaths.list, async (c) => {
    const user = await requireUser(c, deps);
    // What is due goes first, so the list never shows an expired bonus as active.
    await expireDue(db, now());
    return ok(c, await playerBonuses(db, user.id, now()));
  });

  app.get(betPromotionPaths.list, async (c) => {
    const user = await requireUser(c, deps);
    const player = await db.selectFrom('users').select('currency_id').where('id', '=', user.id).executeTakeFirst();
    if (!player) throw ApiError.notFound('No such player');
    const currency = await db
      .selectFrom('currencies')
      .select(['code', 'minor_digits'])
      .where('id', '=', player.currency_id)
      .executeTakeFirstOrThrow();
    const major = (minor: number) => toMajorNumber(minor, currency.minor_digits);
    const items = (await betPromotionsOf(db, { userId: user.id, currencyId: player.currency_id, at: now() })).map(
      (p) => {
        const rule = promotionCouponRule(p.rules);
        const percent = p.rules.insurance?.percent ?? p.rules.boost?.percent;
        return {
          id: p.bonusId,
          type: p.kind,
          mechanic: p.mechanic,
          amount: major(p.amountMinor),
          ...(percent !== undefined ? { percent } : {}),
          currencyIso: currency.code,
          expirationDate: p.expiresAt.toISOString(),
          minOdds: rule?.minOdds ?? 1,
          minLegs: rule?.minLegs ?? 1,
          ...(rule?.minLegOdds !== undefined ? { minLegOdds: rule.minLegOdds } : {}),
        };
      },
    );
    return ok(c, betPromotionsData.parse({ items }));
  });

  app.post(playerBonusPaths.refuse, async (c) => {
    const user = await requireUser(c, deps);
    const input = await readBody(c, refuseBody);
    await expireDue(db, now());
    if (!(await refuseBonus(db, { userId: user.id, bonusId: input.bonus_id, at: now() })))
      throw ApiError.notFound('No such active bonus');
    return ok(c, await playerBonuses(db, user.id, now()));
  });
};
