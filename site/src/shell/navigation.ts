/** Client-side navigation: pushState plus a `popstate`-like notice so the app re-reads the address. */
import { locatePath } from '../routing/normalize-path';

export const NAVIGATE_EVENT = 'site:navigate';

export function navigate(to: string, replace = false): void {
  const url = new URL(to, window.location.origin);
  const located = locatePath(url.pathname);
  const next = `${located.canonical}${url.search}${url.hash}`;
  if (replace) window.history.replaceState(null, '', next);
  else window.history.pushState(null, '', next);
  window.dispatchEvent(new CustomEvent(NAVIGATE_EVENT, { detail: { replace } }));
  window.scrollTo?.(0, 0);
}

/** Follows same-site links without a reload (modifier keys and other targets keep the browser's behaviour). */
export function interceptLinks(root: Document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    // Language links reload the page: every widget takes its language when it is mounted.
    if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.hasAttribute('hreflang')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/web-api/')) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
