/**
 * Results (SPEC routes `bettingChampResults`, `bettingChampResultsChamp`): the finished games of a day — the feed
 * clock's UTC day — with their final and period scores, grouped by championship and paged
 * (`GET /service-api/results/GetChampsResultsZip`, docs/feed-and-betting.md "Results"). Read from the provider's
 * history (`finishedBetween`): the simulator rebuilds any past day from its seed, nothing is stored.
 */
import {
  type ResultChamp,
  type ResultsAnswer,
  type ResultsQuery,
  resultsPath,
  resultsQuerySchema,
} from '@betframe/sdk/feed';
import type { Context, Hono } from 'hono';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readQuery } from '../app/validation';
import { nameIn } from './catalogue';
import { modelFor } from './models';
import type { FeedProvider } from './provider';
import type { Competitor, GameDef } from './world';

const DAY_MS = 24 * 3600 * 1000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The results answer for a query already read. */
export function resultsOf(provider: FeedProvider, q: ResultsQuery): ResultsAnswer {
  const today = dayOf(provider.now());
  const date = q.date ?? today;
  const from = Date.parse(`${date}T00:00:00Z`);
  const sportOrder = new Map(provider.sports().map((s, i) => [s.id, i]));
  const games = provider
    .finishedBetween(from, from + DAY_MS)
    .filter(
      (g) =>
        (q.sportId === undefined || g.sport.id === q.sportId) && (q.champId === undefined || g.champ.id === q.champId),
    )
    .sort(
      (a, b) =>
        (sportOrder.get(a.sport.id) ?? 0) - (sportOrder.get(b.sport.id) ?? 0) ||
        a.champ.tier - b.champ.tier ||
        a.champ.id - b.champ.id ||
        a.startAt - b.startAt ||
        a.id - b.id,
    );
  const champs: ResultChamp[] = [];
  for (const g of games.slice((q.page - 1) * q.count, q.page * q.count)) {
    let champ = champs[champs.length - 1];
    if (champ?.id !== g.champ.id) {
      champ = {
        id: g.champ.id,
        name: nameIn(g.champ.name, q.lng),
        sportId: g.sport.id,
        sportName: nameIn(g.sport.name, q.lng),
        countryName: nameIn(g.champ.country.name, q.lng),
        games: [],
      };
      champs.push(champ);
    }
    champ.games.push(resultGame(provider, g, q.lng));
  }
  return { date, today, total: games.length, page: q.page, count: q.count, champs };
}

function resultGame(provider: FeedProvider, g: GameDef, lng: string): ResultChamp['games'][number] {
  const view = provider.view(g);
  const model = modelFor(g);
  const score = view.score ?? { total: [0, 0] as [number, number], periods: [] };
  return {
    id: g.id,
    start: Math.floor(g.startAt / 1000),
    end: Math.floor((view.finishedAt ?? g.startAt) / 1000),
    team1: { id: g.home.id, name: nameIn(g.home.name, lng) },
    team2: { id: g.away.id, name: nameIn(g.away.name, lng) },
    total: score.total,
    periods: score.periods.map((p, i) => ({ name: nameIn(model.periodName(i + 1), lng), score: p })),
    ...(g.race ? { placings: placingsOf(provider, g.id, g.race.field, lng) } : {}),
  };
}

/** A race's runners in finishing order, named in `lng` (empty until its result is official). */
function placingsOf(provider: FeedProvider, id: number, field: Competitor[], lng: string) {
  const names = new Map(field.map((r) => [r.id, r.name]));
  return (provider.result(id)?.order ?? []).map((runner) => {
    const name = names.get(runner);
    return { id: runner, name: name ? nameIn(name, lng) : String(runner) };
  });
}

/** Registers the results call; `cached` serves an answer once per feed tick (./answer-cache.ts). */
export function registerResultsRoutes(
  app: Hono<AppEnv>,
  provider: () => FeedProvider,
  cached: (c: Context<AppEnv>, build: () => unknown) => Response,
): void {
  app.get(resultsPath, (c) =>
    cached(c, () => {
      const q = readQuery(c, resultsQuerySchema);
      const p = provider();
      if (q.champId !== undefined && !p.sports().some((s) => p.champs(s.id).some((ch) => ch.id === q.champId)))
        throw ApiError.validation({ champId: ['unknown_champ'] });
      if (q.sportId !== undefined && !p.sports().some((s) => s.id === q.sportId))
        throw ApiError.validation({ sportId: ['unknown_sport'] });
      return { data: { type: 'feed-results', attributes: resultsOf(p, q) } };
    }),
  );
}
