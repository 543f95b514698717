/**
 * Statistics frame routes (SPEC §2): `/{lang}/statisticpopup/{kind}/…`. Parsing is shared by the frame (which
 * renders the view or the error), the SDK (which builds frame URLs) and the server (which names the ids).
 */

export const CYBER_SPORT_IDS = [85, 144, 89] as const;
export const GAME_TABS = ['main', 'lineups', 'h2h', 'last', 'standings', 'stadium'] as const;
export type GameTab = (typeof GAME_TABS)[number];
/** Coefficient views (SPEC §9 default format 0): decimal, fractional, American, Hong Kong, Indonesian, Malay. */
export const COEFFICIENT_VIEWS = [0, 1, 2, 3, 4, 5] as const;

export type StatisticRoute =
  | { kind: 'game'; sportId: number; gameId: number; tab: GameTab }
  | { kind: 'team'; sportId: number; teamId: number }
  | { kind: 'player'; sportId: number; playerId: number }
  | { kind: 'stage'; sportId: number; stageId: number }
  | { kind: 'tournament'; sportId: number; tournamentId: number; seasonId: number }
  | { kind: 'rating'; sportId: number; ratingId: number }
  | { kind: 'horse'; horseId: number }
  | { kind: 'graph'; gameId: number; coefficientView: number }
  | { kind: 'cyber'; sportId: number; tournId: number; seasonId: number };

export type StatisticKind = StatisticRoute['kind'];

/** The parameter names of each kind, in path order; optional ones last. */
export const ROUTE_PARAMS: Record<StatisticKind, readonly string[]> = {
  game: ['sportId', 'gameId', 'tabName'],
  team: ['sportId', 'teamId'],
  player: ['sportId', 'playerId'],
  stage: ['sportId', 'stageId'],
  tournament: ['sportId', 'tournamentId', 'seasonId'],
  rating: ['sportId', 'ratingId'],
  horse: ['horseId'],
  graph: ['gameId', 'coefficientView'],
  cyber: ['sportId', 'tournId', 'seasonId'],
};

export type RouteResult = { ok: true; route: StatisticRoute } | { ok: false; param: string; message: string };

/** SPEC §2 error text, verbatim. */
export function wrongParam(param: string): { ok: false; param: string; message: string } {
  return { ok: false, param, message: `Wrong input param [${param}]` };
}

const positiveId = /^[1-9]\d{0,15}$/;

function isKind(value: string | undefined): value is StatisticKind {
  return value !== undefined && Object.hasOwn(ROUTE_PARAMS, value);
}

/** Parses the part of the path after `statisticpopup/` (e.g. `game/1/123/h2h`). */
export function parseStatisticRoute(path: string): RouteResult {
  const segments = path.split(/[?#]/, 1)[0]?.split('/').filter(Boolean) ?? [];
  const [kind, ...rest] = segments;
  if (!isKind(kind)) return wrongParam('kind');
  const names = ROUTE_PARAMS[kind];
  const ids: Record<string, number> = {};
  const required = kind === 'game' || kind === 'graph' ? names.length - 1 : names.length;
  for (let index = 0; index < required; index += 1) {
    const name = names[index] as string;
    const value = rest[index];
    if (value === undefined || !positiveId.test(value)) return wrongParam(name);
    ids[name] = Number(value);
  }
  const id = (name: string) => ids[name] as number;
  switch (kind) {
    case 'game': {
      const tab = (rest[2] ?? 'main').toLowerCase();
      if (!(GAME_TABS as readonly string[]).includes(tab)) return wrongParam('tabName');
      return { ok: true, route: { kind, sportId: id('sportId'), gameId: id('gameId'), tab: tab as GameTab } };
    }
    case 'graph': {
      const raw = rest[1] ?? '0';
      const view = /^\d$/.test(raw) ? Number(raw) : Number.NaN;
      if (!(COEFFICIENT_VIEWS as readonly number[]).includes(view)) return wrongParam('coefficientView');
      return { ok: true, route: { kind, gameId: id('gameId'), coefficientView: view } };
    }
    case 'cyber':
      if (!(CYBER_SPORT_IDS as readonly number[]).includes(id('sportId'))) return wrongParam('sportId');
      return { ok: true, route: { kind, sportId: id('sportId'), tournId: id('tournId'), seasonId: id('seasonId') } };
    case 'team':
      return { ok: true, route: { kind, sportId: id('sportId'), teamId: id('teamId') } };
    case 'player':
      return { ok: true, route: { kind, sportId: id('sportId'), playerId: id('playerId') } };
    case 'stage':
      return { ok: true, route: { kind, sportId: id('sportId'), stageId: id('stageId') } };
    case 'tournament':
      return {
        ok: true,
        route: { kind, sportId: id('sportId'), tournamentId: id('tournamentId'), seasonId: id('seasonId') },
      };
    case 'rating':
      return { ok: true, route: { kind, sportId: id('sportId'), ratingId: id('ratingId') } };
    case 'horse':
      return { ok: true, route: { kind, horseId: id('horseId') } };
  }
}

/** The path segments of a route, without the `/{lang}/statisticpopup/` prefix. */
export function statisticRoutePath(route: StatisticRoute): string {
  switch (route.kind) {
    case 'game':
      return `game/${route.sportId}/${route.gameId}${route.tab === 'main' ? '' : `/${route.tab}`}`;
    case 'team':
      return `team/${route.sportId}/${route.teamId}`;
    case 'player':
      return `player/${route.sportId}/${route.playerId}`;
    case 'stage':
      return `stage/${route.sportId}/${route.stageId}`;
    case 'tournament':
      return `tournament/${route.sportId}/${route.tournamentId}/${route.seasonId}`;
    case 'rating':
      return `rating/${route.sportId}/${route.ratingId}`;
    case 'horse':
      return `horse/${route.horseId}`;
    case 'graph':
      return `graph/${route.gameId}${route.coefficientView === 0 ? '' : `/${route.coefficientView}`}`;
    case 'cyber':
      return `cyber/${route.sportId}/${route.tournId}/${route.seasonId}`;
  }
}

const framePrefix = /^\/?([a-z]{2})\/statisticpopup(?:\/|$)/;

/** Splits `/{lang}/statisticpopup/…` into the language and the route part; undefined when it is not a frame path. */
export function splitFramePath(pathname: string): { lang: string; route: string } | undefined {
  const match = framePrefix.exec(pathname);
  if (!match) return undefined;
  return { lang: match[1] as string, route: pathname.slice(match[0].length) };
}
