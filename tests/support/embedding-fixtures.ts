/**
 * A @web/test-runner middleware that gives the test server the sportsbook paths the loader uses, backed by
 * fixtures: `/sdk/frame/:widget` → a protocol frame page (the real frame-side handshake, RPC and shared-state
 * link, no React), `/sdk/widgets/manifest.json` → a manifest whose `host` is the real host chunk source, and so is
 * `/sdk/widgets/host/host.js`, the name the loader imports it by.
 * With the test page on `localhost` and frames requested from `127.0.0.1`, frames are a second origin; every
 * response allows CORS like the sportsbook's `/sdk/*`.
 */
import type { TestRunnerConfig } from '@web/test-runner';

type Middleware = NonNullable<TestRunnerConfig['middleware']>[number];

export function embeddingFixtures(): Middleware {
  return async (ctx, next) => {
    const path = ctx.path;
    if (path.startsWith('/sdk/frame/')) {
      const widget = path.slice('/sdk/frame/'.length);
      ctx.url = `/tests/fixtures/embedding/frame.html?${ctx.querystring}&widget=${encodeURIComponent(widget)}`;
    } else if (path === '/sdk/widgets/manifest.json') {
      ctx.url = '/tests/fixtures/embedding/manifest.json';
    } else if (path === '/sdk/widgets/host/host.js') {
      // The host chunk's fixed name, which the loader imports.
      ctx.url = '/tests/fixtures/embedding/host.ts';
    } else if (path.startsWith('/sdk/widgets/') && path.endsWith('.js')) {
      ctx.url = `/tests/fixtures/embedding/${path.slice('/sdk/widgets/'.length, -3)}.ts`;
    }
    await next();
    // The host chunk and its modules are imported cross-origin, as from the sportsbook's CDN (which sends CORS).
    ctx.set('Access-Control-Allow-Origin', '*');
  };
}
