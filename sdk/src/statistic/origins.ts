/**
 * Origin checks for the statistics frame protocol (CONTRACTS §3). Allowed origins are exact
 * (`https://partner.example`); the only wildcard is a port wildcard (`http://localhost:*`), which the site
 * configuration uses for the demo partner's loopback origins.
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

function matches(origin: string, allowed: string): boolean {
  const pattern = allowed.replace(/\/+$/, '');
  if (pattern === origin) return true;
  if (!pattern.endsWith(':*')) return false;
  const base = pattern.slice(0, -2);
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return `${url.protocol}//${url.hostname}` === base;
}

export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): origin is string {
  if (!origin || origin === 'null') return false;
  return allowed.some((entry) => matches(origin, entry));
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
