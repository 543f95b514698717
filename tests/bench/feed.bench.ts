/**
 * Feed answers on the real HTTP server (autocannon, loopback): GetGameZip and Get1x2_VZip requests per second next
 * to bare Hono serving the very same bytes (./bare-hono.ts), measured in the same run; the ratio is the figure.
 */
import autocannon from 'autocannon';
import { openBettingHarness } from '../../server/src/betting/test-support';
import { serveBytesWithBareHono } from './bare-hono';
import type { Benchmark, Figure } from './benchmark';
import { onPglite } from './databases';

// Request logs would measure the terminal, not the server.
process.env.LOG_LEVEL ??= 'warn';

const ROUNDS = 3;

async function cannon(url: string, duration = 2): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections: 10, duration, headers: { 'accept-encoding': 'gzip' } });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

async function feedRequests(): Promise<Figure[]> {
  const h = await openBettingHarness();
  // As in production: the feed ticks every second, so each answer is made anew once a second.
  const ticking = setInterval(() => {
    h.clock.advance(1000);
    h.feed.hub.tick();
  }, 1000);
  try {
    const game = h.upcoming(1, 0);
    const one = await cannon(`${h.server.url}/service-api/LineFeed/GetGameZip?id=${game.id}&lng=en`, 3);
    const listUrl = `${h.server.url}/service-api/LineFeed/Get1x2_VZip?sports=1&count=50&lng=en`;
    // The server and bare Hono take turns, so a machine that slows down mid-run slows both alike.
    const list: Array<{ rps: number; p99: number }> = [];
    const bareRuns: Array<{ rps: number; p99: number }> = [];
    const bare = await serveBytesWithBareHono(listUrl, async (bareUrl) => {
      for (let i = 0; i < ROUNDS; i++) {
        list.push(await cannon(listUrl));
        bareRuns.push(await cannon(bareUrl));
      }
      return { rps: mean(bareRuns.map((r) => r.rps)) };
    });
    const listRps = mean(list.map((r) => r.rps));
    return [
      { label: 'GetGameZip (autocannon, 10 connections)', value: Math.round(one.rps), unit: 'req/s' },
      { label: 'GetGameZip p99', value: one.p99, unit: 'ms' },
      { label: 'Get1x2_VZip, 50 games (autocannon, 10 connections)', value: Math.round(listRps), unit: 'req/s' },
      { label: 'Get1x2_VZip p99 (worst round)', value: Math.max(...list.map((r) => r.p99)), unit: 'ms' },
      {
        label: `bare Hono serving the same ${Math.round(bare.bytes / 1024)} KB (autocannon, 10 connections)`,
        value: Math.round(bare.rps),
        unit: 'req/s',
      },
      { label: 'Get1x2_VZip / bare Hono', value: Math.round((listRps / bare.rps) * 1000) / 10, unit: '%' },
    ];
  } finally {
    clearInterval(ticking);
    await h.close();
  }
}

const bench: Benchmark = {
  name: 'feed answers',
  // The feed does not depend on the database.
  run: () => onPglite(feedRequests),
};

export default bench;
