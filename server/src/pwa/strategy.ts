/**
 * What the service worker does with a request (docs/pwa.md). It is plain, self-contained code: the server writes
 * its source into `/sw.js` (`Function.prototype.toString`), and the unit tests call it directly.
 * - `cache`: the site's built files (hashed assets, icons, the manifest) — from the precache, else the network;
 * - `page`: a navigation to a site page — the network, and when it fails the offline page in the path's language;
 * - `network`: everything else — API answers, money screens' data, analytics — never cached, never answered by
 *   the worker.
 */
export type SwStrategy = { kind: 'cache' } | { kind: 'page'; lang: string } | { kind: 'network' };

export function strategyFor(method: string, mode: string, url: string, origin: string): SwStrategy {
  const at = new URL(url);
  if (method !== 'GET' || at.origin !== origin) return { kind: 'network' };
  if (/^\/site\/(assets\/[^/]+|[a-z0-9-]+\.(png|svg|webmanifest))$/.test(at.pathname)) return { kind: 'cache' };
  const page = /^\/(ru|en|kk|ar)(\/|$)/.exec(at.pathname);
  if (mode === 'navigate' && page && !at.pathname.includes('/statisticpopup'))
    return { kind: 'page', lang: page[1] ?? 'ru' };
  return { kind: 'network' };
}
