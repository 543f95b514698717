/**
 * The line's feed calls (SPEC §7 LineFeed/LiveFeed, GET, JSON:API answers checked with the SDK's schemas):
 * sports with their counts in both feeds, and the games of a query with their main markets.
 */
import {
  type Champ,
  champsResponseSchema,
  type FeedName,
  feedPaths,
  type Game,
  gameResponseSchema,
  gamesResponseSchema,
  type Sport,
  searchResponseSchema,
  sportsResponseSchema,
  type TimeBucket,
} from '@betframe/sdk/feed';
import type { ResponseSchema } from '@betframe/sdk/request';
import { httpFor } from '../runtime/http';

/** A feed GET; undefined when it fails (the list shows what it has, or its empty state). */
async function getJson<T>(
  origin: string,
  path: string,
  query: Record<string, string | number>,
  schema: ResponseSchema<T>,
  signal?: AbortSignal,
): Promise<T | undefined> {
  const result = await httpFor(origin).request({ path, query, schema, ...(signal ? { signal } : {}) });
  return result.error ? undefined : (result.data as T);
}

export interface SportCounts {
  id: number;
  name: string;
  live: number;
  line: number;
}

/** Every sport of either feed with its live and pre-match game counts. */
export async function fetchSports(origin: string, lang: string, partner: number): Promise<SportCounts[]> {
  const [live, line] = await Promise.all(
    (['LiveFeed', 'LineFeed'] as const).map((feed) =>
      getJson(origin, feedPaths.sportsShort(feed), { lng: lang, partner }, sportsResponseSchema),
    ),
  );
  const byId = new Map<number, SportCounts>();
  const add = (sports: readonly Sport[] | undefined, key: 'live' | 'line') => {
    for (const s of sports ?? []) {
      const entry = byId.get(s.id) ?? { id: s.id, name: s.name, live: 0, line: 0 };
      entry[key] = s.count;
      byId.set(s.id, entry);
    }
  };
  add(live?.data.attributes.sports, 'live');
  add(line?.data.attributes.sports, 'line');
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Time filters of the line (SPEC §9 buckets: 0–2 h, 2–4 h, over 4 h; today; a chosen date). */
export type TimeFilter =
  | { kind: 'all' }
  | { kind: 'bucket'; bucket: (typeof TimeBucket)[keyof typeof TimeBucket] }
  | { kind: 'today' }
  | { kind: 'date'; date: string };

/** The query parameters of a time filter; days are the player's local days. */
export function timeParams(filter: TimeFilter, now = new Date()): Record<string, string> {
  switch (filter.kind) {
    case 'all':
      return {};
    case 'bucket':
      return { period: String(filter.bucket) };
    case 'today': {
      const end = new Date(now);
      end.setHours(24, 0, 0, 0);
      return { from: String(Math.floor(now.getTime() / 1000)), to: String(Math.floor(end.getTime() / 1000)) };
    }
    case 'date': {
      const [y, m, d] = filter.date.split('-').map(Number);
      const start = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
      const end = new Date(start);
      end.setDate(end.getDate() + 1);
      return { from: String(Math.floor(start.getTime() / 1000)), to: String(Math.floor(end.getTime() / 1000)) };
    }
  }
}

export interface GamesQuery {
  feed: FeedName;
  lang: string;
  partner: number;
  sport?: number;
  champ?: number;
  time?: TimeFilter;
  count?: number;
  /** The Asian view: the Asia variant (goal sports, Asian handicap and total as headline markets). */
  asian?: boolean;
}

/** Most games the list loads for one query (pages of 500, the feed's page size limit). */
export const MAX_GAMES = 2000;
const PAGE_SIZE = 500;
/** The quick first page when the caller shows it before the rest. */
export const FIRST_PAGE_SIZE = 100;

async function gamesPage(origin: string, q: GamesQuery, count: number, page: number, signal?: AbortSignal) {
  const query = {
    lng: q.lang,
    partner: q.partner,
    count,
    page,
    ...(q.sport ? { sports: q.sport } : {}),
    ...(q.champ ? { champs: q.champ } : {}),
    ...(q.feed === 'LineFeed' && q.time ? timeParams(q.time) : {}),
  };
  const answer = await getJson(
    origin,
    (q.asian ? feedPaths.asiaGames : feedPaths.games1x2)(q.feed),
    query,
    gamesResponseSchema,
    signal,
  );
  return answer?.data.attributes;
}

/**
 * Every game of a query up to MAX_GAMES, in pages of 500; undefined when the first call fails. With
 * `onFirstPage`, a small first page is fetched and handed over first, so the list paints at once.
 */
export async function fetchGames(
  origin: string,
  q: GamesQuery,
  signal?: AbortSignal,
  onFirstPage?: (games: Game[]) => void,
): Promise<Game[] | undefined> {
  const limit = Math.min(q.count ?? MAX_GAMES, MAX_GAMES);
  if (onFirstPage) {
    const first = await gamesPage(origin, q, Math.min(FIRST_PAGE_SIZE, limit), 1, signal);
    if (!first) return undefined;
    if (first.games.length >= first.total || first.games.length >= limit) return first.games;
    onFirstPage(first.games);
  }
  const games: Game[] = [];
  for (let page = 1; games.length < limit; page += 1) {
    const answer = await gamesPage(origin, q, Math.min(PAGE_SIZE, limit), page, signal);
    if (!answer) return page === 1 ? undefined : games;
    games.push(...answer.games);
    if (answer.games.length === 0 || games.length >= answer.total) break;
  }
  return games.slice(0, limit);
}

/** Games whose teams or championship match `text` (Web_SearchZip; at least 2 characters). */
export async function searchGames(
  origin: string,
  q: { feed: FeedName; lang: string; partner: number; text: string },
  signal?: AbortSignal,
): Promise<Game[] | undefined> {
  const query = { lng: q.lang, partner: q.partner, text: q.text, limit: 50 };
  const answer = await getJson(origin, feedPaths.search(q.feed), query, searchResponseSchema, signal);
  return answer?.data.attributes.games;
}

/** `text` cut into pieces, the ones matching `query` (case-insensitive) flagged for highlighting. */
export function highlight(text: string, query: string): Array<{ text: string; match: boolean }> {
  const needle = query.trim().toLowerCase();
  if (needle.length === 0) return [{ text, match: false }];
  const parts: Array<{ text: string; match: boolean }> = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** One game with every market (GetGameZip). */
export async function fetchGame(
  origin: string,
  q: { feed: FeedName; lang: string; partner: number; id: number },
  signal?: AbortSignal,
): Promise<Game | undefined> {
  const query = { lng: q.lang, partner: q.partner, id: q.id };
  const answer = await getJson(origin, feedPaths.game(q.feed), query, gameResponseSchema, signal);
  return answer?.data.attributes.game;
}

/** A team's games (GetGamesTeamZip), for "upcoming games of the same teams". */
export async function fetchTeamGames(
  origin: string,
  q: { feed: FeedName; lang: string; partner: number; team: number },
  signal?: AbortSignal,
): Promise<Game[]> {
  const query = { lng: q.lang, partner: q.partner, team: q.team, count: 10 };
  const answer = await getJson(origin, feedPaths.teamGames(q.feed), query, gamesResponseSchema, signal);
  return answer?.data.attributes.games ?? [];
}

/** Championships of a sport with games now (GetChampsZip), or the top ones of every sport (WebGetTopChampsZip). */
export async function fetchChamps(
  origin: string,
  q: { feed: FeedName; lang: string; partner: number; sport?: number; top?: boolean },
  signal?: AbortSignal,
): Promise<Champ[]> {
  const query = { lng: q.lang, partner: q.partner, ...(q.sport ? { sports: q.sport } : {}) };
  const path = q.top ? feedPaths.topChamps(q.feed) : feedPaths.champs(q.feed);
  const answer = await getJson(origin, path, query, champsResponseSchema, signal);
  return answer?.data.attributes.champs ?? [];
}

/** Championships by country (countries by name, championships by name within each). */
export function byCountry(champs: readonly Champ[]): Array<{ country: string; champs: Champ[] }> {
  const groups = new Map<string, Champ[]>();
  for (const champ of champs) {
    const list = groups.get(champ.countryName) ?? [];
    list.push(champ);
    groups.set(champ.countryName, list);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([country, list]) => ({ country, champs: list.sort((a, b) => a.name.localeCompare(b.name)) }));
}
