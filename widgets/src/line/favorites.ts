/**
 * Favourite games: kept in the browser for a guest (`localStorage['betframe:favorites']`), on the server for a
 * player (`/service-api/Favorite`, x-auth). When a player logs in, the browser's list joins the account's
 * (`Favorite/migrate/Games`) and the browser copy is cleared. A zustand store, so a row reads only whether its
 * own game is a favourite. Favourite championships stay in the browser for everyone (the server keeps games
 * only: `localStorage['betframe:favorite-champs']`).
 */
import { favoritesResponseSchema, feedPaths } from '@betframe/sdk/feed';
import * as z from 'zod/mini';
import { createStore, type StoreApi } from 'zustand/vanilla';

const KEY = 'betframe:favorites';
const CHAMPS_KEY = 'betframe:favorite-champs';
const idsSchema = z.array(z.number().check(z.int()));

export interface FavoritesState {
  ids: ReadonlySet<number>;
  champs: ReadonlySet<number>;
}

function readLocal(key = KEY): number[] {
  try {
    const parsed = idsSchema.safeParse(JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function writeLocal(ids: Iterable<number>, key = KEY): void {
  try {
    const list = [...ids];
    if (list.length === 0) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(list));
  } catch {
    // storage blocked: favourites last for this page
  }
}

async function call(origin: string, path: string, method: string, token: string, gameIds?: number[]) {
  try {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'x-auth': `Bearer ${token}`,
        ...(gameIds ? { 'content-type': 'application/json' } : {}),
      },
      ...(gameIds ? { body: JSON.stringify({ gameIds }) } : {}),
    });
    if (!response.ok) return undefined;
    const parsed = favoritesResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.data.attributes.games : undefined;
  } catch {
    return undefined;
  }
}

export interface Favorites {
  store: StoreApi<FavoritesState>;
  /** The session changed: a player's list comes from the server (after the browser's joins it). */
  setToken(token: string | null): Promise<void>;
  toggle(id: number): Promise<void>;
  toggleChamp(id: number): void;
}

export function createFavorites(origin: string): Favorites {
  const store = createStore<FavoritesState>()(() => ({
    ids: new Set(readLocal()),
    champs: new Set(readLocal(CHAMPS_KEY)),
  }));
  let token: string | null = null;
  return {
    store,
    async setToken(next) {
      token = next;
      if (!next) {
        store.setState({ ids: new Set(readLocal()) });
        return;
      }
      const local = readLocal();
      const games =
        local.length > 0
          ? await call(origin, feedPaths.favoriteMigrate, 'POST', next, local)
          : await call(origin, feedPaths.favorites, 'GET', next);
      if (games && token === next) {
        if (local.length > 0) writeLocal([]);
        store.setState({ ids: new Set(games) });
      }
    },
    toggleChamp(id) {
      const next = new Set(store.getState().champs);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      store.setState({ champs: next });
      writeLocal(next, CHAMPS_KEY);
    },
    async toggle(id) {
      const before = store.getState().ids;
      const next = new Set(before);
      const adding = !next.has(id);
      if (adding) next.add(id);
      else next.delete(id);
      store.setState({ ids: next });
      if (!token) {
        writeLocal(next);
        return;
      }
      const games = await call(origin, feedPaths.favoriteGamesEdit, adding ? 'POST' : 'DELETE', token, [id]);
      // The server's answer is the truth; a failed call puts the star back.
      store.setState({ ids: games ? new Set(games) : before });
    },
  };
}
