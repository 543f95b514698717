/**
 * LiveBet calls (SPEC §7): Open (coupon: GetCoupon, UpdateCoupon, UpdateCouponMulti, SaveCoupon, GetAvance) and
 * Secure (signed in: MakeBetWeb, MakeBetWebMulti, SaleBet, GetCashOut, History, HistoryDetail; the bid bets'
 * MakeBetBidWeb, GetBetBids, AnswerBetBid — bids.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  type BetKind,
  betKindFromVid,
  checkCouponShape,
  couponCoefficient,
  coverOf,
  expressBoostAmount,
  expressBoostPercent,
  lineCount,
  MAX_SYSTEM_EVENTS,
  potentialWin,
  vidOf,
} from '@betframe/sdk/betting';
import {
  answerBetBidRequestSchema,
  type BetPushEvent,
  type BidPushEvent,
  type CouponState,
  type GamePushEvent,
  getAvanceRequestSchema,
  getCouponRequestSchema,
  historyDetailRequestSchema,
  historyRequestSchema,
  type MessagesPushEvent,
  makeBetBidRequestSchema,
  makeBetMultiRequestSchema,
  makeBetRequestSchema,
  type SupportPushEvent,
  saleBetRequestSchema,
  saveCouponRequestSchema,
  type UpdateCouponRequest,
  updateCouponMultiRequestSchema,
  updateCouponRequestSchema,
} from '@betframe/sdk/feed';
import type { TournamentPushEvent } from '@betframe/sdk/tournaments';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod/mini';
import { requireUser } from '../app/auth';
import { ApiError, errorBody } from '../app/errors';
import { playerChannels, playerEventsOf } from '../app/player-events';
import { holdStream } from '../app/sse-stream';
import type { AppDeps, AppEnv } from '../app/types';
import { readBody } from '../app/validation';
import { partnerOf } from '../auth';
import { dateOf } from '../clock';
import { sportGuardOf } from '../disallowed-sports';
import type { FeedService } from '../feed';
import { feedServiceOf } from '../feed';
import { GAME_NOTICE_CHANNEL, readNotice } from '../game-subscriptions';
import { type Translate, textsIn } from '../translations';
import { normaliseBetBody } from './aliases';
import { relayBetEvents } from './bet-events-relay';
import { bidDeskRoutesWith } from './bid-desk';
import { Bids } from './bids';
import { readSavedCoupon, splitEnded } from './coupon-share';
import { BettingEngine, CashOutChangedError, EventsUnavailableError, OddsChangedError } from './engine';
import { evaluateEvent } from './evaluate';
import { enablePlainBatch } from './plain-batch';
import { readSettings } from './settings';

const jsonApi = (type: string, attributes: unknown, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
});

const lenient = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    z.transform((v: unknown) => normaliseBetBody(v)),
    schema,
  );

/** A bet type as the coupon names it (the coupon widget's own keys, so both say the same). */
function betTypeName(kind: BetKind, n: number, t: Translate): string {
  if (kind.type === 'single') return t('coupon_single');
  if (kind.type === 'express') return t('coupon_express');
  if (kind.type === 'cover') return t(`coupon_cover_${coverOf(n, kind.singles) ?? 'none'}`);
  return t('coupon_system_size', { k: kind.size, n });
}

export interface BettingService {
  engine: BettingEngine;
}

const services = new WeakMap<AppDeps, BettingService>();

/**
 * The app's betting engine over its feed; outside tests it settles and runs autobets in the background — on the
 * feed world's writer only, when several processes share one PostgreSQL (feed/one-world.ts).
 */
export function bettingServiceOf(deps: AppDeps, feed: FeedService = feedServiceOf(deps)): BettingService {
  let service = services.get(deps);
  if (!service) {
    const engine = new BettingEngine({
      db: deps.database.db,
      provider: feed.provider,
      world: feed.world,
      settings: () => readSettings(deps.siteConfig),
      guard: sportGuardOf(deps),
      ...(deps.bettingMaxStakePerMarket ? { limits: { maxStakePerMarket: deps.bettingMaxStakePerMarket } } : {}),
      onBid: (userId, bidId) => playerEventsOf(deps, playerChannels.bids).emit(userId, bidId),
    });
    // One connection: plain bets several to a statement (plain-batch.ts); on PostgreSQL each keeps its own.
    if (deps.database.kind === 'pglite') enablePlainBatch(deps.database.db);
    service = { engine };
    services.set(deps, service);
    deps.onClose(relayBetEvents(deps.database, engine.events, deps.logger));
    if (deps.mode !== 'test') {
      const log = deps.logger;
      feed.hub.onSettled((gameId) => {
        if (!feed.world.isWriter()) return;
        engine.settleGame(gameId).catch((err: unknown) => log.error({ err, gameId }, 'settlement failed'));
      });
      let running = false;
      const timer = setInterval(() => {
        if (running || !feed.world.isWriter()) return;
        running = true;
        Promise.all([engine.processAutobets(), engine.settleDue(), engine.bids.expireDue()])
          .catch((err: unknown) => log.error({ err }, 'betting sweep failed'))
          .finally(() => {
            running = false;
          });
      }, 2000);
      timer.unref();
      deps.onClose(() => clearInterval(timer));
    }
  }
  return service;
}

export function bettingRoutesWith(pick: (deps: AppDeps) => { engine: BettingEngine; feed: FeedService }) {
  return (app: Hono<AppEnv>, deps: AppDeps): void => {
    const engine = () => pick(deps).engine;
    const provider = () => pick(deps).feed.provider;
    const lng = (c: Context) => c.req.query('lng') ?? 'ru';

    const couponState = async (req: UpdateCouponRequest, lang: string): Promise<CouponState> => {
      const settings = await readSettings(deps.siteConfig);
      const t = await textsIn(lang);
      const evaluated = req.couponEvents.map((e) => evaluateEvent(provider(), e, lang));
      const coefs = evaluated.map((e) => e.state.coef);
      const n = evaluated.length;
      const games = req.couponEvents.map((e) => e.gameId);
      const kinds: BetKind[] = [{ type: 'single' }, { type: 'express' }];
      if (n <= MAX_SYSTEM_EVENTS) for (let k = 2; k < n; k++) kinds.push({ type: 'system', size: k });
      // Named full covers (Trixie … Goliath) for 3–8 events: vid 4 doubles up, vid 5 with singles.
      for (const singles of [false, true]) if (coverOf(n, singles)) kinds.push({ type: 'cover', singles });
      const allAvailable = evaluated.every((e) => e.state.available);
      const betTypes = kinds.map((kind) => ({
        vid: vidOf(kind),
        ...(kind.type === 'system' ? { expressNum: kind.size } : {}),
        name: betTypeName(kind, n, t),
        coef: checkCouponShape(kind, games) ? 0 : couponCoefficient(kind, coefs),
        lines: lineCount(kind, n),
        available: allAvailable && checkCouponShape(kind, games) === undefined,
      }));
      const chosen = betKindFromVid(req.vid, req.expressNum) ?? { type: 'single' };
      // An express that qualifies for the express boost (docs/promotions.md) shows its boosted win.
      const boosted = (kind: BetKind, k: number[], summ: number) => {
        const win = potentialWin(kind, k, summ);
        const percent = kind.type === 'express' ? expressBoostPercent(settings.expressBoost, k) : 0;
        return percent > 0 ? Math.round((win + expressBoostAmount(win, summ, percent)) * 100) / 100 : win;
      };
      const currency = settings.currency(req.currencyId ?? 1);
      const valid = checkCouponShape(chosen, games) === undefined;
      return {
        events: evaluated.map((e) => e.state),
        betTypes,
        limits: { min: currency.minBet, max: engine().limits.maxStakePerMarket / Math.max(currency.baseRate, 1e-9) },
        isBetsAvailable: allAvailable && valid,
        coef: valid ? couponCoefficient(chosen, coefs) : 0,
        ...(req.summ !== undefined && valid ? { potentialWin: boosted(chosen, coefs, req.summ) } : {}),
      };
    };

    const open = '/service-api/LiveBet/Open';
    app.post(`${open}/UpdateCoupon`, async (c) => {
      const req = await readBody(c, lenient(updateCouponRequestSchema));
      return c.json(jsonApi('coupon', await couponState(req, req.lng)));
    });
    // SPEC §7: UpdateCouponMulti is also served under a LiveBet-update path.
    for (const path of [`${open}/UpdateCouponMulti`, '/service-api/LiveBet-update/UpdateCouponMulti']) {
      app.post(path, async (c) => {
        const req = await readBody(c, lenient(updateCouponMultiRequestSchema));
        const coupons = [];
        for (const coupon of req.coupons) coupons.push(await couponState(coupon, coupon.lng));
        return c.json(jsonApi('coupons', { coupons }));
      });
    }
    app.post(`${open}/SaveCoupon`, async (c) => {
      const req = await readBody(c, lenient(saveCouponRequestSchema));
      const code = randomBytes(6)
        .toString('base64url')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, 'X');
      await deps.database.db
        .insertInto('bet_coupons')
        .values({ code, payload: JSON.stringify(req), created_at: dateOf(deps.clock) })
        .execute();
      return c.json(jsonApi('coupon-code', { code }, code));
    });
    app.post(`${open}/GetCoupon`, async (c) => {
      const req = await readBody(c, lenient(getCouponRequestSchema));
      const saved = await readSavedCoupon(deps, req.guid);
      // A shared coupon loads what can still be bet; the rest is named in `dropped` with the reason.
      const { kept, dropped } = splitEnded(provider(), saved.couponEvents, lng(c));
      if (kept.length === 0) throw ApiError.notFound('No event of this coupon can be bet any more');
      return c.json(
        jsonApi('coupon', {
          code: req.guid.toUpperCase(),
          vid: saved.vid,
          ...(saved.expressNum !== undefined ? { expressNum: saved.expressNum } : {}),
          ...(saved.summ !== undefined ? { summ: saved.summ } : {}),
          ...(dropped.length > 0 ? { dropped } : {}),
          ...(await couponState({ ...saved, couponEvents: kept }, lng(c))),
        }),
      );
    });
    app.post(`${open}/GetAvance`, async (c) => {
      const user = await requireUser(c, deps);
      await readBody(c, lenient(getAvanceRequestSchema));
      return c.json(jsonApi('avance', await engine().advance(user.id)));
    });

    const secure = '/service-api/LiveBet/Secure';
    const refusal = (c: Context, error: unknown) => {
      if (error instanceof OddsChangedError || error instanceof EventsUnavailableError) {
        return c.json({ ...errorBody(error.code, error.message), data: { events: error.events } }, 409);
      }
      throw error;
    };
    app.post(`${secure}/MakeBetWeb`, async (c) => {
      const user = await requireUser(c, deps);
      const req = await readBody(c, lenient(makeBetRequestSchema));
      try {
        const r = await engine()
          .place(user.id, req, lng(c), partnerOf(c))
          .catch(async (error: unknown) => {
            // A power bet: a stake above the automatic limit becomes a bid for a trader instead of a refusal.
            if (req.isPowerBet !== true || !Bids.isLimitRefusal(error)) throw error;
            return { bid: await engine().bids.create(user.id, req, lng(c), true) };
          });
        if ('bid' in r) return c.json(jsonApi('bet-bid', { bid: r.bid }, String(r.bid.bidId)), 202);
        return c.json(
          jsonApi(
            'bet',
            { bet: r.bet, balance: r.balance, ...(r.advance > 0 ? { advance: r.advance } : {}) },
            String(r.bet.betId),
          ),
        );
      } catch (error) {
        return refusal(c, error);
      }
    });
    // Bid (VIP) bets (bids.ts): a single above the automatic limit, held for a trader's decision.
    app.post(`${secure}/MakeBetBidWeb`, async (c) => {
      const user = await requireUser(c, deps);
      const { VIPBetSumm, ...req } = await readBody(c, lenient(makeBetBidRequestSchema));
      try {
        const bid = await engine().bids.create(user.id, { ...req, summ: VIPBetSumm }, lng(c), req.isPowerBet === true);
        return c.json(jsonApi('bet-bid', { bid }, String(bid.bidId)), 202);
      } catch (error) {
        return refusal(c, error);
      }
    });
    app.post(`${secure}/GetBetBids`, async (c) => {
      const user = await requireUser(c, deps);
      const bids = await engine().bids.list(user.id);
      const account = await engine().balanceOf(user.id);
      const settings = await readSettings(deps.siteConfig);
      const rate = await deps.database.db
        .selectFrom('currencies')
        .select('id')
        .where('code', '=', account.currency)
        .executeTakeFirst();
      const baseRate = settings.currency(rate?.id ?? 1).baseRate;
      const limits = engine().limits;
      return c.json(
        jsonApi('bet-bids', {
          bids,
          maxStake: limits.maxStakePerMarket / Math.max(baseRate, 1e-9),
          currency: account.currency,
          decisionSeconds: limits.bidDecisionMs / 1000,
          counterSeconds: limits.bidCounterMs / 1000,
        }),
      );
    });
    app.post(`${secure}/AnswerBetBid`, async (c) => {
      const user = await requireUser(c, deps);
      const req = await readBody(c, answerBetBidRequestSchema);
      try {
        const bid = await engine().bids.answer(user.id, req.bidId, req.accept, lng(c));
        return c.json(jsonApi('bet-bid', { bid }, String(bid.bidId)));
      } catch (error) {
        return refusal(c, error);
      }
    });
    app.post(`${secure}/MakeBetWebMulti`, async (c) => {
      const user = await requireUser(c, deps);
      const req = await readBody(c, lenient(makeBetMultiRequestSchema));
      try {
        return c.json(jsonApi('bets', await engine().placeMulti(user.id, req, lng(c))));
      } catch (error) {
        return refusal(c, error);
      }
    });
    app.post(`${secure}/SaleBet`, async (c) => {
      const user = await requireUser(c, deps);
      const req = await readBody(c, lenient(saleBetRequestSchema));
      try {
        return c.json(jsonApi('bet-sale', await engine().sell(user.id, req, lng(c))));
      } catch (error) {
        if (error instanceof CashOutChangedError) {
          return c.json(
            { ...errorBody(error.code, error.message), ...(error.quote ? { data: { quote: error.quote } } : {}) },
            409,
          );
        }
        throw error;
      }
    });
    app.post(`${secure}/GetCashOut`, async (c) => {
      const user = await requireUser(c, deps);
      const quotes = await engine().cashOutQuotes(user.id);
      return c.json(
        jsonApi('cash-out', {
          offers: quotes.map((q) => ({ betId: q.betId, offer: q.amount, quoteId: q.quoteId, expiresAt: q.expiresAt })),
        }),
      );
    });
    // The player's own stream (SSE): the balance on connect and after each change, and every bet that changed.
    app.get(`${secure}/BetsPush`, async (c) => {
      const user = await requireUser(c, deps);
      const lang = lng(c);
      return streamSSE(c, (stream) =>
        holdStream(stream, deps, (out) => {
          const send = (
            data: () => Promise<
              Array<
                BetPushEvent | MessagesPushEvent | SupportPushEvent | GamePushEvent | TournamentPushEvent | BidPushEvent
              >
            >,
          ) =>
            out.write(async () => {
              for (const e of await data()) await stream.writeSSE({ event: e.type, data: JSON.stringify(e) });
            });
          const balance = async (): Promise<BetPushEvent> => ({
            type: 'balance',
            ...(await engine().balanceOf(user.id)),
          });
          send(async () => [await balance()]);
          const stopBets = engine().events.on(user.id, (betId) =>
            send(async () => [{ type: 'bet', bet: await engine().detail(user.id, betId, lang) }, await balance()]),
          );
          // The inbox's unread count, whenever a message arrives or the player reads or deletes one.
          const stopInbox = playerEventsOf(deps, playerChannels.inbox).on(user.id, (unread) =>
            send(async () => [{ type: 'messages', unread }]),
          );
          // A consultant's answer in one of the player's support threads (the chat, a ticket).
          const stopSupport = playerEventsOf(deps, playerChannels.support).on(user.id, (thread) =>
            send(async () => [{ type: 'support', thread }]),
          );
          // An event of a game the player follows (game-subscriptions/), in the stream's language.
          const stopGames = playerEventsOf(deps, GAME_NOTICE_CHANNEL).on(user.id, (id) =>
            send(async () => {
              const notice = await readNotice(deps, provider(), user.id, id, lang);
              return notice ? [{ type: 'game', notice }] : [];
            }),
          );
          // A tournament the player joined has a new leaderboard (tournaments/).
          const stopTournaments = playerEventsOf(deps, playerChannels.tournaments).on(user.id, (tournament) =>
            send(async () => [{ type: 'tournament', tournament }]),
          );
          // Money moved outside betting (toto/): the balance again.
          const stopWallet = playerEventsOf(deps, playerChannels.wallet).on(user.id, () =>
            send(async () => [await balance()]),
          );
          // One of the player's bid bets changed (bids.ts): the client reads them again with GetBetBids.
          const stopBids = playerEventsOf(deps, playerChannels.bids).on(user.id, (bid) =>
            send(async () => [{ type: 'bid', bid }]),
          );
          return () => {
            stopBids();
            stopBets();
            stopInbox();
            stopSupport();
            stopGames();
            stopTournaments();
            stopWallet();
          };
        }),
      );
    });
    app.post(`${secure}/History`, async (c) => {
      const user = await requireUser(c, deps);
      const req = await readBody(c, lenient(historyRequestSchema));
      return c.json(jsonApi('bet-history', await engine().history(user.id, req, lng(c))));
    });
    app.post(`${secure}/HistoryDetail`, async (c) => {
      const user = await requireUser(c, deps);
      const req = await readBody(c, lenient(historyDetailRequestSchema));
      return c.json(jsonApi('bet', { bet: await engine().detail(user.id, req.betId, lng(c)) }));
    });
  };
}

/** The operator desk's bid bets page over the app's engine (bid-desk.ts). */
export const bidDeskRoutes = bidDeskRoutesWith((deps) => bettingServiceOf(deps).engine);

/** The route module of routes.ts. */
export const bettingRoutes = bettingRoutesWith((deps) => {
  const feed = feedServiceOf(deps);
  return { feed, engine: bettingServiceOf(deps, feed).engine };
});
