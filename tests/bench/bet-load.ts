/**
 * The bet load generator: `concurrency` keep-alive connections placing bets for `durationMs`, run in a child
 * process so the client's work is charged neither to the server's event loop nor to its process CPU time (the
 * benchmark divides that by the bets placed) — as pgbench runs its clients apart from PostgreSQL. Plain node:http (no fetch) keeps the client cheap; each bet has a fresh betGuid. Connection k
 * bets as `users[k % users.length]` (x-test-user): as pgbench's clients update random accounts, the load comes
 * from several players, whose bets the database rightly serialises only per player.
 */
import { spawn } from 'node:child_process';

export interface BetLoad {
  url: string;
  headers: Record<string, string>;
  users: number[];
  picks: Array<{ gameId: number; type: number; param: number; coef: number }>;
  guidPrefix: string;
  concurrency: number;
  durationMs: number;
}

export interface BetLoadResult {
  placed: number;
  seconds: number;
  latenciesMs: number[];
  failures: string[];
}

// Plain JavaScript evaluated in the child (no TypeScript loader there); the load comes as its one argument.
const workerSource = `
const w = JSON.parse(process.argv[1]);
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: w.concurrency });
const target = new URL(w.url);
let seq = 0;
const latencies = [];
const failures = [];
const placeOne = (user) => new Promise((resolve) => {
  const pick = w.picks[seq % w.picks.length];
  const body = JSON.stringify({ couponEvents: [pick], summ: 1, betGuid: w.guidPrefix + '-' + seq++, checkCf: 1 });
  const t0 = performance.now();
  const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST',
    headers: { ...w.headers, 'x-test-user': String(user), 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => {
      if (res.statusCode === 200) latencies.push(performance.now() - t0);
      else if (failures.length < 5) failures.push(res.statusCode + ' ' + Buffer.concat(chunks).toString('utf8').slice(0, 200));
      resolve();
    });
  });
  req.on('error', (e) => { if (failures.length < 5) failures.push(String(e)); resolve(); });
  req.end(body);
});
const started = performance.now();
Promise.all(Array.from({ length: w.concurrency }, async (_, k) => {
  while (performance.now() - started < w.durationMs) await placeOne(w.users[k % w.users.length]);
})).then(() => {
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  process.stdout.write(JSON.stringify({ placed: latencies.length, seconds, latenciesMs: latencies, failures }));
});
`;

export function runBetLoad(load: BetLoad): Promise<BetLoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', workerSource, JSON.stringify(load)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the bet load's process exited with ${code}`));
      else resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as BetLoadResult);
    });
  });
}
