/**
 * The loader entry, built as a classic IIFE to `/sdk/loader.js` (CONTRACTS §2). It replaces the snippet's queue
 * stub with the real API, replays the queued calls in order (a failing call is reported, never thrown, and the
 * rest still run), then mounts the `data-betframe-widget` elements. Loading it twice is harmless: the second copy
 * finds the installed API and does nothing.
 */
import { createBetframe, report } from './betframe';
import type { BetframeApi } from './host-contract';

type Queued = ArrayLike<unknown>;
type Stub = ((...args: unknown[]) => unknown) & { q?: Queued[]; installed?: true } & Partial<BetframeApi>;

function install(win: Window & { Betframe?: Stub }, script: HTMLOrSVGScriptElement | null): void {
  const existing = win.Betframe;
  if (existing?.installed) return;
  // An SVG <script> has no `src` (its `href` is an object): the page's own origin is used then.
  const src = (script as HTMLScriptElement | null)?.src;
  const api = createBetframe(win, src ? new URL(src).origin : win.location.origin);
  const run = (args: Queued): unknown => {
    const [method, ...rest] = Array.from(args);
    try {
      const fn = (api as unknown as Record<string, unknown>)[method as string] as
        | ((...a: unknown[]) => unknown)
        | undefined;
      if (typeof fn !== 'function') throw new TypeError(`Betframe: unknown call "${String(method)}"`);
      const result = fn(...rest);
      if (result instanceof Promise) result.catch(report);
      return result;
    } catch (error) {
      report(error);
    }
  };
  const betframe: Stub = Object.assign((...args: unknown[]) => run(args), api, { installed: true as const });
  win.Betframe = betframe;
  for (const args of existing?.q ?? []) run(args);
  api.init();
}

install(window, document.currentScript);
