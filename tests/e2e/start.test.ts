/**
 * `npm start` as a newcomer runs it: the process answers on its port, serves the contracts' top-level paths
 * (CONTRACTS.md §1) and shuts down gracefully on SIGTERM.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server-process';

let server: RunningServer;

beforeAll(async () => {
  // A newcomer's first start: an empty data folder, not the run's template (tests/support/server-process.ts).
  server = await startServer({ fresh: true });
  // Longer than startServer's own 180 s: a hook that gave up first left the starting server running, orphaned.
}, 200_000);

afterAll(async () => {
  await server?.stop();
});

describe('npm start', () => {
  it('answers /healthz with status ok when the database answers', async () => {
    const response = await fetch(`${server.origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('redirects / to the request-layer default language /ru', async () => {
    const response = await fetch(`${server.origin}/`, { redirect: 'manual' });
    expect(response.status).toBeGreaterThanOrEqual(301);
    expect(response.status).toBeLessThanOrEqual(308);
    expect(new URL(response.headers.get('location') ?? '', server.origin).pathname).toBe('/ru');
  });

  it('serves the loader as a classic script', async () => {
    const response = await fetch(`${server.origin}/sdk/loader.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const body = await response.text();
    expect(body).not.toMatch(/^\s*(import|export)\s/m);
  });

  it('serves the same app on PORT+1 as a second origin for partner pages', async () => {
    const response = await fetch(`${server.secondOrigin}/healthz`);
    expect(response.status).toBe(200);
  });

  it('stops gracefully on SIGTERM', async () => {
    const code = await server.stop();
    expect(code).toBe(0);
  });
});
