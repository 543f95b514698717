/**
 * Betting and feed throughput on the real HTTP server: bet placements per second (sequential and 16 in flight,
 * with p99 latency) on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL; GetGameZip and Get1x2_VZip
 * requests per second (autocannon, loopback); push deltas per second delivered to 1,000 connected SSE clients.
 *
 * Each figure stands next to its yardstick measured in the same run (issue 19 states targets as ratios): bet
 * placement on PostgreSQL next to pgbench's TPC-B-like transaction with 16 clients on the same server
 * (./pgbench.ts), and the feed list next to bare Hono serving the very same bytes (./bare-hono.ts).
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { type BettingHarness, openBettingHarness } from '../../server/src/betting/test-support';
import { serveBytesWithBareHono } from './bare-hono';
import { type Benchmark, type Figure, measureThroughput, percentile } from './benchmark';
import { onEachDatabase, onPglite } from './databases';
import { pgbenchTps } from './pgbench';

const PLAYER = 9001;
// Request logs would measure the terminal, not the server.
process.env.LOG_LEVEL ??= 'warn';

function betPicker(h: BettingHarness) {
  const now = h.clock.now();
  const games = h.feed.provider
    .games()
    .filter((g) => g.startAt > now + 3_600_000 && !g.cancelled)
    .slice(0, 400);
  const picks = games.flatMap((g) => {
    const o = h.feed.provider.view(g).outcomes.find((x) => x.type === 1 || x.type === 11);
    return o ? [{ gameId: g.id, type: o.type, param: o.param, coef: o.coef }] : [];
  });
  let i = 0;
  return () => picks[i++ % picks.length];
}

async function placements(label: string): Promise<Figure[]> {
  const h = await openBettingHarness({ limits: { maxStakePerPlayerDay: 1e12, maxStakePerMarket: 1e12 } });
  try {
    await h.fund(PLAYER, 10_000_000);
    const next = betPicker(h);
    let seq = 0;
    const placeOne = async () => {
      const res = await h.post(
        '/service-api/LiveBet/Secure/MakeBetWeb',
        { couponEvents: [next()], summ: 1, betGuid: `bench-${label}-${seq++}`, checkCf: 1 },
        PLAYER,
      );
      if (res.status !== 200) throw new Error(`MakeBetWeb answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    const sequential = await measureThroughput(placeOne, { durationMs: 3000, warmup: 20 });
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (performance.now() - started < 3000) {
          const t0 = performance.now();
          await placeOne();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const inFlight = latencies.length / elapsed;
    const yardstick = label === 'PostgreSQL' ? await pgbenchTps(process.env.TEST_DATABASE_URL as string) : undefined;
    const compared: Figure[] = yardstick
      ? [
          {
            label: 'PostgreSQL: pgbench TPC-B-like, 16 clients, same server',
            value: Math.round(yardstick),
            unit: 'tps',
          },
          {
            label: 'PostgreSQL: bet placements (16 in flight) / pgbench tps',
            value: Math.round((inFlight / yardstick) * 1000) / 10,
            unit: '%',
          },
        ]
      : [];
    return [
      { label: `${label}: bet placements, sequential`, value: Math.round(sequential.opsPerSecond), unit: 'bets/s' },
      { label: `${label}: bet placement p99, sequential`, value: sequential.p99Ms, unit: 'ms' },
      {
        label: `${label}: bet placements, 16 in flight`,
        value: Math.round(inFlight),
        unit: 'bets/s',
      },
      { label: `${label}: bet placement p99, 16 in flight`, value: percentile(latencies, 99), unit: 'ms' },
      ...compared,
    ];
  } finally {
    // Dropping the PostgreSQL test database right after the pool ends has been seen to trip an idle pooled
    // client ("terminating connection due to administrator command"); the throwaway cluster goes anyway.
    await h.close({ keepDatabase: label === 'PostgreSQL' });
  }
}

async function cannon(url: string): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections: 10, duration: 3, headers: { 'accept-encoding': 'gzip' } });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function feedRequests(): Promise<Figure[]> {
  const h = await openBettingHarness();
  try {
    const game = h.upcoming(1, 0);
    const one = await cannon(`${h.server.url}/service-api/LineFeed/GetGameZip?id=${game.id}&lng=en`);
    const listUrl = `${h.server.url}/service-api/LineFeed/Get1x2_VZip?sports=1&count=50&lng=en`;
    const list = await cannon(listUrl);
    const bare = await serveBytesWithBareHono(listUrl, (url) => cannon(url));
    return [
      { label: 'GetGameZip (autocannon, 10 connections)', value: Math.round(one.rps), unit: 'req/s' },
      { label: 'GetGameZip p99', value: one.p99, unit: 'ms' },
      { label: 'Get1x2_VZip, 50 games (autocannon, 10 connections)', value: Math.round(list.rps), unit: 'req/s' },
      { label: 'Get1x2_VZip p99', value: list.p99, unit: 'ms' },
      {
        label: `bare Hono serving the same ${Math.round(bare.bytes / 1024)} KB (autocannon, 10 connections)`,
        value: Math.round(bare.rps),
        unit: 'req/s',
      },
      { label: 'Get1x2_VZip / bare Hono', value: Math.round((list.rps / bare.rps) * 1000) / 10, unit: '%' },
    ];
  } finally {
    await h.close();
  }
}

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
    return [
      { label: 'push: connected SSE clients', value: h.feed.hub.subscriberCount, unit: 'clients' },
      {
        label: 'push: deltas delivered to clients',
        value: Math.round((received - before) / elapsed),
        unit: 'deltas/s',
      },
      { label: 'push: deltas fanned out by the hub', value: Math.round(sent / sendSeconds), unit: 'deltas/s' },
      { label: 'push: hub ticks (each a 5 s clock step)', value: Math.round(ticks / sendSeconds), unit: 'ticks/s' },
    ];
  } finally {
    for (const r of requests) r.destroy();
    agent.destroy();
    await h.close();
  }
}

const bench: Benchmark = {
  name: 'betting',
  async run() {
    const figures: Figure[] = [];
    figures.push(...(await onEachDatabase(placements)));
    // The feed and push do not depend on the database.
    figures.push(...(await onPglite(feedRequests)));
    figures.push(...(await onPglite(push)));
    return figures;
  },
};

export default bench;
