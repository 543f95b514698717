/**
 * Security headers on every response. Our own pages get a CSP; framing is forbidden (`frame-ancestors 'none'`)
 * except where a route sets its own `frame-ancestors` before this runs on the way out (the statistics frame and
 * the widget frame pages, which partners embed): a route that already set Content-Security-Policy keeps it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './types';

/**
 * The casino's game origin (the second listener) as a frame source, for the pages that open a game in a frame
 * (the site, the casino widget's frame page); nothing when there is no game origin.
 */
export function gameFrameSource(deps: Pick<AppDeps, 'gamePort'>, requestUrl: string): string {
  if (!deps.gamePort) return '';
  const here = new URL(requestUrl);
  return ` ${here.protocol}//${here.hostname}:${deps.gamePort}`;
}

export const pageCsp = (frameAncestors: string, frameSources = '') =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' https://www.google.com https://hcaptcha.com https://*.hcaptcha.com${frameSources}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const unframed = pageCsp("'none'");
  return async (c, next) => {
    await next();
    setResponseHeader(c, 'X-Content-Type-Options', 'nosniff');
    setResponseHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!c.res.headers.has('Content-Security-Policy')) {
      setResponseHeader(c, 'Content-Security-Policy', unframed);
      setResponseHeader(c, 'X-Frame-Options', 'DENY');
    }
  };
}

/**
 * Sets a header on the response a handler returned, in place. Hono's `c.header()` after the handler rebuilds the
 * response around its body as a stream, which costs the Node server its fast path for every answer; a response
 * whose headers are frozen (one passed through from `fetch`) still goes that way.
 */
export function setResponseHeader(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/**
 * Puts `response` in place of the one a middleware got back from `next()`, exactly as given. Hono's `c.res` setter
 * copies the replaced response's headers onto the new one — a plain body's Content-Length onto a compressed one,
 * a content-encoding onto a decoded one — so the old response is dropped first.
 */
export function replaceResponse(c: Context, response: Response): void {
  c.res = undefined as unknown as Response;
  c.res = response;
}
