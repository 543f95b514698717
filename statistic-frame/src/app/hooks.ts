import { createContext, useContext, useEffect, useState } from 'react';
import type { FrameRuntime } from '../bridge/runtime';
import type { FrameSettings } from '../bridge/settings';
import { useT } from '../i18n';
import { StatisticsCallError } from './api';

export const RuntimeContext = createContext<FrameRuntime | null>(null);

export function useRuntime(): FrameRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('RuntimeContext missing');
  return runtime;
}

export function useSettings(): FrameSettings {
  const runtime = useRuntime();
  const [settings, setSettings] = useState(runtime.settings.get());
  useEffect(() => runtime.settings.subscribe(setSettings), [runtime]);
  return settings;
}

export function useHiddenItems(): readonly string[] {
  const runtime = useRuntime();
  const [items, setItems] = useState(runtime.hidden.list());
  useEffect(() => runtime.hidden.subscribe(setItems), [runtime]);
  return items;
}

export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'error'; message: string; status: number }
  | { state: 'ready'; data: T };

/** Runs `load` whenever `key` changes; aborts the previous call. */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loadable<T> {
  const t = useT();
  const [value, setValue] = useState<Loadable<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setValue({ state: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setValue({ state: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
        const message =
          error instanceof StatisticsCallError && error.messageKey
            ? t(error.messageKey, { status })
            : error instanceof Error
              ? error.message
              : String(error);
        setValue({ state: 'error', message, status });
      },
    );
    return () => controller.abort();
    // `load` is recreated each render; `key` names everything it depends on.
  }, [key]);
  return value;
}
