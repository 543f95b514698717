/**
 * The Hono app: request context, security headers, compression, body limit, the route modules it is given (the
 * server's list is the composition root, `server/src/routes.ts`), then the static files; one error handler turns
 * every failure into the agreed error body.
 */
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { pgErrorCode, pgErrorCodes } from '../db';
import { compression } from './compression';
import { ApiError, errorBody } from './errors';
import { requestContext } from './request-context';
import { measureRequests } from './request-metrics';
import { securityHeaders } from './security-headers';
import { refuseWhileStopping } from './shutdown';
import { registerStaticFiles } from './static-files';
import type { AppDeps, AppEnv, RouteModule } from './types';

export { anonymousOnly, requireUser } from './auth';
export { ApiError, type ErrorBody, errorBody, type ValidationErrors } from './errors';
export { createLogger, type Logger } from './logger';
export { escapeLabel, requestMetricsOf } from './request-metrics';
export { pageCsp } from './security-headers';
export { beginShutdown, RECONNECT_HINT_MS, shutdownSignal } from './shutdown';
export { forwardedClient, parseTrustedProxies, type TrustedProxies } from './trusted-proxies';
export type * from './types';
export { parseOrThrow, readBody, readParams, readQuery, validationErrorsOf } from './validation';

export const maxBodyBytes = 1024 * 1024;
/**
 * An upload route (its path ends in `/upload`, e.g. the verification documents) may carry a 10 MB file and its
 * form around it; the route checks the file's own limit and answers 400 naming it.
 */
export const maxUploadBodyBytes = 11 * 1024 * 1024;

export function createApp(deps: AppDeps, modules: RouteModule[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(measureRequests(deps));
  app.use(refuseWhileStopping(deps));
  app.use(requestContext(deps.logger));
  const proxies = deps.trustedProxies;
  if (proxies) {
    app.use((c, next) => {
      c.set('trustedProxies', proxies);
      return next();
    });
  }
  app.use(securityHeaders());
  app.use(compression());
  const tooLarge = (c: Context) => c.json(errorBody('payload_too_large', 'The request body is too large'), 413);
  const ordinaryBody = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge });
  const uploadBody = bodyLimit({ maxSize: maxUploadBodyBytes, onError: tooLarge });
  // GET and HEAD carry no body; asking for one would build a full Request object for every read of the feed.
  app.use((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.req.path.endsWith('/upload') ? uploadBody(c, next) : ordinaryBody(c, next);
  });

  for (const register of modules) register(app, deps);
  registerStaticFiles(app, deps);

  app.notFound((c) => c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(errorBody(error.code, error.message, error.validationErrors, error.details), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 413 ? 'payload_too_large' : status < 500 ? 'bad_request' : 'server_error';
      return c.json(errorBody(code, error.message || 'Bad request'), status);
    }
    // Constraint failures a route did not anticipate are still the client's doing, not a server fault.
    const sqlState = pgErrorCode(error);
    if (sqlState === pgErrorCodes.checkViolation || sqlState === pgErrorCodes.uniqueViolation) {
      return c.json(errorBody('conflict', 'The request conflicts with the current state'), 409);
    }
    if (error instanceof URIError || error instanceof SyntaxError) {
      return c.json(errorBody('bad_request', 'The request could not be read'), 400);
    }
    const requestId = c.get('requestId');
    c.get('log')?.error({ err: error, requestId }, 'unhandled error');
    return c.json(errorBody('server_error', `Internal server error (request ${requestId})`), 500);
  });
  return app;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens with `@hono/node-server`; port 0 picks a free one (tests). */
export function listen(app: Hono<AppEnv>, options: { port: number; hostname: string }): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, (info) => {
      const host = options.hostname === '0.0.0.0' || options.hostname === '::' ? '127.0.0.1' : options.hostname;
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        // Stop accepting, let in-flight requests finish, drop idle keep-alive sockets; force after 5 s.
        close: () =>
          new Promise<void>((done) => {
            const force = setTimeout(() => {
              if ('closeAllConnections' in server) server.closeAllConnections();
            }, 5000);
            // A keep-alive socket turns idle when its last response (a push stream ending, say) is done: keep
            // dropping idle ones until the server has closed, rather than waiting for the force.
            const idle = setInterval(() => {
              if ('closeIdleConnections' in server) server.closeIdleConnections();
            }, 100);
            server.close(() => {
              clearTimeout(force);
              clearInterval(idle);
              done();
            });
            if ('closeIdleConnections' in server) server.closeIdleConnections();
          }),
      });
    });
    // Kept-alive sockets outlive a proxy's idle timeout (nginx and most balancers drop theirs at 60 s), so the
    // server is never the side that closes a socket a client is about to reuse (that race is an ECONNRESET).
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
    }
    server.once('error', reject);
  });
}
