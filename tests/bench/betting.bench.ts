/**
 * Bet placement on the real HTTP server: placements per second (sequential and 16 in flight, with p99 latency)
 * on PGlite and, when TEST_DATABASE_URL is set or Debian's PostgreSQL is installed, on PostgreSQL — there next to
 * its yardstick measured in the same run, pgbench's TPC-B-like transaction with 16 clients on the same server
 * (./pgbench.ts); issue 19 states the target as that ratio.
 */
import { type BettingHarness, openBettingHarness } from '../../server/src/betting/test-support';
import { type Benchmark, type Figure, measureThroughput, percentile } from './benchmark';
import { runBetLoad } from './bet-load';
import { onEachDatabase } from './databases';
import { pgbenchTps } from './pgbench';

const PLAYER = 9001;
/** The 16-in-flight load's players, one per connection (bet-load.ts). */
const PLAYERS = Array.from({ length: 16 }, (_, i) => PLAYER + 1 + i);
// Request logs would measure the terminal, not the server.
process.env.LOG_LEVEL ??= 'warn';

function picks(h: BettingHarness) {
  const now = h.clock.now();
  const games = h.feed.provider
    .games()
    .filter((g) => g.startAt > now + 3_600_000 && !g.cancelled)
    .slice(0, 400);
  return games.flatMap((g) => {
    const o = h.feed.provider.view(g).outcomes.find((x) => x.type === 1 || x.type === 11);
    return o ? [{ gameId: g.id, type: o.type, param: o.param, coef: o.coef }] : [];
  });
}

function betPicker(h: BettingHarness) {
  const all = picks(h);
  let i = 0;
  return () => all[i++ % all.length];
}

async function placements(label: string): Promise<Figure[]> {
  const h = await openBettingHarness({ limits: { maxStakePerPlayerDay: 1e12, maxStakePerMarket: 1e12 } });
  try {
    for (const player of [PLAYER, ...PLAYERS]) await h.fund(player, 10_000_000);
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
    // 16 in flight from a worker thread, as pgbench's clients run apart from the server they load.
    const load = await runBetLoad({
      url: `${h.server.url}/service-api/LiveBet/Secure/MakeBetWeb`,
      headers: {},
      users: PLAYERS,
      picks: picks(h),
      guidPrefix: `bench-${label}-load`,
      concurrency: 16,
      durationMs: 3000,
    });
    if (load.failures.length > 0) throw new Error(`MakeBetWeb failed: ${load.failures.join('; ')}`);
    const latencies = load.latenciesMs;
    const inFlight = load.placed / load.seconds;
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
      {
        label: `${label}: bet placements, sequential (fetch in the server's process)`,
        value: Math.round(sequential.opsPerSecond),
        unit: 'bets/s',
      },
      { label: `${label}: bet placement p99, sequential`, value: sequential.p99Ms, unit: 'ms' },
      {
        label: `${label}: bet placements, 16 in flight by 16 players (client on a worker thread)`,
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

const bench: Benchmark = {
  name: 'betting: bet placement',
  run: () => onEachDatabase(placements),
};

export default bench;
