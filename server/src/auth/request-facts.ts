import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The peer address of the request as the socket saw it. Proxy headers (X-Forwarded-For) are deliberately not
 * trusted here: a client could forge them to dodge the per-address login limit. Behind a reverse proxy, put the
 * limit on the proxy or extend this with an explicit trusted-proxy list.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in-process has no socket.
    return 'unknown';
  }
}

/**
 * Whether the browser talks to us over TLS: the request URL, or X-Forwarded-Proto from a TLS-terminating proxy.
 * Trusting the header is safe here because it only decides the cookie's Secure flag: a forged `https` merely
 * makes the forger's own cookie stricter.
 */
export function isHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The bearer token of `Authorization` or `x-auth` (SPEC §7: "an x-auth bearer header with a fresh user token"). */
export function bearerToken(c: Context): string | undefined {
  for (const name of ['authorization', 'x-auth']) {
    const value = c.req.header(name);
    if (!value) continue;
    const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
    if (match?.[1]) return match[1];
  }
  return undefined;
}
