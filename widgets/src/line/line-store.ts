/**
 * What the player narrowed the line to (live or pre-match, sport, championship, time, search, favourites, the
 * open game) in a zustand vanilla store, one per mounted line, with pure actions. The host's props open the
 * widget narrowed (the site's betting routes, docs/site.md) and may arrive after the first render or change
 * later: `fromProps` applies each narrowing prop that is given.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Props } from '../runtime';
import type { TimeFilter } from './feed-api';

export type Mode = 'live' | 'line';

export interface LineFilters {
  mode: Mode;
  sport: number | undefined;
  champ: number | undefined;
  time: TimeFilter;
  /** What is typed in the search box. */
  searchText: string;
  /** The search in force (typing paused, at least 2 characters), or ''. */
  query: string;
  onlyFavorites: boolean;
  openGame: number | null;
  showChamps: boolean;
}

export type LineStore = StoreApi<LineFilters>;
type Action = (state: LineFilters) => Partial<LineFilters>;

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
const searchOf = (text: string) => (text.trim().length >= 2 ? text.trim() : '');

/** The narrowing props a host gave, read once per render. */
export function narrowingProps(props: Props) {
  return {
    mode: props.mode === 'live' || props.mode === 'line' ? (props.mode as Mode) : undefined,
    sport: num(props.sport),
    champ: num(props.champ),
    game: num(props.game),
    query: typeof props.query === 'string' ? props.query.trim() : undefined,
    favorites: props.favorites === true,
    /** Only these sports (the cyber section), or null for all. */
    sports: Array.isArray(props.sports) ? props.sports.filter((id): id is number => typeof id === 'number') : null,
  };
}

export function createLineStore(props: Props): LineStore {
  const given = narrowingProps(props);
  const initialQuery = given.query ?? '';
  return createStore<LineFilters>()(() => ({
    mode: given.mode === 'live' ? 'live' : 'line',
    sport: given.sport,
    champ: given.champ,
    time: { kind: 'all' },
    searchText: initialQuery,
    query: searchOf(initialQuery),
    onlyFavorites: given.favorites,
    openGame: given.game ?? null,
    showChamps: false,
  }));
}

export const lineActions = {
  setMode:
    (mode: Mode): Action =>
    () => ({ mode }),
  allSports: (): Action => () => ({ sport: undefined }),
  chooseSport:
    (sport: number): Action =>
    () => ({ sport, champ: undefined }),
  /** A top championship: on, or off again. */
  toggleChamp:
    (id: number): Action =>
    (s) => ({ champ: s.champ === id ? undefined : id }),
  /** A championship from the by-country list: on, and the list closes. */
  pickChamp:
    (champ: number): Action =>
    () => ({ champ, showChamps: false }),
  clearChamp: (): Action => () => ({ champ: undefined }),
  toggleShowChamps: (): Action => (s) => ({ showChamps: !s.showChamps }),
  setTime:
    (time: TimeFilter): Action =>
    () => ({ time }),
  typeSearch:
    (searchText: string): Action =>
    () => ({ searchText }),
  /** Typing paused: the search text becomes the search (fewer than 2 characters is no search). */
  settleSearch: (): Action => (s) => ({ query: searchOf(s.searchText) }),
  toggleOnlyFavorites: (): Action => (s) => ({ onlyFavorites: !s.onlyFavorites }),
  openGame:
    (openGame: number | null): Action =>
    () => ({ openGame }),
  /** One narrowing prop the host gave (later or changed). */
  fromProps:
    (key: 'mode' | 'sport' | 'champ' | 'game' | 'query' | 'favorites', props: Props): Action =>
    () => {
      const given = narrowingProps(props);
      switch (key) {
        case 'mode':
          return given.mode ? { mode: given.mode } : {};
        case 'sport':
          return given.sport !== undefined ? { sport: given.sport } : {};
        case 'champ':
          return given.champ !== undefined ? { champ: given.champ } : {};
        case 'game':
          return given.game !== undefined ? { openGame: given.game } : {};
        case 'query':
          return given.query === undefined ? {} : { searchText: given.query, query: searchOf(given.query) };
        case 'favorites':
          return given.favorites ? { onlyFavorites: true } : {};
      }
    },
};
