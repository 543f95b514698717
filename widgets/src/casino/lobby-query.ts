/**
 * What the lobby asks for: a category (or the favourites / recently played shelves, which the lobby filters
 * itself), a provider, a search text and an order. `lobbyParams` turns it into the lobby call's query
 * (CONTRACTS §6), leaving out what is not set, so the request layer's cache keys stay few.
 */
import { createExpiringStorage, type ExpiringStorage } from '@betframe/sdk/storage';
import * as z from 'zod/mini';

export const lobbySorts = ['popular', 'new', 'name'] as const;
export type LobbySort = (typeof lobbySorts)[number];

/** A shelf: every game, a category by id, or the player's own lists. */
export type Shelf = 'all' | 'favourites' | 'recent' | number;

export interface LobbyQuery {
  shelf: Shelf;
  provider: number | null;
  search: string;
  sort: LobbySort;
}

export const initialQuery: LobbyQuery = { shelf: 'all', provider: null, search: '', sort: 'popular' };

export const PAGE_SIZE = 48;
/** The player's shelves are cut from one larger answer (their ids may be anywhere in the catalogue). */
export const SHELF_SIZE = 200;
/** Search as you type: the call goes once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;

export function lobbyParams(query: LobbyQuery, page: number): Record<string, string | number> {
  const own = query.shelf === 'favourites' || query.shelf === 'recent';
  const params: Record<string, string | number> = { sort: query.sort, page, count: own ? SHELF_SIZE : PAGE_SIZE };
  if (typeof query.shelf === 'number') params.category = query.shelf;
  if (query.provider !== null) params.provider = query.provider;
  const search = query.search.trim();
  if (search) params.search = search;
  return params;
}

/** Keeps the games of a player's own shelf, in the shelf's order (recent: last played first). */
export function onShelf<T extends { id: number }>(games: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(games.map((g) => [g.id, g]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const RECENT_KEY = 'betframe.casino.recent';
const RECENT_MAX = 12;
const recentSchema = z.array(z.number().check(z.int()));

/** The games this browser opened last, newest first (kept in the browser: guests have them too). */
export function readRecent(storage: ExpiringStorage = createExpiringStorage()): number[] {
  return (storage.get(RECENT_KEY, recentSchema) ?? []).slice(0, RECENT_MAX);
}

export function rememberPlayed(id: number, storage: ExpiringStorage = createExpiringStorage()): number[] {
  const next = [id, ...readRecent(storage).filter((n) => n !== id)].slice(0, RECENT_MAX);
  storage.set(RECENT_KEY, next);
  return next;
}
