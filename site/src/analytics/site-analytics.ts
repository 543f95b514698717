/**
 * The site's analytics (docs/analytics.md): one SDK tracker on the site's request client. Every route the player
 * sees is a `view` step of the funnel; while the server's metadata says the session is recorded, route changes,
 * clicks (named by the nearest test hook or the element) and viewport sizes become session-recording frames.
 */
import { createAnalytics } from '@betframe/sdk/analytics';
import { siteHttp } from '../http/site-http';

export const siteAnalytics = createAnalytics({ http: siteHttp });

export function trackView(lang: string, path: string, route: string | undefined): void {
  siteAnalytics.track('view', { s1: `/${lang}${path === '/' ? '' : path}`, ...(route ? { s2: route } : {}) });
  siteAnalytics.record('route', `/${lang}${path}`);
}

/** Clicks and viewport sizes as recording frames (dropped by the tracker unless the session is recorded). */
export function recordInteractions(doc: Document): () => void {
  const view = doc.defaultView;
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const named = target?.closest('[data-testid]');
    siteAnalytics.record('click', named?.getAttribute('data-testid') ?? target?.tagName.toLowerCase() ?? '');
  };
  const onResize = () => siteAnalytics.record('resize', `${view?.innerWidth ?? 0}x${view?.innerHeight ?? 0}`);
  doc.addEventListener('click', onClick, { capture: true, passive: true });
  view?.addEventListener('resize', onResize, { passive: true });
  return () => {
    doc.removeEventListener('click', onClick, { capture: true });
    view?.removeEventListener('resize', onResize);
  };
}
