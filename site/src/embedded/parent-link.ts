/**
 * Embedded micro-frontend mode (SPEC §2 "Shared state keys", CONTRACTS §4): when the site runs in a frame of a
 * parent page, it joins the parent's shared state over `postMessage` — only with a parent whose origin the
 * partner's configuration allows, and only for the store id the parent named (`?storeId=`, 21 characters).
 * The site then honours every key (embedded-chrome.ts; the table in docs/site.md) and reports its own route,
 * whether a modal is open and the browser's install offer.
 */
import { isAllowedOrigin } from '@betframe/sdk/config';
import { type BoundSharedStore, bindSharedStore, storeIdSchema, windowEndpoint } from '@betframe/sdk/protocol';

export interface ParentLinkInput {
  self: Window;
  parent: Window;
  /** The parent's origin as the browser reports it (document.referrer, or ancestorOrigins[0]). */
  parentOrigin: string | null;
  search: URLSearchParams;
  allowedOrigins: readonly string[];
}

/** Why the site does or does not join: null when it should join with the returned store id. */
export function parentLinkRefusal(input: ParentLinkInput): string | null {
  if (input.parent === input.self) return 'not-embedded';
  if (!input.parentOrigin) return 'unknown-parent-origin';
  if (!isAllowedOrigin(input.allowedOrigins, input.parentOrigin)) return 'origin-not-allowed';
  if (!storeIdSchema.safeParse(input.search.get('storeId')).success) return 'no-store-id';
  return null;
}

export function joinParentState(input: ParentLinkInput): BoundSharedStore | null {
  if (parentLinkRefusal(input) !== null || !input.parentOrigin) return null;
  const storeId = input.search.get('storeId') ?? '';
  return bindSharedStore(windowEndpoint(input.self, input.parent, input.parentOrigin), storeId);
}

/** The parent's origin as far as the browser tells it. */
export function parentOriginOf(doc: Document): string | null {
  const ancestors = doc.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return doc.referrer ? new URL(doc.referrer).origin : null;
  } catch {
    return null;
  }
}

/** The parent's `overlayTheme` as a site theme; anything else (null, another word) leaves the player's own. */
export function embeddedThemeOf(value: string | null | undefined): 'light' | 'dark' | null {
  return value === 'light' || value === 'dark' ? value : null;
}
