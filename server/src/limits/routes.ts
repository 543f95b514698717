/**
 * The limits service's calls (CONTRACTS §7), signed-in players only, answers `{ success: true, data }`; bodies
 * checked with the shared zod schemas of @betframe/sdk/limits (400 `validation_failed` with
 * `data.validation_errors`). Two extensions: `GET|POST /web-api/limits/reality-check` and `GET /web-api/limits/status`.
 */
import {
  limitActionRequestSchema,
  limitPeriods,
  limitsPaths,
  limitTypes,
  realityCheckAnswerSchema,
  realityCheckMinutes,
  removeLimitsQuerySchema,
  selfExclusionMonths,
  setLimitRequestSchema,
  testAnswersRequestSchema,
  timeoutHours,
} from '@betframe/sdk/limits';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import type { AppContext, RouteModule } from '../app/types';
import { readBody, readParams, readQuery } from '../app/validation';
import { dateOf } from '../clock';
import { withTransaction } from '../db';
import { textsOf } from '../translations';
import { idSchema, maxAmountMajor } from '../wallet';
import { applyAction, blockUser, selfExclusionReasonIds } from './actions';
import { activeCurrency, listLimits, removeLimits, setLimit } from './limit-rows';
import { periodMinutes } from './periods';
import { answerRealityCheck, realityCheckOf } from './play-sessions';
import { lockPlayer, protectionOf, readPlayer, record } from './protection';
import { scoreTest } from './self-assessment';

const ok = <T>(c: AppContext, data: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data });
};

export const limitsRoutes: RouteModule = (app, deps) => {
  const db = deps.database.db;
  const now = () => dateOf(deps.clock);
  const minuteMs = deps.realityCheckMinuteMs ?? 60_000;

  app.get(limitsPaths.limits, async (c) => {
    const user = await requireUser(c, deps);
    return ok(c, await listLimits(db, user.id, now()));
  });

  app.get(limitsPaths.available, async (c) => {
    const user = await requireUser(c, deps);
    const currency = await activeCurrency(db, user.id);
    return ok(c, {
      types: limitTypes.map((type) => ({ type, unit: type === 'session' ? 'minutes' : 'money' })),
      periods: limitPeriods.map((period) => ({ period, maxMinutes: periodMinutes[period] })),
      amount: { min: currency ? 10 ** -currency.digits : 0.01, max: maxAmountMajor },
      currency: currency?.code ?? null,
      timeoutHours,
      selfExclusionMonths,
      realityCheckMinutes,
    });
  });

  app.get(limitsPaths.reasons, async (c) => {
    await requireUser(c, deps);
    const t = await textsOf(c, 'en');
    return ok(
      c,
      selfExclusionReasonIds.map((id) => ({ id, name: t(`limits.reason_${id}`) })),
    );
  });

  app.post(limitsPaths.limits, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, setLimitRequestSchema);
    await setLimit(db, user.id, body, now());
    return ok(c, await listLimits(db, user.id, now()));
  });

  app.delete(limitsPaths.limits, async (c) => {
    const user = await requireUser(c, deps);
    const { type } = readQuery(c, removeLimitsQuerySchema);
    await removeLimits(db, user.id, { type }, now());
    return ok(c, await listLimits(db, user.id, now()));
  });

  app.delete(`${limitsPaths.limits}/:id`, async (c) => {
    const user = await requireUser(c, deps);
    const { id } = readParams(c, z.object({ id: idSchema }));
    await removeLimits(db, user.id, { id }, now());
    return ok(c, await listLimits(db, user.id, now()));
  });

  app.post(limitsPaths.action, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, limitActionRequestSchema);
    return ok(c, await applyAction(db, user.id, body, now(), minuteMs));
  });

  app.post(limitsPaths.testAnswers, async (c) => {
    const user = await requireUser(c, deps);
    const { answers } = await readBody(c, testAnswersRequestSchema);
    const result = scoreTest(answers);
    await record(db, user.id, 'self-assessment', { score: result.score, band: result.band }, now());
    return ok(c, result);
  });

  app.post(limitsPaths.blockUser, async (c) => {
    const user = await requireUser(c, deps);
    return ok(c, await blockUser(db, user.id, now()));
  });

  app.get(limitsPaths.status, async (c) => {
    const user = await requireUser(c, deps);
    return ok(c, protectionOf(await readPlayer(db, user.id), now()));
  });

  app.get(limitsPaths.realityCheck, async (c) => {
    const user = await requireUser(c, deps);
    const at = now();
    return ok(
      c,
      await withTransaction(db, async (trx) => realityCheckOf(trx, await lockPlayer(trx, user.id, at), at, minuteMs)),
    );
  });

  app.post(limitsPaths.realityCheck, async (c) => {
    const user = await requireUser(c, deps);
    const { choice } = await readBody(c, realityCheckAnswerSchema);
    const at = now();
    await withTransaction(db, async (trx) => {
      const player = await lockPlayer(trx, user.id, at);
      await answerRealityCheck(trx, player, choice, at, minuteMs);
      await record(trx, user.id, 'reality-check', { choice }, at);
    });
    return ok(c, { choice });
  });
};
