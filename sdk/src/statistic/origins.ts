import { isAllowedOrigin as configAllows } from '../config/origins';

/**
 * Origin checks for the statistics frame protocol (CONTRACTS §3). Allowed origins are the partner's
 * `allowedOrigins` from the site configuration, matched by `@betframe/sdk/config`'s rule.
 */

/** The origin of a URL, or undefined when it has none (empty referrer, `about:blank`, opaque origins). */
export function originOf(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Exact entries, plus loopback origins for entries written with any port (`http://localhost:*`), by the site
 * configuration's rule. Opaque origins ('null') never match.
 */
export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): origin is string {
  if (!origin || origin === 'null') return false;
  return configAllows(allowed, origin);
}

/**
 * The parent's origin as the frame can know it before any message: the closest ancestor origin of an iframe
 * (Chromium, WebKit), else the referrer's origin (iframes elsewhere, and windows opened by the parent).
 */
export function candidateParentOrigin(
  location: { ancestorOrigins?: { length: number; [index: number]: string } } | undefined,
  referrer: string,
): string | undefined {
  const ancestors = location?.ancestorOrigins;
  if (ancestors && ancestors.length > 0) {
    const first = ancestors[0];
    if (first && first !== 'null') return first;
  }
  return originOf(referrer);
}
