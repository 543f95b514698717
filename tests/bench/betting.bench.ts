/**
 * Bet placement on the real HTTP server: placements per second (sequential and 16 in flight, with p99 latency
 * and the server's CPU time per bet; the one-statement plain path against the general path, alternating)
 * on PGlite and, when TEST_DATABASE_URL is set or Debian's PostgreSQL is installed, on PostgreSQL — there next to
 * its yardstick measured in the same run, pgbench's TPC-B-like transaction with 16 clients on the same server
 * (./pgbench.ts); issue 19 states the target as that ratio.
 */

import { loadavg } from 'node:os';
import { plainBatchStats } from '../../server/src/betting/plain-batch';
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
    // Plain bets several to a statement (betting/plain-batch.ts: the app's way on PGlite), each plain bet in
    // its own statement (PostgreSQL's way), and the general path every bet took before 0562, alternating three
    // times in this run; the medians are the figures. CPU time is the server process's (the client runs in a
    // process of its own), so it holds where the wall-clock rate is mostly the machine's load.
    type Run = Awaited<ReturnType<typeof inFlight>> & { perCall: number };
    const modes = ['batched', 'plain', 'general'] as const;
    type Mode = (typeof modes)[number];
    const runs: Record<Mode, Run[]> = { batched: [], plain: [], general: [] };
    const loads: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const mode of modes) {
        h.setPlainPlacement(mode !== 'general');
        h.setPlainBatch(mode === 'batched');
        const before = { ...(plainBatchStats(h.database.db) ?? { calls: 0, items: 0 }) };
        loads.push(loadavg()[0] ?? 0);
        const run = await inFlight(h, `bench-${label}-${mode}-${round}`);
        const after = plainBatchStats(h.database.db) ?? { calls: 0, items: 0 };
        runs[mode].push({ ...run, perCall: (after.items - before.items) / Math.max(1, after.calls - before.calls) });
      }
    }
    h.setPlainPlacement(true);
    h.setPlainBatch(label !== 'PostgreSQL');
    const med = (mode: Mode, key: 'betsPerSecond' | 'p99' | 'cpuMsPerBet' | 'mainMsPerBet' | 'perCall') =>
      median(runs[mode].map((r) => r[key]));
    // The app's way on this database: several to a statement on PGlite, one statement a bet on PostgreSQL.
    const app: Mode = label === 'PostgreSQL' ? 'plain' : 'batched';
    const plainRate = med(app, 'betsPerSecond');
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
    const other = (mode: Mode, what: string): Figure[] => [
      { label: `${label}: ${what}: bets/s`, value: Math.round(med(mode, 'betsPerSecond')), unit: 'bets/s' },
      { label: `${label}: ${what}: p99`, value: round1(med(mode, 'p99')), unit: 'ms' },
      { label: `${label}: ${what}: CPU per bet`, value: round2(med(mode, 'cpuMsPerBet')), unit: 'ms' },
    ];
    return [
      { label: `${label}: load average while measuring (median)`, value: round1(median(loads)), unit: '' },
      {
        label: `${label}: bet placements, sequential (fetch in the server's process)`,
        value: Math.round(sequential.opsPerSecond),
        unit: 'bets/s',
      },
      { label: `${label}: bet placement p99, sequential`, value: sequential.p99Ms, unit: 'ms' },
      { label: `${label}: bet placements, 16 in flight by 16 players`, value: Math.round(plainRate), unit: 'bets/s' },
      { label: `${label}: bet placement p99, 16 in flight`, value: round1(med(app, 'p99')), unit: 'ms' },
      { label: `${label}: server CPU per bet, 16 in flight`, value: round2(med(app, 'cpuMsPerBet')), unit: 'ms' },
      { label: `${label}:   of it the main thread's`, value: round2(med(app, 'mainMsPerBet')), unit: 'ms' },
      ...(app === 'batched'
        ? [
            {
              label: `${label}:   items per place_bets call (reads and bets)`,
              value: round1(med(app, 'perCall')),
              unit: '',
            },
            ...other('plain', 'the same, one statement a bet (before 0575)'),
          ]
        : other('batched', "the same, several to a statement (not the app's way here)")),
      ...other('general', 'the same, general path (before 0562)'),
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
