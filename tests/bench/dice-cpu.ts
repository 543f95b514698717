/**
 * CPU time a dice round through the wallet, for before/after runs alternating on a loaded machine (the figure the
 * load does not dominate): `npx tsx tests/bench/dice-cpu.ts [rounds] [in-flight]` plays `rounds` rounds one at a
 * time after a warm-up, then `rounds` with `in-flight` (default 8) at once, and prints one JSON line: process CPU
 * and main-thread CPU a round (user + system), rounds/s and p50/p99 wall latency, the 1-minute load average.
 * PGlite on a data folder (BETFRAME_PGLITE_WORKER=1 puts it in a worker thread) unless TEST_DATABASE_URL.
 */
import { loadavg } from 'node:os';
import { casinoServiceOf } from '../../server/src/casino';
import { fundedPlayer, openCasinoServer, playDiceRound } from '../../server/src/casino/testing';
import { percentile } from './benchmark';
import { mainThreadCpuMs } from './databases';

process.env.LOG_LEVEL ??= 'warn';
process.env.BETFRAME_TEST_PGLITE_FOLDER ??= '1';
const rounds = Number(process.argv[2] ?? 400);
const inFlight = Number(process.argv[3] ?? 8);

const server = await openCasinoServer();
casinoServiceOf(server.deps);
const player = await fundedPlayer(server, 1_000_000_000);
const play = () => playDiceRound(server, player.userId);

async function measure(concurrency: number) {
  const latencies: number[] = [];
  const cpu0 = process.cpuUsage();
  const main0 = mainThreadCpuMs() ?? 0;
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < rounds) {
        next += 1;
        const t = performance.now();
        await play();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const cpu = process.cpuUsage(cpu0);
  const seconds = (performance.now() - t0) / 1000;
  return {
    cpuMs: +((cpu.user + cpu.system) / 1000 / latencies.length).toFixed(3),
    mainMs: +(((mainThreadCpuMs() ?? 0) - main0) / latencies.length).toFixed(3),
    perSecond: +(latencies.length / seconds).toFixed(1),
    p50: +percentile(latencies, 50).toFixed(2),
    p99: +percentile(latencies, 99).toFixed(2),
  };
}

for (let i = 0; i < 150; i++) await play();
await measure(inFlight);
const one = await measure(1);
const many = await measure(inFlight);
console.log(
  JSON.stringify({
    worker: process.env.BETFRAME_PGLITE_WORKER === '1',
    one,
    [`in${inFlight}`]: many,
    load: +(loadavg()[0] ?? 0).toFixed(1),
    walletBatches: casinoServiceOf(server.deps).wallet.batchStats,
  }),
);
await server.close();
