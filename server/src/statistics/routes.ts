/**
 * The statistics calls (SPEC §7) under the service base, JSON:API bodies `{ data: { type, id, attributes } }`:
 *   statisticfeed: LineUps, Status, Game/h2h, TeamLastGames, Horse/race — plus Team, Player, Tournament, Rating,
 *                  Graph, Cyber and Catalog, which the frame's other views need (our extensions);
 *   SiteService:   StageTable, LineUps2, GetStadiumForGame_2, HeadToHead, ShortPlayersInfo, HorsesRace.
 * Unknown ids answer 404 `not_found`; malformed parameters 400 with `data.validation_errors`.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import { pageCsp } from '../app/security-headers';
import type { AppEnv, RouteModule } from '../app/types';
import { readQuery } from '../app/validation';
import { feedServiceOf, Simulator } from '../feed';
import { FeedStatistics } from './feed-source';
import { StatisticsViews } from './views';
import { StatisticsWorld } from './world';

const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
const lang = {
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
};
const gameQuery = z.object({ gameId: idParam, ...lang });

function resource(c: Context<AppEnv>, type: string, id: number | string, attributes: unknown, maxAge = 60) {
  // The world is a snapshot per process: a minute of caching keeps refreshes cheap; feed games change live.
  c.header('Cache-Control', `public, max-age=${maxAge}`);
  return c.json({ data: { type, id: String(id), attributes } });
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw ApiError.notFound(`${what} not found`);
  return value;
}

export function statisticsRoutesFor(world: StatisticsWorld, feed?: FeedStatistics): RouteModule {
  const views = new StatisticsViews(world);
  /** A game of the statistics world, else one of the betting feed, else 404. */
  const lookup = (c: Context<AppEnv>) => {
    const { gameId, lang = 'en' } = readQuery(c, gameQuery);
    const own = views.game(gameId);
    if (own) return { own, lang } as const;
    const fed = feed?.game(gameId);
    if (fed) return { fed, lang } as const;
    throw ApiError.notFound(`Game ${gameId} not found`);
  };

  return (app) => {
    const base = '/service-api/statisticfeed';
    const site = '/service-api/SiteService';

    app.get(`${base}/Status`, (c) => {
      const hit = lookup(c);
      if (hit.fed) return resource(c, 'statistic-game-status', hit.fed.id, feed?.status(hit.fed, hit.lang), 5);
      return resource(c, 'statistic-game-status', hit.own.id, views.status(hit.own));
    });
    const lineUps = (c: Context<AppEnv>) => {
      const hit = lookup(c);
      if (hit.fed) {
        // The feed publishes no line-ups: both sides, no players.
        const status = feed?.status(hit.fed, hit.lang);
        const teams = status ? [status.team1, status.team2] : [];
        return resource(c, 'statistic-line-ups', hit.fed.id, {
          gameId: hit.fed.id,
          confirmed: false,
          teams: teams.map((team) => ({ team, formation: '', coach: '', players: [] })),
        });
      }
      return resource(c, 'statistic-line-ups', hit.own.id, views.lineUps(hit.own));
    };
    app.get(`${base}/LineUps`, lineUps);
    app.get(`${site}/LineUps2`, lineUps);
    app.get(`${base}/Game/h2h`, (c) => {
      const hit = lookup(c);
      if (hit.fed) return resource(c, 'statistic-head-to-head', hit.fed.id, feed?.headToHead(hit.fed, hit.lang));
      const game = hit.own;
      return resource(c, 'statistic-head-to-head', game.id, views.headToHead(game.team1Id, game.team2Id, game.id));
    });
    app.get(`${site}/HeadToHead`, (c) => {
      const { team1, team2 } = readQuery(c, z.object({ team1: idParam, team2: idParam, ...lang }));
      found(world.teams.get(team1), `Team ${team1}`);
      found(world.teams.get(team2), `Team ${team2}`);
      return resource(c, 'statistic-head-to-head', `${team1}-${team2}`, views.headToHead(team1, team2));
    });
    app.get(`${base}/TeamLastGames`, (c) => {
      const query = readQuery(
        c,
        z.object({ teamId: idParam, limit: z.coerce.number().int().min(1).max(50).default(10), ...lang }),
      );
      const { teamId, limit } = query;
      const fed = world.teams.has(teamId) ? undefined : feed?.lastGames(teamId, limit, query.lang ?? 'en');
      if (fed) return resource(c, 'statistic-team-last-games', teamId, fed);
      found(world.teams.get(teamId), `Team ${teamId}`);
      return resource(c, 'statistic-team-last-games', teamId, views.teamLastGames(teamId, limit));
    });
    app.get(`${site}/GetStadiumForGame_2`, (c) => {
      const hit = lookup(c);
      if (hit.fed) throw ApiError.notFound('No stadium is known for this game');
      const stadiumId = world.teams.get(hit.own.team1Id)?.stadiumId ?? 0;
      return resource(c, 'statistic-stadium', stadiumId, found(views.stadium(stadiumId), 'Stadium'));
    });
    app.get(`${site}/StageTable`, (c) => {
      const query = readQuery(
        c,
        z.object({ stageId: idParam, tt: z.coerce.number().int().min(1).max(3).default(1), ...lang }),
      );
      const { stageId } = query;
      const tt = query.tt as 1 | 2 | 3;
      const table = found(
        views.stageTable(stageId, tt) ?? feed?.stageTable(stageId, tt, query.lang ?? 'en'),
        `Stage ${stageId}`,
      );
      return resource(c, 'statistic-stage-table', stageId, table);
    });
    app.get(`${site}/ShortPlayersInfo`, (c) => {
      const { playerIds } = readQuery(
        c,
        z.object({ playerIds: z.string().regex(/^\d+(,\d+){0,99}$/, 'comma-separated player ids'), ...lang }),
      );
      const players = playerIds
        .split(',')
        .map((id) => views.playerInfo(Number(id)))
        .filter((p) => p !== undefined);
      return resource(c, 'statistic-players', playerIds, { players });
    });
    app.get(`${base}/Horse/race`, (c) => {
      const { horseId } = readQuery(c, z.object({ horseId: idParam, ...lang }));
      return resource(c, 'statistic-horse', horseId, found(views.horse(horseId), `Horse ${horseId}`));
    });
    app.get(`${site}/HorsesRace`, (c) => {
      const { raceid } = readQuery(c, z.object({ raceid: idParam, ...lang }));
      return resource(c, 'statistic-horse-race', raceid, found(views.horseRace(raceid), `Race ${raceid}`));
    });
    app.get(`${base}/Team`, (c) => {
      const query = readQuery(c, z.object({ teamId: idParam, ...lang }));
      const { teamId } = query;
      const profile = views.team_(teamId) ?? feed?.teamProfile(teamId, query.lang ?? 'en');
      return resource(c, 'statistic-team', teamId, found(profile, `Team ${teamId}`));
    });
    app.get(`${base}/Player`, (c) => {
      const { playerId } = readQuery(c, z.object({ playerId: idParam, ...lang }));
      return resource(c, 'statistic-player', playerId, found(views.player(playerId), `Player ${playerId}`));
    });
    app.get(`${base}/Tournament`, (c) => {
      const { tournamentId, seasonId } = readQuery(c, z.object({ tournamentId: idParam, seasonId: idParam, ...lang }));
      const season = found(views.tournament(tournamentId, seasonId), `Tournament ${tournamentId} season ${seasonId}`);
      return resource(c, 'statistic-tournament', `${tournamentId}-${seasonId}`, season);
    });
    app.get(`${base}/Rating`, (c) => {
      const { ratingId } = readQuery(c, z.object({ ratingId: idParam, ...lang }));
      return resource(c, 'statistic-rating', ratingId, found(views.rating(ratingId), `Rating ${ratingId}`));
    });
    app.get(`${base}/Graph`, (c) => {
      const hit = lookup(c);
      if (hit.fed) return resource(c, 'statistic-graph', hit.fed.id, feed?.graph(hit.fed, hit.lang), 5);
      return resource(c, 'statistic-graph', hit.own.id, views.graph(hit.own));
    });
    app.get(`${base}/Cyber`, (c) => {
      const { sportId, tournId, seasonId } = readQuery(
        c,
        z.object({ sportId: idParam, tournId: idParam, seasonId: idParam, ...lang }),
      );
      const data = found(views.cyber(sportId, tournId, seasonId), `Cyber tournament ${tournId} season ${seasonId}`);
      return resource(c, 'statistic-cyber', `${tournId}-${seasonId}`, data);
    });
    app.get(`${base}/Catalog`, (c) => resource(c, 'statistic-catalog', 'catalog', catalog(world, feed), 5));
  };
}

/** Sample ids of every kind of view, for the example parent page and the end-to-end tests. */
export function catalog(world: StatisticsWorld, feed?: FeedStatistics) {
  const games = [...world.games.values()];
  const live = games.find((g) => g.status === 3);
  const settled = games.filter((g) => g.status === 2 && g.sportId === 1).at(-1);
  const upcoming = games.find((g) => g.status === 1 && g.sportId === 1);
  const football = [...world.tournaments.values()].find((t) => t.sportId === 1);
  const team = football ? world.teams.get(football.teamIds[0] ?? 0) : undefined;
  const season = football ? world.seasons.get(football.seasonIds.at(-1) ?? 0) : undefined;
  const cyber = [...world.tournaments.values()]
    .filter((t) => world.sports.get(t.sportId)?.cyber)
    .map((t) => ({ sportId: t.sportId, tournId: t.id, seasonId: t.seasonIds.at(-1) ?? 0 }));
  const horse = [...world.races.values()].find((r) => r.status === 1)?.runners[0]?.horseId;
  return {
    sports: [...world.sports.values()].map((s) => ({ id: s.id, name: s.name, cyber: s.cyber })),
    games: [settled, live, upcoming]
      .filter((g) => g !== undefined)
      .map((g) => ({ sportId: g.sportId, gameId: g.id, status: g.status })),
    teams: team ? [{ sportId: team.sportId, teamId: team.id }] : [],
    players: team ? team.playerIds.slice(0, 3).map((playerId) => ({ sportId: team.sportId, playerId })) : [],
    stages: season ? [{ sportId: 1, stageId: season.stageId }] : [],
    tournaments: season && football ? [{ sportId: 1, tournamentId: football.id, seasonId: season.id }] : [],
    ratings: [...world.ratings.values()].map((r) => ({ sportId: r.sportId, ratingId: r.id, name: r.name })),
    horses: horse ? [{ horseId: horse }] : [],
    cyber,
    feedGames: feed?.sampleGames() ?? [],
  };
}

/**
 * The statistics parent example hosts the frame from the sportsbook's other port, so its page may frame loopback
 * origins (the default page policy allows only 'self'); the security-header middleware keeps a policy set here.
 */
const exampleCsp: RouteModule = (app) => {
  const framing = "frame-src 'self' http://localhost:* http://127.0.0.1:*";
  app.use('/examples/statistic-parent/*', async (c, next) => {
    await next();
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      c.header('Content-Security-Policy', pageCsp("'none'").replace(/frame-src [^;]*/, framing));
    }
  });
};

/** The route module `routes.ts` lists: one world per process, drawn at start-up, plus the betting feed's games. */
export const statisticsRoutes: RouteModule = (app, deps) => {
  exampleCsp(app, deps);
  const provider = feedServiceOf(deps).provider;
  const feed = provider instanceof Simulator ? new FeedStatistics({ provider }) : undefined;
  statisticsRoutesFor(new StatisticsWorld({ now: deps.clock.now() }), feed)(app, deps);
};
