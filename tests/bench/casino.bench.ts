/**
 * Casino: (1) RTP of every in-house game simulated over CASINO_BENCH_ROUNDS rounds (default 10⁷) next to its
 * theoretical value and the standard error (they agree when |measured − theoretical| is a few errors at most);
 * (2) dice rounds per second through the provider wallet (play → the studio's signed `bet` and `win` over HTTP on
 * the server's listener → ledger), one at a time and 8 in flight, with p50/p99 latency, on PGlite and PostgreSQL;
 * on PGlite the wallet calls per statement (coalescing, server/src/casino/wallet-batch.ts) beside them.
 */
import { availableParallelism, loadavg } from 'node:os';
import { casinoServiceOf } from '../../server/src/casino';
import { fundedPlayer, openCasinoServer, playDiceRound } from '../../server/src/casino/testing';
import { type Benchmark, type Figure, measureThroughput, percentile } from './benchmark';
import { RTP_CASES, simulate } from './casino-rtp';
import { mainThreadCpuMs, onEachDatabase } from './databases';

process.env.LOG_LEVEL ??= 'warn';
const ROUNDS = Number(process.env.CASINO_BENCH_ROUNDS ?? 1e7);

function rtpFigures(): Figure[] {
  const figures: Figure[] = [];
  for (const c of RTP_CASES) {
    const { measured, standardError } = simulate(c, ROUNDS);
    const z = (measured - c.theoretical) / standardError;
    figures.push(
      { label: `${c.game}: measured RTP`, value: measured * 100, unit: '%' },
      { label: `${c.game}: theoretical RTP`, value: c.theoretical * 100, unit: '%' },
      { label: `${c.game}: standard error`, value: standardError * 100, unit: '%' },
      { label: `${c.game}: difference in standard errors`, value: z, unit: 'σ' },
    );
  }
  return figures;
}

async function diceThroughput(database: string): Promise<Figure[]> {
  const server = await openCasinoServer();
  try {
    const casino = casinoServiceOf(server.deps);
    const player = await fundedPlayer(server, 1_000_000_000);
    const play = () => playDiceRound(server, player.userId);
    // CPU time per round beside the wall-clock figures: on a shared, loaded machine the process gets a slice of a
    // core, and rounds per CPU second is what one idle core would do.
    // With PGlite in a worker thread, process CPU counts both threads; the main thread's share is printed apart.
    const cpuBefore = process.cpuUsage();
    const mainBefore = mainThreadCpuMs() ?? 0;
    const one = await measureThroughput(play, { durationMs: 5_000, warmup: 50 });
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMsPerRound = (cpu.user + cpu.system) / 1000 / (one.samples + 50);
    const mainMsPerRound = ((mainThreadCpuMs() ?? 0) - mainBefore) / (one.samples + 50);
    const latencies: number[] = [];
    const cpuParallel = process.cpuUsage();
    const mainParallel = mainThreadCpuMs() ?? 0;
    const started = performance.now();
    let done = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (performance.now() - started < 5_000) {
          const t0 = performance.now();
          await play();
          latencies.push(performance.now() - t0);
          done += 1;
        }
      }),
    );
    const parallel = done / ((performance.now() - started) / 1000);
    const batches = casino.wallet.batchStats;
    const cpuUsed = process.cpuUsage(cpuParallel);
    const cpuMsParallel = (cpuUsed.user + cpuUsed.system) / 1000 / Math.max(1, done);
    const mainMsParallel = ((mainThreadCpuMs() ?? 0) - mainParallel) / Math.max(1, done);
    // Wall-clock figures on a shared machine follow its load: the 1-minute load average is printed beside them.
    const load = loadavg()[0] ?? 0;
    return [
      {
        label: `dice rounds through the wallet, one at a time (${database})`,
        value: one.opsPerSecond,
        unit: 'rounds/s',
      },
      { label: `  p50 / p99 latency (${database})`, value: one.p50Ms, unit: `ms / ${one.p99Ms.toFixed(2)} ms` },
      { label: `  CPU time a round, one at a time (${database})`, value: cpuMsPerRound, unit: 'ms' },
      { label: `  of it the main thread's (${database})`, value: mainMsPerRound, unit: 'ms' },
      { label: `dice rounds through the wallet, 8 in flight (${database})`, value: parallel, unit: 'rounds/s' },
      { label: `  p99 latency, 8 in flight (${database})`, value: percentile(latencies, 99), unit: 'ms' },
      { label: `  CPU time a round, 8 in flight (${database})`, value: cpuMsParallel, unit: 'ms' },
      { label: `  of it the main thread's (${database})`, value: mainMsParallel, unit: 'ms' },
      ...(batches
        ? [
            {
              label: `  wallet calls a statement, whole run (${database})`,
              value: batches.items / Math.max(1, batches.calls),
              unit: 'calls',
            },
          ]
        : []),
      { label: `  load average while measured (${database})`, value: load, unit: `on ${availableParallelism()} cores` },
    ];
  } finally {
    await server.close();
  }
}

const benchmark: Benchmark = {
  name: `casino: RTP over ${ROUNDS.toLocaleString('en-US')} rounds a game, dice rounds through the provider wallet`,
  async run() {
    return [...rtpFigures(), ...(await onEachDatabase(diceThroughput))];
  },
};

export default benchmark;
