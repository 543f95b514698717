/**
 * The bet builder's calls (SPEC §7; docs/feed-and-betting.md "Bet builder"): the betbuilder events of the line and
 * live feeds (the games the builder offers and their builder markets), UpdateCouponBuilder (the legs' states and
 * the combined price, or why the combination is refused) and MakeBetWebBuilder (one bet at that price).
 */
import {
  type BuilderCouponState,
  type BuilderGame,
  builderEventsRequestSchema,
  builderPaths,
  makeBetBuilderRequestSchema,
  updateCouponBuilderRequestSchema,
} from '@betframe/sdk/feed';
import type { Context, Hono } from 'hono';
import { z } from 'zod/mini';
import { requireUser } from '../app/auth';
import { ApiError, errorBody } from '../app/errors';
import type { AppDeps, AppEnv } from '../app/types';
import { readBody } from '../app/validation';
import { partnerOf } from '../auth';
import {
  type FeedProvider,
  feedServiceOf,
  type GameDef,
  isBuilderLeg,
  marketsToWire,
  nameIn,
  periodNamer,
} from '../feed';
import { textsIn } from '../translations';
import { normaliseBetBody } from './aliases';
import { assessBuilder, BuilderPriceChangedError } from './builder';
import type { BettingEngine } from './engine';
import { EventsUnavailableError } from './errors';
import { bettingServiceOf } from './routes';
import { readSettings } from './settings';

const jsonApi = (type: string, attributes: unknown, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
});

/** The §3 spellings (BuilderCoupon, IsNewBetBuilder, Summ, betGUID, Events inside the coupon …) are accepted too. */
function normaliseBuilderBody(raw: unknown): unknown {
  const body = normaliseBetBody(raw);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [from, to] of [
    ['BuilderCoupon', 'builderCoupon'],
    ['IsNewBetBuilder', 'isNewBetBuilder'],
  ] as const) {
    if (Object.hasOwn(out, from)) {
      if (!Object.hasOwn(out, to)) out[to] = out[from];
      delete out[from];
    }
  }
  out.builderCoupon = normaliseBetBody(out.builderCoupon);
  return out;
}

const lenient = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    z.transform((v: unknown) => normaliseBuilderBody(v)),
    schema,
  );

/** A game as the builder offers it: its builder markets only (legs that win or lose on the score). */
function builderGame(provider: FeedProvider, game: GameDef, lang: string): BuilderGame | undefined {
  const quote = provider.builder?.(game);
  if (!quote) return undefined;
  const view = provider.view(game);
  if (view.status !== 1 || view.suspended) return undefined;
  const outcomes = view.outcomes.filter((o) => isBuilderLeg(o, quote.params));
  return {
    id: game.id,
    sportId: game.sport.id,
    champName: nameIn(game.champ.name, lang),
    team1: nameIn(game.home.name, lang),
    team2: nameIn(game.away.name, lang),
    start: Math.floor(game.startAt / 1000),
    kind: view.kind,
    markets: marketsToWire({ ...view, outcomes }, lang, false, periodNamer(game, lang)),
  };
}

export function builderRoutesWith(pick: (deps: AppDeps) => { engine: BettingEngine; provider: FeedProvider }) {
  return (app: Hono<AppEnv>, deps: AppDeps): void => {
    const provider = () => pick(deps).provider;
    const lng = (c: Context, fallback = 'ru') => c.req.query('lng') ?? fallback;

    for (const feed of ['LineFeed', 'LiveFeed'] as const) {
      app.post(builderPaths.events(feed), async (c) => {
        const req = await readBody(c, builderEventsRequestSchema);
        const p = provider();
        const now = p.now();
        const inFeed = (g: GameDef) => (feed === 'LineFeed' ? g.startAt > now : g.startAt <= now);
        if (req.gameId !== undefined) {
          const game = p.game(req.gameId);
          if (!game) throw ApiError.notFound('No game with this id');
          const one = inFeed(game) ? builderGame(p, game, req.lng) : undefined;
          return c.json(jsonApi('betbuilder-events', { games: one ? [one] : [] }));
        }
        const games: BuilderGame[] = [];
        for (const g of p.games()) {
          if (games.length >= req.count) break;
          if (g.cancelled || !inFeed(g) || (req.sportId !== undefined && g.sport.id !== req.sportId)) continue;
          const one = builderGame(p, g, req.lng);
          if (one && one.markets.length > 0) games.push(one);
        }
        return c.json(jsonApi('betbuilder-events', { games }));
      });
    }

    app.post(builderPaths.update, async (c) => {
      const req = await readBody(c, lenient(updateCouponBuilderRequestSchema));
      const { evaluated, price } = assessBuilder(provider(), req.builderCoupon, req.lng);
      const settings = await readSettings(deps.siteConfig);
      const currency = settings.currency(req.currencyId ?? 1);
      const product = evaluated.reduce((acc, e) => acc * (e.state.coef || 1), 1);
      const legacy = req.isNewBetBuilder === false;
      const coef = price.ok && !legacy ? price.coef : 0;
      const state: BuilderCouponState = {
        events: evaluated.map((e) => e.state),
        coef,
        productCoef: Math.round(product * 100) / 100,
        available: coef > 0,
        ...(legacy
          ? { refusal: { code: 'builder_legacy_unsupported' as const, legs: [] } }
          : price.ok
            ? {}
            : { refusal: { code: price.code, legs: price.legs } }),
        limits: {
          min: currency.minBet,
          max: pick(deps).engine.limits.maxStakePerMarket / Math.max(currency.baseRate, 1e-9),
        },
        ...(req.summ !== undefined && coef > 0 ? { potentialWin: Math.floor(req.summ * coef * 100) / 100 } : {}),
      };
      return c.json(jsonApi('builder-coupon', state));
    });

    app.post(builderPaths.make, async (c) => {
      const user = await requireUser(c, deps);
      const req = await readBody(c, lenient(makeBetBuilderRequestSchema));
      const lang = lng(c);
      const t = await textsIn(lang);
      try {
        const r = await pick(deps).engine.placeBuilder(user.id, req, lang, partnerOf(c), (code) =>
          t(`builder_error_${code.slice('builder_'.length)}`),
        );
        return c.json(jsonApi('bet', { bet: r.bet, balance: r.balance }, String(r.bet.betId)));
      } catch (error) {
        if (error instanceof BuilderPriceChangedError)
          return c.json(
            { ...errorBody(error.code, t('builder_price_changed')), data: { events: error.events, coef: error.coef } },
            409,
          );
        if (error instanceof EventsUnavailableError)
          return c.json({ ...errorBody(error.code, error.message), data: { events: error.events } }, 409);
        throw error;
      }
    });
  };
}

/** The route module of routes.ts. */
export const builderRoutes = builderRoutesWith((deps) => {
  const feed = feedServiceOf(deps);
  return { provider: feed.provider, engine: bettingServiceOf(deps, feed).engine };
});
