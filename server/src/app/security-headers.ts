/**
 * Security headers on every response. Our own pages get a CSP; framing is forbidden (`frame-ancestors 'none'`)
 * except where a route sets its own `frame-ancestors` before this runs on the way out (the statistics frame and
 * the widget frame pages, which partners embed): a route that already set Content-Security-Policy keeps it.
 */
import type { MiddlewareHandler } from 'hono';
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
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', pageCsp("'none'"));
      c.header('X-Frame-Options', 'DENY');
    }
  };
}
