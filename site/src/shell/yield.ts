/**
 * `yieldToMain()`: resolves in a later task, so the work after it is a task of its own (yield-to-main.ts explains
 * why). A module of its own, without Preact: the site's small entry (main.tsx) uses it before anything else loads.
 */
interface Scheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a later task: `scheduler.yield()` where the browser has it (the rest of the work keeps its turn), else a zero timeout. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
