/**
 * The line's games, kept current from the push stream without making the list slow: deltas are queued and
 * applied once per animation frame (coalesced), each game has its own listeners so only the rows whose game
 * changed re-render, a changed coefficient remembers its direction (up/down) for the flash, and games that are
 * over (settled, cancelled, no longer accepting bets) leave the list — as does, in a pre-match list, a game that has
 * started (it belongs to live now).
 */
import { applyPushDelta, type Game, type PushDelta } from '@betframe/sdk/feed';

export type Direction = 'up' | 'down';

export interface LiveGame {
  game: Game;
  /** Outcome key `type:param` → direction of its last change, for the rows to flash. */
  moves: ReadonlyMap<string, Direction>;
  /** Increases on every change of this game (a cheap equality check for rows). */
  version: number;
}

type Listener = () => void;

export interface LiveStore {
  /** Game ids in list order. */
  ids(): readonly number[];
  get(id: number): LiveGame | undefined;
  /**
   * Replaces the whole list (a new query). `prematch`: a line list, which holds only games not yet started — a game
   * listed before its start leaves it when the stream says it has started.
   */
  reset(games: readonly Game[], prematch?: boolean): void;
  /** Queues a delta; it is applied with the others of the same frame. */
  push(delta: PushDelta): void;
  /** Applies queued deltas now (the frame callback; tests call it directly). */
  flush(): void;
  subscribeList(listener: Listener): () => void;
  subscribeGame(id: number, listener: Listener): () => void;
}

export const outcomeKey = (o: { type: number; param: number }) => `${o.type}:${o.param}`;

/** A game leaves the list once it no longer takes bets for good (settled 2, cancelled 4, finished 3). */
export const isOver = (game: Game) => game.status !== 1;

/** Whether a game listed as `before` has started by `after`: the feed moved it to live (kind 3 → 1). */
export const startedSince = (before: Game, after: Game) => before.kind !== 1 && after.kind === 1;

export interface LiveStoreOptions {
  /** Schedules the flush; default requestAnimationFrame (setTimeout where there is none). */
  schedule?: (callback: () => void) => void;
}

export function createLiveStore(options: LiveStoreOptions = {}): LiveStore {
  const schedule =
    options.schedule ??
    ((cb: () => void) =>
      typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => cb()) : setTimeout(cb, 16));
  let order: number[] = [];
  const games = new Map<number, LiveGame>();
  const listListeners = new Set<Listener>();
  const gameListeners = new Map<number, Set<Listener>>();
  let queue: PushDelta[] = [];
  let scheduled = false;
  let prematch = false;

  const notifyList = () => {
    for (const l of [...listListeners]) l();
  };
  const notifyGame = (id: number) => {
    for (const l of [...(gameListeners.get(id) ?? [])]) l();
  };

  // A snapshot carries the stream's headline markets only: a market the list loaded and the snapshot lacks (the
  // Asian view's Asian handicap and total, from GetAsiaGamesZip) stays, its prices followed by odds deltas.
  const keepListedMarkets = (before: Game, after: Game): Game => {
    if (after === before || after.markets === before.markets) return after;
    const has = new Set(after.markets.map((m) => `${m.group}:${m.period}`));
    const kept = before.markets.filter((m) => !has.has(`${m.group}:${m.period}`));
    return kept.length === 0 ? after : { ...after, markets: [...after.markets, ...kept] };
  };

  const store: LiveStore = {
    ids: () => order,
    get: (id) => games.get(id),
    reset(list, onlyPrematch = false) {
      prematch = onlyPrematch;
      games.clear();
      queue = [];
      order = [];
      for (const game of list) {
        if (isOver(game)) continue;
        games.set(game.id, { game, moves: new Map(), version: 0 });
        order.push(game.id);
      }
      notifyList();
      for (const id of order) notifyGame(id);
    },
    push(delta) {
      queue.push(delta);
      if (scheduled) return;
      scheduled = true;
      schedule(() => store.flush());
    },
    flush() {
      scheduled = false;
      const deltas = queue;
      queue = [];
      const changed = new Set<number>();
      const started = new Set<number>();
      let listChanged = false;
      for (const delta of deltas) {
        const id = delta.type === 'snapshot' ? delta.game.id : delta.gameId;
        const current = games.get(id);
        if (!current) {
          // A snapshot of a game we do not list (the stream follows more than the query shows) is ignored.
          continue;
        }
        const next = keepListedMarkets(current.game, applyPushDelta(current.game, delta));
        if (next === current.game) continue;
        const moves = new Map(current.moves);
        if (delta.type === 'odds') {
          const before = new Map<string, number>();
          for (const m of current.game.markets) for (const o of m.outcomes) before.set(outcomeKey(o), o.coef);
          for (const o of delta.changed) {
            const was = before.get(outcomeKey(o));
            if (was !== undefined && was !== o.coef) moves.set(outcomeKey(o), o.coef > was ? 'up' : 'down');
          }
        }
        if (prematch && startedSince(current.game, next)) started.add(id);
        games.set(id, { game: next, moves, version: current.version + 1 });
        changed.add(id);
      }
      for (const id of changed) {
        const entry = games.get(id);
        if (entry && (isOver(entry.game) || started.has(id))) {
          games.delete(id);
          listChanged = true;
        }
      }
      if (listChanged) order = order.filter((id) => games.has(id));
      if (listChanged) notifyList();
      for (const id of changed) notifyGame(id);
    },
    subscribeList(listener) {
      listListeners.add(listener);
      return () => listListeners.delete(listener);
    },
    subscribeGame(id, listener) {
      let set = gameListeners.get(id);
      if (!set) {
        set = new Set();
        gameListeners.set(id, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) gameListeners.delete(id);
      };
    },
  };
  return store;
}
