/**
 * Live push fan-out: 1,000 server-sent-event clients on loopback and the feed hub stepped as fast as it goes.
 */
import http from 'node:http';
import { openBettingHarness } from '../../server/src/betting/test-support';
import type { Benchmark, Figure } from './benchmark';
import { onPglite } from './databases';

process.env.LOG_LEVEL ??= 'warn';

async function push(): Promise<Figure[]> {
  const h = await openBettingHarness();
  const CLIENTS = 1000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const requests: http.ClientRequest[] = [];
  let received = 0;
  try {
    // Mid-afternoon of the simulated day: several games live.
    h.clock.set(h.clock.now() + 3_600_000);
    h.feed.hub.tick();
    await Promise.all(
      Array.from(
        { length: CLIENTS },
        () =>
          new Promise<void>((resolve, reject) => {
            const req = http.get(`${h.server.url}/service-api/feed-push?lng=en`, { agent }, (res) => {
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => {
                for (let i = chunk.indexOf('\n\n'); i !== -1; i = chunk.indexOf('\n\n', i + 2)) received++;
              });
              resolve();
            });
            req.on('error', reject);
            requests.push(req);
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, 500));
    const before = received;
    const hubBefore = h.feed.hub.delivered;
    const started = performance.now();
    let ticks = 0;
    while (performance.now() - started < 5000) {
      h.clock.advance(5000);
      h.feed.hub.tick();
      ticks++;
      await new Promise((r) => setImmediate(r));
    }
    const sendSeconds = (performance.now() - started) / 1000;
    const sent = h.feed.hub.delivered - hubBefore;
    // Let the sockets drain what was written.
    for (let i = 0; i < 50 && received - before < sent; i++) await new Promise((r) => setTimeout(r, 100));
    const elapsed = (performance.now() - started) / 1000;

    // At the feed's own pace: one tick a second of clock. Each tick must be detected, fanned out and delivered to
    // every client well within the second before the next one, or delivery falls behind the feed.
    const tickMs: number[] = [];
    for (let t = 0; t < 10; t++) {
      h.clock.advance(1000);
      const t0 = performance.now();
      const startReceived = received;
      const n = h.feed.hub.tick();
      for (let i = 0; i < 200 && received - startReceived < n; i++) await new Promise((r) => setImmediate(r));
      tickMs.push(performance.now() - t0);
    }
    return [
      { label: 'push: connected SSE clients', value: h.feed.hub.subscriberCount, unit: 'clients' },
      {
        label: 'push: deltas delivered to clients',
        value: Math.round((received - before) / elapsed),
        unit: 'deltas/s',
      },
      { label: 'push: deltas fanned out by the hub', value: Math.round(sent / sendSeconds), unit: 'deltas/s' },
      { label: 'push: hub ticks (each a 5 s clock step)', value: Math.round(ticks / sendSeconds), unit: 'ticks/s' },
      {
        label: 'push: one 1 s tick detected and delivered to every client, worst of 10 (budget 1,000)',
        value: Math.round(Math.max(...tickMs)),
        unit: 'ms',
      },
    ];
  } finally {
    for (const r of requests) r.destroy();
    agent.destroy();
    await h.close();
  }
}

const bench: Benchmark = {
  name: 'push fan-out',
  run: () => onPglite(push),
};

export default bench;
