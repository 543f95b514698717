/**
 * What the line loads for its filters: the sports with their counts, the championships (top ones and by
 * country), the player's favourites, and the games of the query, first page at once, then followed on the push
 * stream (a live sport by sport, anything else by game ids).
 */
import type { Champ } from '@betframe/sdk/feed';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useRuntime, useSession } from '../runtime';
import { followFeed, preloadFeedPush } from '../runtime/follow-feed';
import { createFavorites, type Favorites } from './favorites';
import { fetchChamps, fetchGames, fetchSports, type SportCounts, searchGames } from './feed-api';
import type { LineFilters } from './line-store';
import { observeClocks } from './live-clock';
import type { LiveStore } from './live-store';
import { pageTicker } from './ticker';

/**
 * Pre-match games followed on the push stream by id (the first of the list): the ids travel in the query
 * string, which must stay under common header limits.
 */
export const PUSH_GAMES_LIMIT = 400;

export function useSports(): SportCounts[] {
  const { origin, options } = useRuntime();
  const [sports, setSports] = useState<SportCounts[]>([]);
  useEffect(() => {
    let live = true;
    fetchSports(origin, options.lang, options.partner).then((s) => {
      if (live) setSports(s);
    });
    return () => {
      live = false;
    };
  }, [origin, options.lang, options.partner]);
  return sports;
}

/**
 * The top championships and the championships of the chosen sport (of every sport when none is chosen); the top
 * ones are null while they load, so another sport's never stand in for them.
 */
export function useChamps(mode: LineFilters['mode'], sport: number | undefined): { top: Champ[] | null; all: Champ[] } {
  const { origin, options } = useRuntime();
  const [top, setTop] = useState<Champ[] | null>(null);
  const [all, setAll] = useState<Champ[]>([]);
  const feed = mode === 'live' ? 'LiveFeed' : 'LineFeed';
  useEffect(() => {
    const controller = new AbortController();
    setTop(null);
    // Both lists are of the chosen sport: a sport page's top row holds that sport's top championships only.
    const common = { feed, lang: options.lang, partner: options.partner, ...(sport ? { sport } : {}) } as const;
    fetchChamps(origin, { ...common, top: true }, controller.signal).then((list) => {
      if (!controller.signal.aborted) setTop(list);
    });
    fetchChamps(origin, common, controller.signal).then((list) => {
      if (!controller.signal.aborted) setAll(list);
    });
    return () => controller.abort();
  }, [origin, options.lang, options.partner, feed, sport]);
  return { top, all };
}

/** The player's favourites (following the session), and the favourites filter they make. */
export function useFavorites(): {
  favorites: Favorites;
  only: { games: ReadonlySet<number>; champs: ReadonlySet<number> };
} {
  const { origin } = useRuntime();
  const favorites = useMemo(() => createFavorites(origin), [origin]);
  const games = useStore(favorites.store, (s) => s.ids);
  const champs = useStore(favorites.store, (s) => s.champs);
  const only = useMemo(() => ({ games, champs }), [games, champs]);
  const token = useSession((s) => s.session?.token ?? null);
  useEffect(() => {
    void favorites.setToken(token);
  }, [favorites, token]);
  return { favorites, only };
}

export type ListState = 'loading' | 'ready' | 'empty';

/** Loads the games of the filters into `store` and follows them on the push stream. */
export function useGames(
  store: LiveStore,
  filters: Pick<LineFilters, 'mode' | 'sport' | 'champ' | 'time' | 'query'>,
  asian = false,
): ListState {
  const { origin, options } = useRuntime();
  const [state, setState] = useState<ListState>('loading');
  const { mode, sport, champ, time, query } = filters;
  const timeKey = JSON.stringify(time);
  // timeKey stands for time in the dependencies.
  useEffect(() => {
    const controller = new AbortController();
    let stop = () => {};
    setState('loading');
    const feed = mode === 'live' ? 'LiveFeed' : 'LineFeed';
    // A pre-match list (searched or not) drops a game once it starts: started games belong to live.
    const prematch = mode !== 'live';
    const load = query
      ? searchGames(origin, { feed, lang: options.lang, partner: options.partner, text: query }, controller.signal)
      : fetchGames(
          origin,
          { feed, lang: options.lang, partner: options.partner, sport, champ, time, asian },
          controller.signal,
          // The first page shows at once; the rest joins the list as it arrives.
          (first) => {
            if (controller.signal.aborted) return;
            for (const game of first) observeClocks(pageTicker, game);
            store.reset(first, prematch);
            setState(first.length > 0 ? 'ready' : 'loading');
          },
        );
    // The stream's code loads while the list is asked for.
    preloadFeedPush();
    load.then((games) => {
      if (controller.signal.aborted) return;
      for (const game of games ?? []) observeClocks(pageTicker, game);
      store.reset(games ?? [], prematch);
      setState(store.ids().length > 0 ? 'ready' : 'empty');
      const ids = store.ids();
      if (ids.length === 0) return;
      // The page's one feed stream (push-mux.ts), shared with the other widgets and the slip.
      stop = followFeed(
        origin,
        mode === 'live' && !query
          ? { ...(sport ? { sports: [sport] } : {}), lng: options.lang }
          : { games: ids.slice(0, PUSH_GAMES_LIMIT), line: true, lng: options.lang },
        {
          onDelta: (delta) => {
            observeClocks(pageTicker, delta);
            store.push(delta);
          },
        },
      );
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [origin, options.lang, options.partner, mode, sport, champ, timeKey, store, query, asian]);
  return state;
}
