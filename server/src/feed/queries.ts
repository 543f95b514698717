/**
 * The feed calls' selection logic over a FeedProvider: which games a LineFeed/LiveFeed call lists, counts per
 * sport and championship, search, express of the day. Pure reads; no HTTP here.
 */
import type { FeedQuery, Game } from '@betframe/sdk/feed';
import { nameIn, type SportDef } from './catalogue';
import { modelFor } from './models';
import { nameLanguages } from './names';
import { gameToWire } from './present';
import type { FeedProvider, GameView } from './provider';
import { hashSeed, Rng } from './random';
import type { GameDef } from './world';

export type FeedKind = 'line' | 'live';

const HOUR = 3600 * 1000;

/** Whether a game belongs to the line (not started) or live (playing) feed now. */
export function inFeed(provider: FeedProvider, g: GameDef, feed: FeedKind): boolean {
  const now = provider.now();
  if (feed === 'line') return g.startAt > now;
  if (g.startAt > now || g.cancelled) return false;
  return provider.view(g).phase === 'live';
}

type Filter = Pick<FeedQuery, 'sports' | 'champs' | 'tf' | 'period' | 'from' | 'to'>;

export function matchesFilter(now: number, g: GameDef, q: Partial<Filter>): boolean {
  if (q.sports && q.sports.length > 0 && !q.sports.includes(g.sport.id)) return false;
  if (q.champs && q.champs.length > 0 && !q.champs.includes(g.champ.id)) return false;
  if (q.tf !== undefined && g.startAt > now + q.tf * 60_000) return false;
  if (q.period !== undefined) {
    const ahead = g.startAt - now;
    if (q.period === 1 && !(ahead >= 0 && ahead < 2 * HOUR)) return false;
    if (q.period === 2 && !(ahead >= 2 * HOUR && ahead < 4 * HOUR)) return false;
    if (q.period === 3 && !(ahead >= 4 * HOUR)) return false;
  }
  if (q.from !== undefined && g.startAt < q.from * 1000) return false;
  if (q.to !== undefined && g.startAt >= q.to * 1000) return false;
  return true;
}

/** Games of a feed matching the filter, by start time. */
export function selectGames(provider: FeedProvider, feed: FeedKind, q: Partial<Filter>): GameDef[] {
  const now = provider.now();
  return provider
    .games()
    .filter((g) => matchesFilter(now, g, q) && inFeed(provider, g, feed))
    .sort((a, b) => a.startAt - b.startAt || a.id - b.id);
}

export function periodNamer(g: GameDef, lang: string): (n: number) => string {
  const model = modelFor(g);
  return (n) => nameIn(model.periodName(n), lang);
}

/** `asian`: a list's headline markets are the Asian view's (present.ts `mainOutcomes`). */
export function present(provider: FeedProvider, g: GameDef, lang: string, full: boolean, asian = false): Game {
  return presentView(provider.view(g), lang, full, asian);
}

export function presentView(view: GameView, lang: string, full: boolean, asian = false): Game {
  return gameToWire(view, lang, full, periodNamer(view.game, lang), asian);
}

/** Whether a game's model prices Asian handicaps and totals (quarter lines): the goal sports. */
export const offersAsianLines = (g: GameDef): boolean => g.sport.model === 'goals';

export function page<T>(items: readonly T[], count: number, pageNo: number): T[] {
  return items.slice((pageNo - 1) * count, pageNo * count);
}

export function countBy<K>(games: readonly GameDef[], key: (g: GameDef) => K): Map<K, number> {
  const m = new Map<K, number>();
  for (const g of games) m.set(key(g), (m.get(key(g)) ?? 0) + 1);
  return m;
}

export function sportsWithGames(
  provider: FeedProvider,
  games: readonly GameDef[],
): Array<{ sport: SportDef; count: number }> {
  const counts = countBy(games, (g) => g.sport.id);
  return provider
    .sports()
    .filter((s) => (counts.get(s.id) ?? 0) > 0)
    .map((sport) => ({ sport, count: counts.get(sport.id) ?? 0 }));
}

const normalise = (s: string) => s.toLocaleLowerCase().replaceAll('ё', 'е');

/** Search by team or championship name in every language; strict matches whole words from their start. */
export function searchGames(provider: FeedProvider, feed: FeedKind, text: string, strict: boolean): GameDef[] {
  const needle = normalise(text.trim());
  const hit = (name: string) => {
    const hay = normalise(name);
    if (!strict) return hay.includes(needle);
    return hay.split(/[\s.()-]+/).some((w) => w.startsWith(needle)) || hay.startsWith(needle);
  };
  return selectGames(provider, feed, {}).filter((g) =>
    [g.home.name, g.away.name, g.champ.name].some((n) => nameLanguages.some((lang) => hit(n[lang]))),
  );
}

/**
 * Express of the day: three favourites (the lowest winner/1X2 coefficient of at least 1.3) from top
 * championships starting within the next 24 hours, fixed for the UTC day.
 */
export function expressesOfDay(provider: FeedProvider, seed: number) {
  const now = provider.now();
  const day = Math.floor(now / (24 * HOUR));
  const candidates = selectGames(provider, 'line', {})
    .filter((g) => g.champ.tier === 1 && g.startAt < now + 24 * HOUR && !g.cancelled)
    .map((g) => {
      const view = provider.view(g);
      const pick = view.outcomes
        .filter((o) => [1, 3, 11, 12].includes(o.type) && o.coef >= 1.3)
        .sort((a, b) => a.coef - b.coef)[0];
      return pick ? { g, view, pick } : undefined;
    })
    .filter((x) => x !== undefined);
  const rng = new Rng(hashSeed(seed, 'express-day', day));
  const expresses = [];
  for (let e = 0; e < 2 && candidates.length >= 3; e++) {
    const picks = [];
    const used = new Set<number>();
    while (picks.length < 3) {
      const c = rng.pick(candidates);
      if (used.has(c.g.id)) continue;
      used.add(c.g.id);
      picks.push(c);
    }
    expresses.push({ id: day * 10 + e, picks });
  }
  return expresses;
}
