import { isAllowedOrigin } from '@betframe/sdk/config';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../app/errors';
import { bearerToken } from './request-facts';
import { readSessionCookie } from './session-cookie';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for requests that ride on the session cookie (and for sign-in calls, against login CSRF), by
 * the browser's own provenance headers rather than a token (the approach of Go's CrossOriginProtection):
 *
 * - safe methods pass; with `onlyWithSessionCookie`, so does every request without the session cookie;
 * - a request with a bearer token and no session cookie passes (nothing ambient to abuse);
 * - `Sec-Fetch-Site: same-origin` or `none` (typed URL, bookmark) passes;
 * - any other `Sec-Fetch-Site` (same-site, cross-site) passes only when `Origin` is a trusted origin (the
 *   partner's `allowedOrigins`);
 * - without `Sec-Fetch-Site` (older browsers), `Origin` must equal our own origin or a trusted one;
 * - with neither header the request did not come from a browser page, so there is no CSRF to stop.
 *
 * Rejections are 403 with code `csrf_rejected`.
 */
export function crossOriginGuard(
  trustedOrigins: (c: Context) => Promise<readonly string[]>,
  options: { onlyWithSessionCookie: boolean },
): MiddlewareHandler {
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    // Without the cookie there is no ambient authority to abuse (open calls stay callable cross-origin).
    if (options.onlyWithSessionCookie && readSessionCookie(c) === undefined) return next();
    if (bearerToken(c) !== undefined && readSessionCookie(c) === undefined) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    if (site === 'same-origin' || site === 'none') return next();
    if (site === undefined && origin === undefined) return next();
    if (origin !== undefined && origin !== 'null') {
      if (site === undefined && origin === new URL(c.req.url).origin) return next();
      if (isAllowedOrigin(await trustedOrigins(c), origin)) return next();
    }
    throw new ApiError(403, 'csrf_rejected', 'Cross-site request rejected');
  };
}
