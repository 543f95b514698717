/**
 * `<BetframeProvider origin="https://sport.example.com" options={{ partner: 1, lang: 'en' }}>`: loads the loader
 * once (after mounting, so nothing runs during server rendering) and shares the typed API with the widgets and
 * hooks below. New `options` are passed to `Betframe.init` (it merges them; the same options change nothing).
 */
import { type InitOptions, type LoaderError, loadBetframe, type TypedBetframe } from '@betframe/sdk';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { BetframeContext } from './context';

export interface BetframeProviderProps {
  origin: string;
  options?: InitOptions;
  children?: ReactNode;
}

export function BetframeProvider({ origin, options, children }: BetframeProviderProps) {
  const [api, setApi] = useState<TypedBetframe | null>(null);
  const [error, setError] = useState<LoaderError | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    let live = true;
    setError(null);
    loadBetframe({ ...latest.current, origin }).then(
      (loaded) => {
        if (live) setApi(() => loaded);
      },
      (failure: LoaderError) => {
        if (live) setError(failure);
      },
    );
    return () => {
      live = false;
    };
  }, [origin]);

  // Options compared by value: a literal object in the parent's render must not call init on every render.
  const key = JSON.stringify(options ?? {}, (_, v: unknown) => (typeof v === 'function' ? '[function]' : v));
  useEffect(() => {
    void key;
    if (api && latest.current) api.init({ ...latest.current, origin });
  }, [api, key, origin]);

  const value = useMemo(() => ({ api, error }), [api, error]);
  return <BetframeContext.Provider value={value}>{children}</BetframeContext.Provider>;
}
