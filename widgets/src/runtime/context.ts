/**
 * React access to the runtime: `useRuntime()` for everything, and narrow selector hooks so a widget re-renders
 * only for what it reads (zustand's `useStore` over the vanilla stores).
 */
import type { SharedStore } from '@betframe/sdk/protocol';
import type { SessionState } from '@betframe/sdk/session';
import { createContext, useContext, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { BalanceNotice, Props, WidgetRuntime } from './widget';

export const RuntimeContext = createContext<WidgetRuntime | null>(null);

export function useRuntime(): WidgetRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime: no widget runtime above this component');
  return runtime;
}

export function useShared<T>(selector: (state: SharedStore) => T): T {
  return useStore(useRuntime().shared, selector);
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useRuntime().session.store, selector);
}

export function useProps(): Props {
  return useStore(useRuntime().props, (s) => s.props);
}

/** Calls `onNotice` each time another widget of the page reports a balance (not on mount). */
export function useBalanceNotice(onNotice: (notice: BalanceNotice) => void): void {
  const { balance } = useRuntime();
  const latest = useRef(onNotice);
  latest.current = onNotice;
  useEffect(
    () =>
      balance.subscribe((state, previous) => {
        if (state.notice && state.notice !== previous.notice) latest.current(state.notice);
      }),
    [balance],
  );
}
