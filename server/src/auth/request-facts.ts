import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { forwardedClient } from '../app/trusted-proxies';
import type { AppEnv } from '../app/types';

/**
 * The client's address, for the per-address limits: the socket's peer, or — when that peer is one of the
 * TRUSTED_PROXIES — the client their X-Forwarded-For names (server/src/app/trusted-proxies.ts). From any other
 * peer the header is ignored: a client could forge it to dodge the per-address login limit.
 */
export function clientAddress(c: Context<AppEnv>): string {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in-process has no socket.
    return 'unknown';
  }
  const trusted = c.get('trustedProxies');
  return trusted ? forwardedClient(peer, c.req.header('x-forwarded-for'), trusted) : peer;
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
