/**
 * The route part of the embedded mode: the parent moves the site with `routePath` (a path after the language,
 * e.g. `/line/1`), and the site reports where it is. One step decides, from the shared state as it is now and
 * the parent's route last seen, whether to follow the parent or report the site's own route.
 */
import { normalizePath } from '../routing/normalize-path';

export interface RouteSyncInput {
  handshaked: boolean;
  /** `routePath` of the shared state now. */
  shared: string;
  /** `routePath` seen at the previous step (undefined before the first step after the handshake). */
  lastSeen: string | undefined;
  /** The site's own path after the language. */
  here: string;
}

export interface RouteSyncStep {
  navigateTo?: string;
  report?: string;
  lastSeen: string | undefined;
}

/** A route the parent may send: a path after the language, normalised like every site path. */
export function parentRoute(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || /[\s\\?#]/.test(value)) return null;
  return normalizePath(value);
}

export function routeSyncStep({ handshaked, shared, lastSeen, here }: RouteSyncInput): RouteSyncStep {
  if (!handshaked) return { lastSeen };
  const wanted = parentRoute(shared);
  const first = lastSeen === undefined;
  // At the handshake the parent's default '/' means "no wish": the site stays and reports where it is.
  const parentMoved = wanted !== null && wanted !== here && (first ? wanted !== '/' : shared !== lastSeen);
  if (parentMoved) return { navigateTo: wanted, lastSeen: shared };
  if (shared !== here) return { report: here, lastSeen: here };
  return { lastSeen: shared };
}
