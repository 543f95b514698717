/**
 * The page's registry of shared long-lived streams (the feed push and the player's stream). The site's bundle,
 * the widgets' runtime and inline widgets are separate module instances on one page; each would keep streams of
 * its own, and a browser keeps only six HTTP/1.1 connections per host (docs/betting-widgets.md "Streams: one per
 * origin"). So the first bundle to subscribe leaves its subscribe function on `globalThis` under a
 * `Symbol.for` key, and every later bundle of the same registry version subscribes through it. A registry of
 * another version (another release's bundle on the page) is left alone: the caller keeps a stream of its own.
 */

const REGISTRY_KEY = Symbol.for('betframe.streams');
/** Raised whenever the shape of a registered function or of what it hands back changes. */
export const STREAMS_VERSION = 1;

export type StreamKind = 'feed' | 'bets';

interface Registry {
  version: number;
  feed?: unknown;
  bets?: unknown;
}

/**
 * The page's function for `kind`: the one an earlier bundle registered, else `own` (registered now). A registry
 * of another version, or something else under the key, gives `own` without registering it.
 */
export function onPage<F extends (...args: never[]) => unknown>(kind: StreamKind, own: F): F {
  const scope = globalThis as unknown as Record<symbol, unknown>;
  let found = scope[REGISTRY_KEY];
  if (found === undefined) {
    found = { version: STREAMS_VERSION } satisfies Registry;
    scope[REGISTRY_KEY] = found;
  }
  if (typeof found !== 'object' || found === null || (found as Registry).version !== STREAMS_VERSION) return own;
  const registry = found as Registry;
  const registered = registry[kind];
  if (typeof registered === 'function') return registered as F;
  registry[kind] = own;
  return own;
}

/** Whether `url` (absolute or relative) is on the page's own origin: its cookies authenticate it. */
export function isPageOrigin(url: string): boolean {
  const here = (globalThis as { location?: { href?: string; origin?: string } }).location;
  if (!here?.href) return !/^[a-z][a-z0-9+.-]*:/i.test(url);
  try {
    return new URL(url, here.href).origin === here.origin;
  } catch {
    return false;
  }
}

/** `url` made absolute against the page, so `''` and the page's own origin name the same stream. */
export function streamKey(url: string): string {
  const here = (globalThis as { location?: { href?: string } }).location?.href;
  if (!here) return url;
  try {
    return new URL(url, here).href;
  } catch {
    return url;
  }
}
