/**
 * Feed calls under /service-api (SPEC §7 "Betting feed and games"): LineFeed/… and LiveFeed/… lists, the sport
 * sections, favourites (auth) and the live push stream (server-sent events).
 */
import {
  champQuerySchema,
  type FeedQuery,
  favoritesFeedQuerySchema,
  feedQuerySchema,
  gameQuerySchema,
  pushQuerySchema,
  searchQuerySchema,
  sportSectionQuerySchema,
  teamQuerySchema,
} from '@betframe/sdk/feed';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ApiError } from '../app/errors';
import { holdStream } from '../app/sse-stream';
import type { AppDeps, AppEnv } from '../app/types';
import { readQuery } from '../app/validation';
import { registerDuelRoutes } from './duel-routes';
import { registerFavoriteRoutes } from './favorites';
import { registerOutrightRoutes } from './outright-routes';
import { champToWire, sportToWire } from './present';
import { registerPreviewRoutes } from './preview-routes';
import {
  countBy,
  expressesOfDay,
  type FeedKind,
  offersAsianLines,
  page,
  present,
  presentView,
  searchGames,
  selectGames,
  sportsWithGames,
} from './queries';
import { registerResultsRoutes } from './results';
import { type FeedService, feedServiceOf } from './service';
import './tables';

const feeds: Array<[string, FeedKind]> = [
  ['LineFeed', 'line'],
  ['LiveFeed', 'live'],
];

const jsonApi = (type: string, attributes: unknown) => ({ data: { type, attributes } });

export function feedRoutesWith(pick: (deps: AppDeps) => FeedService) {
  return (app: Hono<AppEnv>, deps: AppDeps): void => {
    const service = () => pick(deps);
    const provider = () => service().provider;
    // The answer is a function of the route, its query and the feed tick: made once per tick (./answer-cache.ts).
    const cached = (c: Context<AppEnv>, build: () => unknown) => service().answers.serve(c, build);

    for (const [name, feed] of feeds) {
      const base = `/service-api/${name}`;
      const list = (q: Partial<FeedQuery>) => selectGames(provider(), feed, q);

      app.get(`${base}/GetSportsShortZip`, (c) =>
        cached(c, () => {
          const q = readQuery(c, feedQuerySchema);
          // Every sport with games, the virtual ones too (their events are listed when their sport is asked for).
          const games = list({ ...q, sports: undefined, virtualSports: true });
          return jsonApi('feed-sports', {
            sports: sportsWithGames(provider(), games).map((s) => sportToWire(s.sport, s.count, q.lng)),
          });
        }),
      );

      app.get(`${base}/GetChampsZip`, (c) =>
        cached(c, () => {
          const q = readQuery(c, feedQuerySchema);
          const games = list(q);
          const counts = countBy(games, (g) => g.champ.id);
          const sports =
            q.sports && q.sports.length > 0
              ? q.sports
              : provider()
                  .sports()
                  .map((s) => s.id);
          const champs = sports
            .flatMap((id) => provider().champs(id))
            .filter((ch) => (counts.get(ch.id) ?? 0) > 0)
            .map((ch) => champToWire(ch, counts.get(ch.id) ?? 0, q.lng));
          return jsonApi('feed-champs', { champs });
        }),
      );

      app.get(`${base}/GetChampZip`, (c) =>
        cached(c, () => {
          const q = readQuery(c, champQuerySchema);
          const champ = provider()
            .sports()
            .flatMap((s) => provider().champs(s.id))
            .find((ch) => ch.id === q.champ);
          if (!champ) throw ApiError.notFound('No such championship');
          const games = list({ ...q, champs: [q.champ] });
          return jsonApi('feed-champ', {
            champ: champToWire(champ, games.length, q.lng),
            games: page(games, q.count, q.page).map((g) => present(provider(), g, q.lng, false)),
          });
        }),
      );

      app.get(`${base}/Get1x2_VZip`, (c) =>
        cached(c, () => {
          const q = readQuery(c, feedQuerySchema);
          const games = list(q);
          return jsonApi('feed-games', {
            games: page(games, q.count, q.page).map((g) => present(provider(), g, q.lng, false)),
            total: games.length,
            page: q.page,
          });
        }),
      );

      // The Asia variant of Get1x2_VZip: the games whose model prices Asian lines, each with its 1X2 and the most
      // balanced Asian handicap and Asian total line as headline markets.
      app.get(`${base}/GetAsiaGamesZip`, (c) =>
        cached(c, () => {
          const q = readQuery(c, feedQuerySchema);
          const games = list(q).filter(offersAsianLines);
          return jsonApi('feed-games', {
            games: page(games, q.count, q.page).map((g) => present(provider(), g, q.lng, false, true)),
            total: games.length,
            page: q.page,
          });
        }),
      );

      app.get(`${base}/GetGameZip`, (c) =>
        cached(c, () => {
          const q = readQuery(c, gameQuerySchema);
          const g = provider().game(q.id);
          if (!g) throw ApiError.notFound('No such game');
          return jsonApi('feed-game', { game: present(provider(), g, q.lng, true) });
        }),
      );

      app.get(`${base}/GetTopGamesStatZip`, (c) =>
        cached(c, () => {
          const q = readQuery(c, feedQuerySchema);
          const games = list(q).filter((g) => g.champ.tier === 1);
          return jsonApi('feed-games', {
            games: page(games, Math.min(q.count, 20), q.page).map((g) => present(provider(), g, q.lng, false)),
            total: games.length,
            page: q.page,
          });
        }),
      );

      app.get(`${base}/WebGetTopChampsZip`, (c) =>
        cached(c, () => {
          const q = readQuery(c, feedQuerySchema);
          const counts = countBy(list(q), (g) => g.champ.id);
          const champs = provider()
            .sports()
            .flatMap((s) => provider().champs(s.id))
            .filter((ch) => ch.tier === 1 && (counts.get(ch.id) ?? 0) > 0)
            .map((ch) => champToWire(ch, counts.get(ch.id) ?? 0, q.lng));
          return jsonApi('feed-champs', { champs });
        }),
      );

      app.get(`${base}/Web_SearchZip`, (c) =>
        cached(c, () => {
          const q = readQuery(c, searchQuerySchema);
          const games = searchGames(provider(), feed, q.text, q.strict).slice(0, q.limit);
          const champIds = new Set(games.map((g) => g.champ.id));
          const champs = provider()
            .sports()
            .flatMap((s) => provider().champs(s.id))
            .filter((ch) => champIds.has(ch.id))
            .map((ch) => champToWire(ch, games.filter((g) => g.champ.id === ch.id).length, q.lng));
          return jsonApi('feed-search', { games: games.map((g) => present(provider(), g, q.lng, false)), champs });
        }),
      );

      app.get(`${base}/GetGamesTeamZip`, (c) =>
        cached(c, () => {
          const q = readQuery(c, teamQuerySchema);
          const games = list(q).filter((g) => g.home.id === q.team || g.away.id === q.team);
          return jsonApi('feed-games', {
            games: page(games, q.count, q.page).map((g) => present(provider(), g, q.lng, false)),
            total: games.length,
            page: q.page,
          });
        }),
      );

      app.get(`${base}/GetFavoritesZip`, (c) =>
        cached(c, () => {
          const q = readQuery(c, favoritesFeedQuerySchema);
          const games = q.ids
            .map((id) => provider().game(id))
            .filter((g) => g !== undefined)
            .map((g) => provider().view(g))
            .filter((v) => (feed === 'line' ? v.phase === 'line' : v.phase !== 'line'));
          return jsonApi('feed-games', {
            games: games.map((v) => presentView(v, q.lng, false)),
            total: games.length,
            page: 1,
          });
        }),
      );

      app.get(`${base}/GetExpressDayZip`, (c) =>
        cached(c, () => {
          const q = readQuery(c, feedQuerySchema);
          const expresses = expressesOfDay(provider(), service().seed).map((e) => ({
            id: e.id,
            coef: Math.round(e.picks.reduce((p, x) => p * x.pick.coef, 1) * 100) / 100,
            events: e.picks.map((x) => {
              const game = presentView(x.view, q.lng, false);
              // Named from every market: a winner pick (hockey, tennis) is not among the main markets shown.
              const name =
                presentView(x.view, q.lng, true)
                  .markets.flatMap((m) => m.outcomes)
                  .find((o) => o.type === x.pick.type && o.param === x.pick.param)?.name ?? '';
              return { gameId: x.g.id, type: x.pick.type, param: x.pick.param, coef: x.pick.coef, game, name };
            }),
          }));
          return jsonApi('feed-express-day', { expresses });
        }),
      );
    }

    for (const [section, feed] of [
      ['main-line', 'line'],
      ['live-feed', 'live'],
    ] as const) {
      app.get(`/service-api/${section}/sportSection`, (c) =>
        cached(c, () => {
          const q = readQuery(c, sportSectionQuerySchema);
          const sport = provider()
            .sports()
            .find((s) => s.id === q.sportId);
          if (!sport) throw ApiError.notFound('No such sport');
          const games = selectGames(provider(), feed, { ...q, sports: [q.sportId] });
          const byChamp = new Map<number, typeof games>();
          for (const g of page(games, q.count, q.page))
            byChamp.set(g.champ.id, [...(byChamp.get(g.champ.id) ?? []), g]);
          const counts = countBy(games, (g) => g.champ.id);
          return jsonApi('feed-sport-section', {
            sport: sportToWire(sport, games.length, q.lng),
            champs: provider()
              .champs(sport.id)
              .filter((ch) => byChamp.has(ch.id))
              .map((ch) => ({
                champ: champToWire(ch, counts.get(ch.id) ?? 0, q.lng),
                games: (byChamp.get(ch.id) ?? []).map((g) => present(provider(), g, q.lng, false)),
              })),
          });
        }),
      );
    }

    registerFavoriteRoutes(app, deps, provider);
    registerResultsRoutes(app, provider, cached);
    registerPreviewRoutes(app, deps, service);
    registerOutrightRoutes(app, provider, cached);
    registerDuelRoutes(app, provider);

    app.get('/service-api/feed-push', (c) => {
      const q = readQuery(c, pushQuerySchema);
      const hub = service().hub;
      return streamSSE(c, (stream) =>
        holdStream(stream, deps, (out) =>
          hub.subscribe({
            filter: q,
            send: (event, data) => out.write(() => stream.writeSSE({ event, data })),
            sendFrames: (frames) => out.write(() => stream.write(frames)),
          }),
        ),
      );
    });
  };
}

/** The route module of routes.ts: the app's shared feed service. */
export const feedRoutes = feedRoutesWith(feedServiceOf);
