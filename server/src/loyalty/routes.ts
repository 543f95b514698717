/**
 * Cashback and points calls (docs/bonuses.md "Calls"): `GET /web-api/loyalty/cashback`, `GET /web-api/loyalty/points`,
 * `POST /web-api/loyalty/points/exchange` `{ reward_id }` (404 unknown reward; 409 with the refusal code
 * `insufficient_points`, `bonus_active`, `not_grantable`), `GET /web-api/loyalty/gifts` (the bonuses given: cashback,
 * points, the operator), `GET /web-api/loyalty/offers` (the special offers open now). A signed-in player only (401 otherwise). Outside tests the payout job pays the past week
 * every minute (any process may: each payout is claimed once); the cashback call pays the caller's past week first,
 * so a player never sees a due week unpaid.
 */
import {
  cashbackData,
  exchangeData,
  giftsData,
  giftsPath,
  loyaltyPaths,
  offersData,
  offersPath,
  pointsData,
} from '@betframe/sdk/loyalty';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { AppContext, RouteModule } from '../app/types';
import { readBody } from '../app/validation';
import { partnerOf } from '../auth';
import { expireDue } from '../bonuses';
import { dateOf } from '../clock';
import type { Executor } from '../db';
import { idSchema, toMajorNumber } from '../wallet';
import {
  cashbackAmountMinor,
  cashbackHistory,
  cashbackLevels,
  levelFor,
  lossesBetween,
  payDueCashback,
  WEEK_MS,
  weekStartOf,
} from './cashback';
import { giftsOf } from './gifts';
import { specialOffersOf } from './offers';
import { earnedPointsOf, exchangePoints, pointsBalanceOf, pointsHistory, rewardsOf } from './points';
import '../accounts/tables';
import '../platform/tables';

const exchangeBody = z.strictObject({ reward_id: idSchema });

const ok = <T>(c: AppContext, data: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data });
};

async function currenciesOf(ex: Executor) {
  const rows = await ex.selectFrom('currencies').select(['id', 'code', 'minor_digits']).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    iso: (id: number) => byId.get(id)?.code ?? '',
    major: (minor: number, id: number) => toMajorNumber(minor, byId.get(id)?.minor_digits ?? 2),
  };
}

async function playerCurrency(ex: Executor, userId: number): Promise<number> {
  const player = await ex.selectFrom('users').select('currency_id').where('id', '=', userId).executeTakeFirst();
  if (!player) throw ApiError.notFound('No such player');
  return player.currency_id;
}

async function cashbackAnswer(ex: Executor, userId: number, at: Date) {
  const [levels, earned, currencyId, money] = await Promise.all([
    cashbackLevels(ex),
    earnedPointsOf(ex, userId),
    playerCurrency(ex, userId),
    currenciesOf(ex),
  ]);
  const level = levelFor(levels, earned) ?? levels[0];
  if (!level) throw ApiError.notFound('No cashback levels');
  const next = levels.find((l) => l.minPoints > earned);
  const start = weekStartOf(at);
  const thisWeek = await lossesBetween(ex, { from: start, to: new Date(start.getTime() + WEEK_MS), userId });
  const history = await cashbackHistory(ex, userId);
  return cashbackData.parse({
    levels: levels.map((l) => ({
      code: l.code,
      minPoints: l.minPoints,
      percent: l.percent,
      minLoss: money.major(l.minLossMinor, currencyId),
      cap: money.major(l.capMinor, currencyId),
      payAs: l.payAs,
    })),
    level: level.code,
    earnedPoints: earned,
    nextLevel: next ? { code: next.code, minPoints: next.minPoints } : null,
    week: { start: start.toISOString(), nextPayout: new Date(start.getTime() + WEEK_MS).toISOString() },
    thisWeek: thisWeek.map((l) => ({
      currencyIso: money.iso(l.currencyId),
      loss: money.major(l.lossMinor, l.currencyId),
      cashback: money.major(cashbackAmountMinor(level, l.lossMinor), l.currencyId),
    })),
    currencyIso: money.iso(currencyId),
    history: history.map((p) => ({
      weekStart: p.weekStart.toISOString(),
      level: p.level,
      currencyIso: money.iso(p.currencyId),
      loss: money.major(p.lossMinor, p.currencyId),
      amount: money.major(p.amountMinor, p.currencyId),
      paidAs: p.paidAs,
      paidAt: p.paidAt.toISOString(),
    })),
  });
}

async function pointsAnswer(ex: Executor, userId: number) {
  const [balance, earned, rewards, history, rates, currencyId, money] = await Promise.all([
    pointsBalanceOf(ex, userId),
    earnedPointsOf(ex, userId),
    rewardsOf(ex),
    pointsHistory(ex, userId),
    ex.selectFrom('loyalty_earn_rates').select(['product', 'points_per_unit']).execute(),
    playerCurrency(ex, userId),
    currenciesOf(ex),
  ]);
  const rate = (product: string) => Number(rates.find((r) => r.product === product)?.points_per_unit ?? 0);
  return pointsData.parse({
    balance,
    earned,
    rates: { sport: rate('sport'), casino: rate('casino') },
    rewards: rewards.map((r) => ({
      id: r.id,
      code: r.code,
      cost: r.pointsCost,
      kind: r.kind,
      amount: r.amountMinor === undefined ? null : money.major(r.amountMinor, currencyId),
      currencyIso: money.iso(currencyId),
      wagerMultiple: r.wagerMultiple,
    })),
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
  });
}

export const loyaltyRoutes: RouteModule = (app, deps) => {
  const db = deps.database.db;
  const now = () => dateOf(deps.clock);

  if (deps.mode !== 'test') {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      payDueCashback(db, now())
        .catch((err: unknown) => deps.logger.error({ err }, 'cashback payout failed'))
        .finally(() => {
          running = false;
        });
    }, 60_000);
    timer.unref();
    deps.onClose(() => clearInterval(timer));
  }

  app.get(loyaltyPaths.cashback, async (c) => {
    const user = await requireUser(c, deps);
    // A cashback bonus may wait for an expired one: what is due goes first.
    await expireDue(db, now());
    await payDueCashback(db, now(), { userId: user.id });
    return ok(c, await cashbackAnswer(db, user.id, now()));
  });

  app.get(loyaltyPaths.points, async (c) => {
    const user = await requireUser(c, deps);
    return ok(c, await pointsAnswer(db, user.id));
  });

  app.get(giftsPath, async (c) => {
    const user = await requireUser(c, deps);
    await expireDue(db, now());
    const money = await currenciesOf(db);
    const items = (await giftsOf(db, user.id)).map((g) => ({
      bonusId: g.bonusId,
      from: g.from,
      kind: g.kind,
      amount: money.major(g.amountMinor, g.currencyId),
      currencyIso: money.iso(g.currencyId),
      status: g.status,
      closedReason: g.closedReason,
      percent: g.requiredMinor <= 0 ? 100 : Math.min(100, Math.floor((g.wageredMinor * 100) / g.requiredMinor)),
      grantedAt: g.grantedAt.toISOString(),
    }));
    return ok(c, giftsData.parse({ items }));
  });

  app.get(offersPath, async (c) => {
    const user = await requireUser(c, deps);
    const [config, currencyId, money] = await Promise.all([
      deps.siteConfig.get({ partner: partnerOf(c) }),
      playerCurrency(db, user.id),
      currenciesOf(db),
    ]);
    const major = (minor: number | null) => (minor === null ? null : money.major(minor, currencyId));
    const items = (await specialOffersOf(db, config, user.id)).map((o) =>
      o.type === 'first_deposit'
        ? {
            type: o.type,
            key: o.key,
            bonusKind: o.bonusKind,
            percent: o.percent,
            cap: major(o.capMinor),
            amount: major(o.amountMinor),
            wagerMultiple: o.wagerMultiple,
          }
        : o.type === 'reward'
          ? {
              type: o.type,
              rewardId: o.rewardId,
              bonusKind: o.bonusKind,
              cost: o.cost,
              pointsShort: o.pointsShort,
              amount: major(o.amountMinor),
              wagerMultiple: o.wagerMultiple,
            }
          : o,
    );
    return ok(c, offersData.parse({ currencyIso: money.iso(currencyId), items }));
  });

  app.post(loyaltyPaths.exchange, async (c) => {
    const user = await requireUser(c, deps);
    const { reward_id } = await readBody(c, exchangeBody);
    await expireDue(db, now());
    const result = await exchangePoints(db, {
      userId: user.id,
      currencyId: await playerCurrency(db, user.id),
      rewardId: reward_id,
      at: now(),
    });
    if (!result.exchanged) {
      if (result.reason === 'unknown_reward') throw ApiError.notFound('No such reward');
      throw ApiError.conflict(result.reason, `The points cannot be exchanged: ${result.reason}`);
    }
    return ok(c, exchangeData.parse({ balance: result.balance, bonusId: result.bonus.id, kind: result.bonus.kind }));
  });
};
