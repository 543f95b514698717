/**
 * Every request gets an id (the client's `x-request-id` when it is sane, else a new one), echoed in the response
 * header, and a child logger carrying it; one line is logged per request with status and duration.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from './logger';
import { setResponseHeader } from './security-headers';
import type { AppEnv } from './types';

const acceptableId = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && acceptableId.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    setResponseHeader(c, 'x-request-id', requestId);
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
}
