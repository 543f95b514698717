import type { Context } from 'hono';
import { isHttps } from '../auth';

/** The origin the browser used: the request's, on https when a proxy in front terminated TLS. */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  if (url.protocol === 'http:' && isHttps(c)) url.protocol = 'https:';
  return url.origin;
}
