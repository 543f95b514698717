/**
 * The duel calls (SPEC §7 feeds; wire shapes in `@betframe/sdk/feed` duels.ts, docs/feed-and-betting.md "Duels"):
 * `GET LineFeed/GetAvailablePlayersForDuel` lists the teams of line games that can be paired (goal sports, by
 * start slot), `POST LineFeed/BuildDuel` answers the duel of two of them — its id, the coupon's `gameId`, and its
 * prices — or 400 with `validation_errors` for a pair that cannot be a duel.
 */
import {
  buildDuelRequestSchema,
  type Duel,
  type DuelPick,
  type DuelPlayer,
  duelPaths,
  duelPlayersQuerySchema,
} from '@betframe/sdk/feed';
import type { Hono } from 'hono';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readBody, readQuery } from '../app/validation';
import { nameIn } from './catalogue';
import { duelIdOf, duelRefusal, isDuelId, type Side } from './duels';
import { modelFor } from './models';
import type { FeedProvider } from './provider';
import type { GameDef } from './world';

const jsonApi = (type: string, attributes: unknown) => ({ data: { type, attributes } });

/** A line game of a sport whose model has builder parameters: what a duel side needs before its status is asked. */
function pairable(provider: FeedProvider, g: GameDef): boolean {
  // Virtual events are minutes long and many to a slot: they are not paired (the duel id holds a slot's index).
  return !isDuelId(g.id) && !g.sport.virtual && g.startAt > provider.now() && modelFor(g).builder !== undefined;
}

/** Whether a game can be one side of a duel now: pairable, and still taking bets. */
export function duelable(provider: FeedProvider, g: GameDef): boolean {
  return pairable(provider, g) && provider.view(g).status === 1;
}

/**
 * Both sides of the line games that can be paired, soonest first; a slot with one such game is left out. A game's
 * status (its view, priced on first use) is asked only in the slots the answer reaches: asking it of the week's
 * whole line took seconds of the server's one thread on a cold start.
 */
export function duelPlayers(provider: FeedProvider, lang: string, sportId: number | undefined, count: number) {
  const bySlot = new Map<string, GameDef[]>();
  const candidates = provider
    .games()
    .filter((g) => (sportId === undefined || g.sport.id === sportId) && pairable(provider, g))
    .sort((x, y) => x.startAt - y.startAt);
  // In order of the slots' first games, as the candidates are sorted.
  for (const g of candidates) {
    const key = `${Math.floor(g.id / 1000)}:${g.sport.id}`;
    bySlot.set(key, [...(bySlot.get(key) ?? []), g]);
  }
  const players: DuelPlayer[] = [];
  for (const slot of bySlot.values()) {
    if (players.length >= count) break;
    if (slot.length < 2) continue;
    const games = slot.filter((g) => provider.view(g).status === 1);
    if (games.length < 2) continue;
    for (const g of games) {
      for (const side of [1, 2] as const) {
        const team = side === 1 ? g.home : g.away;
        players.push({
          gameId: g.id,
          side,
          teamId: team.id,
          name: nameIn(team.name, lang),
          opponent: nameIn((side === 1 ? g.away : g.home).name, lang),
          sportId: g.sport.id,
          champName: nameIn(g.champ.name, lang),
          start: Math.floor(g.startAt / 1000),
          slot: Math.floor(g.id / 1000),
        });
      }
    }
  }
  return players.slice(0, count);
}

/** The duel of two picks, or the validation errors that say why they cannot be one. */
export function buildDuel(provider: FeedProvider, team1: DuelPick, team2: DuelPick, lang: string): Duel {
  const pick = (p: DuelPick, key: 'team1' | 'team2') => {
    const g = isDuelId(p.gameId) ? undefined : provider.game(p.gameId);
    if (!g) throw ApiError.validation({ [`${key}.gameId`]: ['unknown_game'] });
    if (!duelable(provider, g)) throw ApiError.validation({ [`${key}.gameId`]: ['not_duelable'] });
    return g;
  };
  const a = pick(team1, 'team1');
  const b = pick(team2, 'team2');
  const refusal = duelRefusal(a, b);
  if (refusal) throw ApiError.validation({ team2: [refusal] });
  const id = duelIdOf(a, team1.side as Side, b, team2.side as Side);
  const game = provider.game(id) as GameDef;
  const view = provider.view(game);
  const side = (g: GameDef, s: 1 | 2) => ({
    gameId: g.id,
    side: s,
    name: nameIn((s === 1 ? g.home : g.away).name, lang),
    gameName: `${nameIn(g.home.name, lang)} — ${nameIn(g.away.name, lang)}`,
  });
  return {
    id,
    sportId: game.sport.id,
    start: Math.floor(game.startAt / 1000),
    status: view.status,
    team1: side(a, team1.side),
    team2: side(b, team2.side),
    outcomes: view.outcomes.flatMap((o) =>
      o.type === 1 || o.type === 2 || o.type === 3 ? [{ type: o.type, param: o.param, coef: o.coef }] : [],
    ),
  };
}

export function registerDuelRoutes(app: Hono<AppEnv>, provider: () => FeedProvider): void {
  app.get(duelPaths.players, (c) => {
    const q = readQuery(c, duelPlayersQuerySchema);
    const p = provider();
    if (q.sportId !== undefined && !p.sports().some((s) => s.id === q.sportId))
      throw ApiError.validation({ sportId: ['unknown_sport'] });
    return c.json(jsonApi('duel-players', { players: duelPlayers(p, q.lng, q.sportId, q.count) }));
  });

  app.post(duelPaths.build, async (c) => {
    const req = await readBody(c, buildDuelRequestSchema);
    return c.json(jsonApi('duel', buildDuel(provider(), req.team1, req.team2, req.lng)));
  });
}
