/**
 * Bet placement on the real HTTP server: placements per second (sequential and 16 in flight, with p99 latency
 * and the server's CPU time per bet; the one-statement plain path against the general path, alternating)
 * on PGlite and, when TEST_DATABASE_URL is set or Debian's PostgreSQL is installed, on PostgreSQL — there next to
 * its yardstick measured in the same run, pgbench's TPC-B-like transaction with 16 clients on the same server
 * (./pgbench.ts); issue 19 states the target as that ratio.
 */

import { loadavg } from 'node:os';
import { type BettingHarness, openBettingHarness } from '../../server/src/betting/test-support';
import { type Benchmark, type Figure, measureThroughput, median, percentile } from './benchmark';
import { runBetLoad } from './bet-load';
import { mainThreadCpuMs, onEachDatabase } from './databases';
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

/** One measurement: placements with 16 in flight (client in its own process) and the server's CPU per bet. */
async function inFlight(h: BettingHarness, guidPrefix: string) {
  const cpu = process.cpuUsage();
  const main = mainThreadCpuMs() ?? 0;
  const load = await runBetLoad({
    url: `${h.server.url}/service-api/LiveBet/Secure/MakeBetWeb`,
    headers: {},
    users: PLAYERS,
    picks: picks(h),
    guidPrefix,
    concurrency: 16,
    durationMs: 3000,
  });
  const used = process.cpuUsage(cpu);
  const mainUsed = (mainThreadCpuMs() ?? 0) - main;
  if (load.failures.length > 0) throw new Error(`MakeBetWeb failed: ${load.failures.join('; ')}`);
  return {
    betsPerSecond: load.placed / load.seconds,
    p99: percentile(load.latenciesMs, 99),
    cpuMsPerBet: (used.user + used.system) / 1000 / Math.max(1, load.placed),
    // The server's main thread alone (HTTP, routing, JSON; with PGlite in a worker, not the database).
    mainMsPerBet: mainUsed / Math.max(1, load.placed),
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

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
    // A plain bet in one statement (betting/plain-placement.ts) against the general path every bet took before,
    // alternating three times in this run; the medians are the figures. CPU time is the server process's (the
    // client runs in a process of its own), so it holds where the wall-clock rate is mostly the machine's load.
    type Run = Awaited<ReturnType<typeof inFlight>>;
    const runs: Record<'plain' | 'general', Run[]> = { plain: [], general: [] };
    const loads: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const mode of ['plain', 'general'] as const) {
        h.setPlainPlacement(mode === 'plain');
        loads.push(loadavg()[0] ?? 0);
        runs[mode].push(await inFlight(h, `bench-${label}-${mode}-${round}`));
      }
    }
    h.setPlainPlacement(true);
    const med = (mode: 'plain' | 'general', key: 'betsPerSecond' | 'p99' | 'cpuMsPerBet' | 'mainMsPerBet') =>
      median(runs[mode].map((r) => r[key]));
    const plainRate = med('plain', 'betsPerSecond');
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
            value: round1((plainRate / yardstick) * 100),
            unit: '%',
          },
        ]
      : [];
    return [
      { label: `${label}: load average while measuring (median)`, value: round1(median(loads)), unit: '' },
      {
        label: `${label}: bet placements, sequential (fetch in the server's process)`,
        value: Math.round(sequential.opsPerSecond),
        unit: 'bets/s',
      },
      { label: `${label}: bet placement p99, sequential`, value: sequential.p99Ms, unit: 'ms' },
      { label: `${label}: bet placements, 16 in flight by 16 players`, value: Math.round(plainRate), unit: 'bets/s' },
      { label: `${label}: bet placement p99, 16 in flight`, value: round1(med('plain', 'p99')), unit: 'ms' },
      { label: `${label}: server CPU per bet, 16 in flight`, value: round2(med('plain', 'cpuMsPerBet')), unit: 'ms' },
      { label: `${label}:   of it the main thread's`, value: round2(med('plain', 'mainMsPerBet')), unit: 'ms' },
      {
        label: `${label}: the same, general path (before 0562): bets/s`,
        value: Math.round(med('general', 'betsPerSecond')),
        unit: 'bets/s',
      },
      {
        label: `${label}: the same, general path (before 0562): CPU per bet`,
        value: round2(med('general', 'cpuMsPerBet')),
        unit: 'ms',
      },
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
