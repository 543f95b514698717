/**
 * Giving the main thread back between pieces of start-up work (docs/content-and-seo.md "Page speed"): a long
 * task blocks taps and is what the total blocking time counts, so the site's start is cut into tasks of their own —
 * `yieldToMain` between steps, `useAfterFirstTask` for the parts of a screen nobody sees at first.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { yieldToMain } from './yield';

export { yieldToMain };

/**
 * False on the first render, true from a render `tasks` tasks later (1: the next one): what is drawn behind it
 * waits its turn, and parts behind different counts render in different tasks.
 */
export function useAfterFirstTask(tasks = 1): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      for (let i = 0; i < tasks; i += 1) await yieldToMain();
      if (live) setAfter(true);
    })();
    return () => {
      live = false;
    };
  }, [tasks]);
  return after;
}

/**
 * Its children from a render `tasks` tasks after the first: a part of a screen nobody sees at first (below the fold,
 * closed) renders alone then — only this component re-renders, not the screen around it.
 */
export function Deferred({ tasks = 1, children }: { tasks?: number; children: ReactNode }): ReactNode {
  return useAfterFirstTask(tasks) ? children : null;
}
