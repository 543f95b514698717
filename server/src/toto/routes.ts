/**
 * Toto calls (docs/promotions.md "Toto"): the current draw, draws by status (the archive), one draw with its
 * events, pool, jackpot and results, buying a coupon and the player's coupons. `{ success: true, data }`; a
 * refused coupon is 409 `draw_closed` / 400 `too_many_lines` / 400 `insufficient_funds`.
 */
import {
  type TotoConfig,
  totoBuyBody,
  totoBuyData,
  totoConfigSchema,
  totoCouponsData,
  totoCurrentData,
  totoDraw,
  totoDrawsData,
  totoPaths,
} from '@betframe/sdk/toto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import { playerChannels, playerEventsOf } from '../app/player-events';
import type { AppContext, AppDeps, AppEnv } from '../app/types';
import { readBody, readQuery } from '../app/validation';
import { readSettings } from '../betting';
import { type FeedService, feedServiceOf, nameIn } from '../feed';
import { balanceOf, systemAccountId, toMajorNumber } from '../wallet';
import { type CouponRow, TotoService, totoAccounts } from './service';
import type { TotoDrawStatus } from './tables';

const PAGE = 20;
const services = new WeakMap<AppDeps, TotoService>();

/** The toto group of the partner's site configuration, with its defaults. */
export async function readTotoConfig(deps: Pick<AppDeps, 'siteConfig'>, partner = 1): Promise<TotoConfig> {
  const config = await deps.siteConfig.get({ partner });
  return totoConfigSchema.parse((config as unknown as { toto?: unknown }).toto ?? {});
}

/** The app's toto service; outside tests a sweep every 5 s (on the feed world's writer) closes, makes and settles. */
export function totoServiceOf(deps: AppDeps, feed: FeedService = feedServiceOf(deps)): TotoService {
  let service = services.get(deps);
  if (!service) {
    service = new TotoService({
      db: deps.database.db,
      provider: feed.provider,
      config: () => readTotoConfig(deps),
      baseRate: async (id) => (await readSettings(deps.siteConfig)).currency(id).baseRate,
      onCredited: (users) => {
        for (const user of users) playerEventsOf(deps, playerChannels.wallet).emit(user, 0);
      },
    });
    services.set(deps, service);
    if (deps.mode !== 'test') {
      const s = service;
      let running = false;
      const timer = setInterval(() => {
        if (running || !feed.world.isWriter()) return;
        running = true;
        s.tick()
          .catch((err: unknown) => deps.logger.error({ err }, 'toto sweep failed'))
          .finally(() => {
            running = false;
          });
      }, 5000);
      timer.unref();
      deps.onClose(() => clearInterval(timer));
    }
  }
  return service;
}

const ok = <T>(c: AppContext, data: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data });
};

const drawsQuery = z.object({
  status: z.enum(['active', 'finished', 'canceled', 'upcoming']).default('active'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
const drawParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
const lngQuery = z.object({ lng: z.string().max(8).default('ru') });

export function totoRoutesWith(pick: (deps: AppDeps) => TotoService) {
  return (app: Hono<AppEnv>, deps: AppDeps): void => {
    const db = deps.database.db;
    const toto = () => pick(deps);

    const currencyOf = async (c: AppContext) => {
      const user = await deps.auth.resolve(c);
      if (user) {
        const account = await db
          .selectFrom('ledger_accounts as a')
          .select('a.currency_id')
          .where('a.user_id', '=', user.id)
          .where('a.is_active', '=', true)
          .where('a.type', '=', 'money')
          .executeTakeFirst();
        if (account) return account.currency_id;
      }
      return 1;
    };

    app.get(totoPaths.current, async (c) => {
      await toto().tick();
      const draw = await db.selectFrom('toto_draws').select('id').where('status', '=', 'active').executeTakeFirst();
      if (!draw) throw ApiError.notFound('No draw accepts coupons now');
      return ok(c, totoCurrentData.parse({ drawId: draw.id }));
    });

    app.get(totoPaths.draws, async (c) => {
      const q = readQuery(c, drawsQuery);
      await toto().tick();
      // `active` lists the draws still being played too (closed, waiting for their results).
      const statuses: TotoDrawStatus[] =
        q.status === 'active' ? ['active', 'closed'] : q.status === 'upcoming' ? [] : [q.status];
      // No draw is made ahead of its opening: `upcoming` lists none.
      if (statuses.length === 0) return ok(c, totoDrawsData.parse({ draws: [], page: q.page, pages: 1 }));
      const where = db.selectFrom('toto_draws').where('status', 'in', statuses);
      const total = Number((await where.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await where
        .select(['id', 'status', 'closes_at', 'settled_at', 'game_ids'])
        .orderBy('id', 'desc')
        .limit(PAGE)
        .offset((q.page - 1) * PAGE)
        .execute();
      const draws = rows.map((d) => ({
        id: d.id,
        status: d.status,
        closesAt: d.closes_at.toISOString(),
        ...(d.settled_at ? { settledAt: d.settled_at.toISOString() } : {}),
        events: d.game_ids.length,
      }));
      return ok(c, totoDrawsData.parse({ draws, page: q.page, pages: Math.max(1, Math.ceil(total / PAGE)) }));
    });

    app.get(`${totoPaths.draws}/:id`, async (c) => {
      const parsed = drawParam.safeParse({ id: c.req.param('id') });
      if (!parsed.success) throw ApiError.validation({ id: ['a draw number'] });
      const { id } = parsed.data;
      const { lng } = readQuery(c, lngQuery);
      await toto().tick();
      const draw = await db.selectFrom('toto_draws').selectAll().where('id', '=', id).executeTakeFirst();
      if (!draw) throw ApiError.notFound('No such draw');
      const config = await readTotoConfig(deps);
      const currencyId = await currencyOf(c);
      const currency = await db
        .selectFrom('currencies')
        .select(['code', 'minor_digits'])
        .where('id', '=', currencyId)
        .executeTakeFirstOrThrow();
      const digits = currency.minor_digits;
      const major = (minor: number) => toMajorNumber(minor, digits);
      const settled = await db
        .selectFrom('toto_draw_pools')
        .selectAll()
        .where('draw_id', '=', id)
        .where('currency_id', '=', currencyId)
        .executeTakeFirst();
      const open = await db
        .selectFrom('toto_coupons')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('stake_minor'), eb.val('0')).as('pool'))
        .where('draw_id', '=', id)
        .where('currency_id', '=', currencyId)
        .executeTakeFirstOrThrow();
      const jackpot = settled
        ? Number(settled.jackpot_after_minor)
        : await balanceOf(db, await systemAccountId(db, totoAccounts.jackpot, currencyId));
      const paidTiers = settled
        ? (JSON.parse(typeof settled.tiers === 'string' ? settled.tiers : JSON.stringify(settled.tiers)) as {
            hits: number;
            lines: number;
            perLineMinor: number;
          }[])
        : [];
      const provider = pick(deps).o.provider;
      const events = draw.game_ids.map(Number).map((gameId, i) => {
        const g = provider.game(gameId);
        const result = draw.results?.[i];
        return {
          gameId,
          start: new Date(g?.startAt ?? 0).toISOString(),
          team1: g ? nameIn(g.home.name, lng) : '',
          team2: g ? nameIn(g.away.name, lng) : '',
          champName: g ? nameIn(g.champ.name, lng) : '',
          ...(result ? { result } : {}),
        };
      });
      const tiers = config.tiers.map((t) => {
        const paid = paidTiers.find((p) => p.hits === t.hits);
        return {
          hits: t.hits,
          share: t.share,
          ...(paid ? { lines: paid.lines, perLine: major(paid.perLineMinor) } : {}),
        };
      });
      return ok(
        c,
        totoDraw.parse({
          id: draw.id,
          status: draw.status,
          closesAt: draw.closes_at.toISOString(),
          ...(draw.settled_at ? { settledAt: draw.settled_at.toISOString() } : {}),
          events,
          currencyIso: currency.code,
          lineStake: major(await toto().lineStakeMinor(config, currencyId, digits)),
          maxLines: config.maxLines,
          pool: major(settled ? Number(settled.pool_minor) : Number(open.pool)),
          jackpot: major(jackpot),
          tiers,
        }),
      );
    });

    const couponWire = async (row: CouponRow) => {
      const currency = await db
        .selectFrom('currencies')
        .select(['code', 'minor_digits'])
        .where('id', '=', row.currency_id)
        .executeTakeFirstOrThrow();
      const major = (minor: number) => toMajorNumber(minor, currency.minor_digits);
      return {
        id: row.id,
        drawId: Number(row.draw_id),
        choices: row.choices,
        lines: row.lines,
        stake: major(Number(row.stake_minor)),
        currencyIso: currency.code,
        status: row.status,
        ...(row.hits !== null ? { hits: row.hits } : {}),
        ...(row.prize_minor !== null ? { prize: major(Number(row.prize_minor)) } : {}),
        createdAt: row.created_at.toISOString(),
      };
    };

    app.post(totoPaths.coupons, async (c) => {
      const user = await requireUser(c, deps);
      const body = await readBody(c, totoBuyBody);
      const row = await toto().buy(user.id, body);
      playerEventsOf(deps, playerChannels.wallet).emit(user.id, 0);
      const balance = await balanceOf(db, Number(row.account_id));
      const wire = await couponWire(row);
      const digits = await db
        .selectFrom('currencies')
        .select('minor_digits')
        .where('id', '=', row.currency_id)
        .executeTakeFirstOrThrow();
      return ok(c, totoBuyData.parse({ coupon: wire, balance: toMajorNumber(balance, digits.minor_digits) }));
    });

    app.get(totoPaths.coupons, async (c) => {
      const user = await requireUser(c, deps);
      const q = readQuery(c, pageQuery);
      const where = db.selectFrom('toto_coupons').where('user_id', '=', user.id);
      const total = Number((await where.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await where
        .selectAll()
        .orderBy('id', 'desc')
        .limit(PAGE)
        .offset((q.page - 1) * PAGE)
        .execute();
      const coupons = [];
      for (const row of rows) coupons.push(await couponWire(row));
      return ok(c, totoCouponsData.parse({ coupons, page: q.page, pages: Math.max(1, Math.ceil(total / PAGE)) }));
    });
  };
}

export const totoRoutes = totoRoutesWith((deps) => totoServiceOf(deps));
