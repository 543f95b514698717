import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginShutdown } from '../app/shutdown';
import { openTestServer, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('readiness, metrics and graceful stop (CONTRACTS §8)', () => {
  it('/readyz is 200 with every check passing on an embedded database (one process, its own writer)', async () => {
    const res = await server.fetch('/readyz');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'ready',
      checks: { database: true, migrations: true, feed: true, stopping: false },
      feed: { role: 'single' },
    });
  });

  it('/metrics is Prometheus text: requests and latency by route, bets, push clients, the ledger', async () => {
    await server.fetch('/healthz');
    await server.fetch('/service-api/LineFeed/GetSportsShortZip?lng=en');
    await server.fetch('/metrics');
    // The reconcile runs in the background of a scrape; the next scrape reports it.
    await new Promise((r) => setTimeout(r, 300));
    const res = await server.fetch('/metrics');
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('betframe_http_requests_total{method="GET",route="/healthz",status="200"} 1');
    expect(text).toContain(
      'betframe_http_request_duration_seconds_count{method="GET",route="/service-api/LineFeed/GetSportsShortZip"} 1',
    );
    expect(text).toMatch(
      /betframe_http_request_duration_seconds_bucket\{method="GET",route="\/healthz",le="\+Inf"\} 1/,
    );
    expect(text).toContain('betframe_bets_placed_total 0');
    expect(text).toContain('betframe_push_clients 0');
    expect(text).toContain('betframe_feed_writer 1');
    expect(text).toContain('betframe_ledger_reconciled 1');
  });

  it('once stopping: /readyz fails, new requests get 503 with a retry hint, push streams end with one', async () => {
    const push = await server.fetch('/service-api/feed-push?lng=en');
    expect(push.status).toBe(200);
    const reader = (push.body as ReadableStream<Uint8Array>).getReader();
    beginShutdown(server.deps);
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(text).toContain('retry: 1000');
    const ready = await server.fetch('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('1');
    expect((await ready.json()).errors[0].code).toBe('shutting_down');
  });
});
