/**
 * The shared state (CONTRACTS §4) and the page's events as hooks. Both are safe during server rendering: the
 * state reads as its defaults and no listener is added until the API is there.
 */
import {
  type BetframeEventName,
  type BetframeEvents,
  type SharedState,
  type SharedStateKey,
  sharedStateDefaults,
  type TypedBetframe,
} from '@betframe/sdk';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useBetframe } from './context';

// One snapshot per API, replaced when the state changes: useSyncExternalStore needs the same object until then.
const snapshots = new WeakMap<TypedBetframe, SharedState>();
const snapshotOf = (api: TypedBetframe) => {
  const known = snapshots.get(api);
  if (known) return known;
  const state = api.getState();
  snapshots.set(api, state);
  return state;
};

/** The whole shared state, or one key of it; re-renders when it changes (from any widget, frame or the page). */
export function useBetframeState(): SharedState;
export function useBetframeState<K extends SharedStateKey>(key: K): SharedState[K];
export function useBetframeState(key?: SharedStateKey): unknown {
  const { api } = useBetframe();
  const subscribe = useCallback(
    (notify: () => void) =>
      api
        ? api.on('state', () => {
            snapshots.set(api, api.getState());
            notify();
          })
        : () => {},
    [api],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (api ? snapshotOf(api) : sharedStateDefaults),
    () => sharedStateDefaults,
  );
  return key ? state[key] : state;
}

/** Calls `handler` for every `event` of the page (`login`, `balance`, `bet:placed`, …) while mounted. */
export function useBetframeEvent<E extends BetframeEventName>(
  event: E,
  handler: (data: BetframeEvents[E]) => void,
): void {
  const { api } = useBetframe();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => (api ? api.on(event, (data) => latest.current(data)) : undefined), [api, event]);
}
