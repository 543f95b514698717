/**
 * The feed's preview and shelf calls (SPEC §7 "Betting feed and games"; wire shapes in `@betframe/sdk/feed`
 * preview.ts, docs/feed-and-betting.md "Previews, banners and shelves"): `gamespreview/GetGamesPreviewLight`,
 * `GetGamesPreviewByGameIds` (x-auth), `GetGamesActions`, `getbanner`, the slider games, the player's personal
 * games (x-auth, from their own bets), `RefGameService/FindMainLiveByLineId` and `LiveBet/Open/ExpressHighlight`.
 * Every answer is read from the simulated world now; the ones that are the same for every player are made once
 * per feed tick (./answer-cache.ts).
 */
import {
  type Banner,
  bannerQuerySchema,
  type ExpressHighlight,
  expressHighlightBodySchema,
  gameActionsQuerySchema,
  mainLiveQuerySchema,
  type PersonalGame,
  type PreviewGame,
  personalQuerySchema,
  previewByIdsBodySchema,
  previewLightQuerySchema,
  previewPaths,
} from '@betframe/sdk/feed';
import type { Context, Hono } from 'hono';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { AppDeps, AppEnv } from '../app/types';
import { readBody, readQuery } from '../app/validation';
import { cardsOf, cardsShown } from './cards';
import { nameIn } from './catalogue';
import type { FeedProvider, GameView } from './provider';
import { expressesOfDay, type FeedKind, inFeed, presentView, selectGames } from './queries';
import type { FeedService } from './service';
import type { GameDef } from './world';
import '../betting/tables';

const jsonApi = (type: string, attributes: unknown) => ({ data: { type, attributes } });

/** Banners on the home page: one per sport of the first ones that have a top game coming. */
const BANNERS = 5;
/** A banner's game starts at least this far ahead, so it is still in the line while the banner shows. */
const BANNER_LEAD_MS = 30 * 60 * 1000;
/** Bets looked at for the personal shelf: the player's latest selections. */
const HISTORY = 200;

/** A game as a light preview: teams, start, score and its main winner market. */
export function previewOf(view: GameView, lang: string): PreviewGame {
  const game = presentView(view, lang, false);
  const main =
    game.markets.find((m) => m.period === 0 && m.group === 1) ??
    game.markets.find((m) => m.period === 0 && m.outcomes.some((o) => o.type === 11 || o.type === 12));
  return {
    id: game.id,
    sportId: game.sportId,
    sportName: game.sportName,
    champId: game.champId,
    champName: game.champName,
    start: game.start,
    kind: game.kind,
    status: game.status,
    team1: game.team1,
    team2: game.team2,
    ...(game.score ? { score: game.score.total } : {}),
    outcomes:
      main && !main.suspended
        ? main.outcomes
            .filter((o) => !o.blocked)
            .map((o) => ({ type: o.type, param: o.param, name: o.name, coef: o.coef }))
        : [],
  };
}

/** Top games: live tier-1 games first, then the tier-1 line by start. */
export function topGames(provider: FeedProvider, sports: readonly number[] | undefined): GameDef[] {
  const q = sports && sports.length > 0 ? { sports: [...sports] } : {};
  const top = (feed: FeedKind) => selectGames(provider, feed, q).filter((g) => g.champ.tier === 1);
  return [...top('live'), ...top('line')];
}

/** The home page's banners: each sport's soonest top game that starts at least half an hour ahead. */
export function bannerGames(provider: FeedProvider): GameDef[] {
  const from = provider.now() + BANNER_LEAD_MS;
  const bySport = new Map<number, GameDef>();
  for (const g of selectGames(provider, 'line', {})) {
    if (g.champ.tier !== 1 || g.startAt < from || g.cancelled || bySport.has(g.sport.id)) continue;
    bySport.set(g.sport.id, g);
  }
  return provider
    .sports()
    .map((s) => bySport.get(s.id))
    .filter((g) => g !== undefined)
    .slice(0, BANNERS);
}

/** Line/live games of the teams, championships and sports of `played` (games the player bet on), those first. */
export function personalGames(
  provider: FeedProvider,
  feed: FeedKind,
  played: readonly GameDef[],
  count: number,
): Array<{ g: GameDef; reason: PersonalGame['reason'] }> {
  const teams = new Set(played.flatMap((g) => [g.home.id, g.away.id]));
  const champs = new Set(played.map((g) => g.champ.id));
  const sports = new Set(played.map((g) => g.sport.id));
  const bet = new Set(played.map((g) => g.id));
  const rank = { team: 0, champ: 1, sport: 2 } as const;
  return selectGames(provider, feed, {})
    .filter((g) => !bet.has(g.id) && !g.cancelled)
    .map((g) => {
      const reason: PersonalGame['reason'] | undefined =
        teams.has(g.home.id) || teams.has(g.away.id)
          ? 'team'
          : champs.has(g.champ.id)
            ? 'champ'
            : sports.has(g.sport.id)
              ? 'sport'
              : undefined;
      return reason ? { g, reason } : undefined;
    })
    .filter((x) => x !== undefined)
    .sort((a, b) => rank[a.reason] - rank[b.reason] || a.g.startAt - b.g.startAt || a.g.id - b.g.id)
    .slice(0, count);
}

/** The suggested express: the day's favourites (queries.ts `expressesOfDay`) on games not in the coupon, three. */
export function expressHighlight(
  provider: FeedProvider,
  seed: number,
  couponGames: ReadonlySet<number>,
  lang: string,
): ExpressHighlight | null {
  const seen = new Set(couponGames);
  const picks = [];
  for (const pick of expressesOfDay(provider, seed).flatMap((e) => e.picks)) {
    if (seen.has(pick.g.id) || pick.view.phase !== 'line') continue;
    seen.add(pick.g.id);
    picks.push(pick);
    if (picks.length === 3) break;
  }
  if (picks.length < 2) return null;
  return {
    coef: Math.round(picks.reduce((p, x) => p * x.pick.coef, 1) * 100) / 100,
    events: picks.map((x) => {
      const game = presentView(x.view, lang, false);
      const name =
        presentView(x.view, lang, true)
          .markets.flatMap((m) => m.outcomes)
          .find((o) => o.type === x.pick.type && o.param === x.pick.param)?.name ?? '';
      return { gameId: x.g.id, type: x.pick.type, param: x.pick.param, coef: x.pick.coef, game, name };
    }),
  };
}

export function registerPreviewRoutes(app: Hono<AppEnv>, deps: AppDeps, service: () => FeedService): void {
  const provider = () => service().provider;
  const cached = (c: Context<AppEnv>, build: () => unknown, key?: string) => service().answers.serve(c, build, key);
  const known = (ids: readonly number[]) =>
    ids.map((id) => provider().game(id)).filter((g): g is GameDef => g !== undefined);

  app.get(previewPaths.light, (c) =>
    cached(c, () => {
      const q = readQuery(c, previewLightQuerySchema);
      const games = topGames(provider(), q.sports).slice(0, q.count);
      return jsonApi('games-preview', { games: games.map((g) => previewOf(provider().view(g), q.lng)) });
    }),
  );

  app.post(previewPaths.byIds, async (c) => {
    await requireUser(c, deps);
    const q = await readBody(c, previewByIdsBodySchema);
    const ids = [...new Set(q.ids)];
    // The answer is the same for every player who asks for these games: one per tick.
    return cached(
      c,
      () => jsonApi('games-preview', { games: known(ids).map((g) => previewOf(provider().view(g), q.lng)) }),
      `${c.req.url}#${q.lng}:${[...ids].sort((a, b) => a - b).join(',')}`,
    );
  });

  app.get(previewPaths.actions, (c) =>
    cached(c, () => {
      const q = readQuery(c, gameActionsQuerySchema);
      const games = known(q.ids).map((g) => {
        const view = provider().view(g);
        const finished = view.phase === 'finished';
        const cards = cardsOf(g);
        return {
          gameId: g.id,
          status: view.status,
          phase: view.phase,
          period: view.period,
          ...(view.periodName ? { periodName: nameIn(view.periodName, q.lng) } : {}),
          total: view.score?.total ?? [0, 0],
          periods: view.score?.periods ?? [],
          cards: view.phase === 'line' ? [] : cards.slice(0, cardsShown(cards, view.clockSeconds, finished)),
        };
      });
      return jsonApi('games-actions', { games });
    }),
  );

  app.get(previewPaths.banner, (c) =>
    cached(c, () => {
      const q = readQuery(c, bannerQuerySchema);
      const banners: Banner[] = bannerGames(provider()).map((g) => {
        const game = previewOf(provider().view(g), q.lng);
        return {
          id: g.id,
          gameId: g.id,
          title: game.champName,
          subtitle: `${game.team1.name} — ${game.team2.name}`,
          game,
        };
      });
      return jsonApi('banners', { banners });
    }),
  );

  for (const [name, feed] of [
    ['LineFeed', 'line'],
    ['LiveFeed', 'live'],
  ] as const) {
    app.get(previewPaths.slider(name), (c) =>
      cached(c, () => {
        const q = readQuery(c, bannerQuerySchema);
        // The line's slider is the banners' games; the live one the top games playing now.
        const games = feed === 'line' ? bannerGames(provider()) : topGames(provider(), undefined).slice(0, BANNERS);
        return jsonApi('feed-slider', {
          games: games
            .filter((g) => inFeed(provider(), g, feed))
            .map((g) => presentView(provider().view(g), q.lng, false)),
        });
      }),
    );

    // Per player, from their own bets: not kept in the tick's answers (every player's differs).
    app.get(previewPaths.personal(name), async (c) => {
      const user = await requireUser(c, deps);
      const q = readQuery(c, personalQuerySchema);
      const rows = await deps.database.db
        .selectFrom('bet_selections')
        .innerJoin('bets', 'bets.id', 'bet_selections.bet_id')
        .select('bet_selections.game_id')
        .where('bets.user_id', '=', user.id)
        .orderBy('bets.created_at', 'desc')
        .limit(HISTORY)
        .execute();
      const played = known([...new Set(rows.map((r) => Number(r.game_id)))]);
      const games = personalGames(provider(), feed, played, q.count).map(({ g, reason }) => ({
        game: presentView(provider().view(g), q.lng, false),
        reason,
      }));
      return c.json(jsonApi('feed-personal', { games }));
    });
  }

  app.get(previewPaths.mainLive, (c) =>
    cached(c, () => {
      const q = readQuery(c, mainLiveQuerySchema);
      const g = provider().game(q.gameId);
      if (!g) throw ApiError.notFound('No such game');
      const phase = provider().view(g).phase;
      // The simulated feed plays a line game on under its own id.
      return jsonApi('main-live', { lineId: g.id, liveId: phase === 'line' ? null : g.id, phase });
    }),
  );

  app.post(previewPaths.expressHighlight, async (c) => {
    const q = await readBody(c, expressHighlightBodySchema);
    const games = new Set(q.events.map((e) => e.gameId));
    return cached(
      c,
      () => jsonApi('express-highlight', { express: expressHighlight(provider(), service().seed, games, q.lng) }),
      `${c.req.url}#${q.lng}:${[...games].sort((a, b) => a - b).join(',')}`,
    );
  });
}
