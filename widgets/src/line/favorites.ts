/**
 * Favourite games and championships: kept in the browser for a guest (`localStorage['betframe:favorites']`,
 * `['betframe:favorite-champs']`), on the server for a player (`/service-api/Favorite`, x-auth; schemas in
 * `@betframe/sdk/feed` favorites.ts). When a player logs in, the browser's lists join the account's
 * (`Favorite/migrate/Games`, `Favorite/migrate/Champs`) and the browser copies are cleared. A server that answers
 * without `champs` keeps games only: championships then stay in the browser. A zustand store, so a row reads
 * only whether its own game (a header its own championship) is a favourite.
 */
import { type FavoritesList, favoritesResponseSchema, feedPaths } from '@betframe/sdk/feed';
import * as z from 'zod/mini';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { httpFor, playerAuth } from '../runtime/http';

const GAMES_KEY = 'betframe:favorites';
const CHAMPS_KEY = 'betframe:favorite-champs';
const idsSchema = z.array(z.number().check(z.int()));

export interface FavoritesState {
  ids: ReadonlySet<number>;
  champs: ReadonlySet<number>;
}

function readLocal(key: string): number[] {
  try {
    const parsed = idsSchema.safeParse(JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function writeLocal(key: string, ids: Iterable<number>): void {
  try {
    const list = [...ids];
    if (list.length === 0) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(list));
  } catch {
    // storage blocked: favourites last for this page
  }
}

async function call(
  origin: string,
  path: string,
  method: 'GET' | 'POST' | 'DELETE',
  token: string,
  body?: { gameIds: number[] } | { champIds: number[] },
): Promise<FavoritesList | undefined> {
  const result = await httpFor(origin).request({
    path,
    method,
    headers: playerAuth(token),
    ...(body ? { params: body } : {}),
    schema: favoritesResponseSchema,
  });
  return result.error ? undefined : result.data.data.attributes;
}

export interface Favorites {
  store: StoreApi<FavoritesState>;
  /** The session changed: a player's lists come from the server (after the browser's join them). */
  setToken(token: string | null): Promise<void>;
  toggle(id: number): Promise<void>;
  toggleChamp(id: number): Promise<void>;
}

const toggled = (set: ReadonlySet<number>, id: number) => {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

export function createFavorites(origin: string): Favorites {
  const store = createStore<FavoritesState>()(() => ({
    ids: new Set(readLocal(GAMES_KEY)),
    champs: new Set(readLocal(CHAMPS_KEY)),
  }));
  let token: string | null = null;
  // Whether the server keeps championships (it said so by answering `champs`).
  let serverChamps = false;

  /** The server's answer is the truth for what it keeps. */
  const apply = (list: FavoritesList) => {
    serverChamps = list.champs !== undefined;
    store.setState({
      ids: new Set(list.games),
      ...(list.champs ? { champs: new Set(list.champs) } : {}),
    });
  };

  return {
    store,
    async setToken(next) {
      token = next;
      if (!next) {
        serverChamps = false;
        store.setState({ ids: new Set(readLocal(GAMES_KEY)), champs: new Set(readLocal(CHAMPS_KEY)) });
        return;
      }
      const games = readLocal(GAMES_KEY);
      const champs = readLocal(CHAMPS_KEY);
      let list: FavoritesList | undefined;
      if (games.length > 0) {
        list = await call(origin, feedPaths.favoriteMigrate, 'POST', next, { gameIds: games });
        if (list && token === next) writeLocal(GAMES_KEY, []);
      }
      if (champs.length > 0 && token === next) {
        const merged = await call(origin, feedPaths.favoriteMigrateChamps, 'POST', next, { champIds: champs });
        // A server without championships (404, or an answer without them) leaves them in the browser.
        if (merged?.champs && token === next) writeLocal(CHAMPS_KEY, []);
        list = merged ?? list;
      }
      if (!list && token === next) list = await call(origin, feedPaths.favorites, 'GET', next);
      if (list && token === next) apply(list);
    },
    async toggle(id) {
      const before = store.getState().ids;
      const next = toggled(before, id);
      store.setState({ ids: next });
      if (!token) {
        writeLocal(GAMES_KEY, next);
        return;
      }
      const adding = next.has(id);
      const list = await call(origin, feedPaths.favoriteGamesEdit, adding ? 'POST' : 'DELETE', token, {
        gameIds: [id],
      });
      // A failed call puts the star back.
      if (list) apply(list);
      else store.setState({ ids: before });
    },
    async toggleChamp(id) {
      const before = store.getState().champs;
      const next = toggled(before, id);
      store.setState({ champs: next });
      if (!token || !serverChamps) {
        writeLocal(CHAMPS_KEY, next);
        return;
      }
      const adding = next.has(id);
      const list = await call(origin, feedPaths.favoriteChampsEdit, adding ? 'POST' : 'DELETE', token, {
        champIds: [id],
      });
      if (list) apply(list);
      else store.setState({ champs: before });
    },
  };
}
