/**
 * The player's game subscriptions (SPEC §7 SubscriptionService; wire in @betframe/sdk/feed game-subscriptions.ts):
 * which games the player follows and for which events, loaded when a player signs in; the event types a game
 * offers; saving. The notices the player then hears (the push stream's `game` event) and the saving's outcome are
 * short notices in `toasts`, shown by `GameNotices`. A zustand store, so a row reads only its own game.
 */
import {
  type EventTypesAnswer,
  eventTypesResponseSchema,
  type GameEventType,
  type GameNotice,
  gameSubscriptionPaths,
  gameSubscriptionsResponseSchema,
  savedGameSubscriptionResponseSchema,
} from '@betframe/sdk/feed';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { httpFor, playerAuth } from '../runtime/http';
import type { ToastItem } from '../runtime/ui/toast';

export interface FollowsState {
  /** Signed in: the bell is offered. */
  signedIn: boolean;
  /** gameId → the events followed. */
  games: ReadonlyMap<number, readonly GameEventType[]>;
  toasts: readonly ToastItem[];
}

export interface Follows {
  store: StoreApi<FollowsState>;
  setToken(token: string | null): Promise<void>;
  eventTypes(gameId: number, lang: string): Promise<EventTypesAnswer['eventTypes'] | undefined>;
  /** Saves the events followed (none ends it); false when the call failed. */
  save(gameId: number, events: readonly GameEventType[]): Promise<boolean>;
  notify(toast: Omit<ToastItem, 'id'>): void;
  /** A followed game's event from the push stream. */
  heard(notice: GameNotice): void;
  dismiss(id: ToastItem['id']): void;
}

const MAX_TOASTS = 4;

export function createFollows(origin: string): Follows {
  const store = createStore<FollowsState>()(() => ({ signedIn: false, games: new Map(), toasts: [] }));
  let token: string | null = null;
  let next = 0;
  const http = () => httpFor(origin);
  const notify = (toast: Omit<ToastItem, 'id'>) =>
    store.setState((s) => ({ toasts: [...s.toasts, { ...toast, id: `follow-${++next}` }].slice(-MAX_TOASTS) }));

  return {
    store,
    async setToken(value) {
      token = value;
      store.setState({ signedIn: value !== null, games: new Map() });
      if (!value) return;
      const result = await http().request({
        path: gameSubscriptionPaths.subscriptions,
        method: 'POST',
        headers: playerAuth(value),
        params: {},
        schema: gameSubscriptionsResponseSchema,
      });
      if (result.error || token !== value) return;
      store.setState({
        games: new Map(result.data.data.attributes.subscriptions.map((s) => [s.gameId, s.events] as const)),
      });
    },
    async eventTypes(gameId, lang) {
      const result = await http().request({
        path: gameSubscriptionPaths.eventTypes,
        method: 'GET',
        params: { gameId, lng: lang },
        schema: eventTypesResponseSchema,
      });
      return result.error ? undefined : result.data.data.attributes.eventTypes;
    },
    async save(gameId, events) {
      if (!token) return false;
      const result = await http().request({
        path: gameSubscriptionPaths.save,
        method: 'POST',
        headers: playerAuth(token),
        params: { gameId, events: [...events] },
        schema: savedGameSubscriptionResponseSchema,
      });
      if (result.error) return false;
      const saved = result.data.data.attributes;
      store.setState((s) => {
        const games = new Map(s.games);
        if (saved.events.length > 0) games.set(saved.gameId, saved.events);
        else games.delete(saved.gameId);
        return { games };
      });
      return true;
    },
    notify,
    heard(notice) {
      notify({ text: `${notice.title}: ${notice.text}` });
    },
    dismiss(id) {
      store.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    },
  };
}
