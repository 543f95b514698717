import type { LoaderError, TypedBetframe } from '@betframe/sdk';
import { createContext, useContext } from 'react';

/** What `<BetframeProvider>` shares: the API once the loader is there, or why it is not. */
export interface BetframeContextValue {
  api: TypedBetframe | null;
  error: LoaderError | null;
}

export const BetframeContext = createContext<BetframeContextValue | null>(null);

/** The API (null while the loader loads, during server rendering, or after it failed) and the load error. */
export function useBetframe(): BetframeContextValue {
  const value = useContext(BetframeContext);
  if (!value) throw new Error('useBetframe: wrap the component in <BetframeProvider origin="…">');
  return value;
}
