/**
 * Starts the real server the way `npm start` does, as a child process on free loopback ports (PORT and PORT+1,
 * the second origin for embedding tests), with its own temporary DATA_DIR, and waits until /healthz answers.
 *
 * A fresh DATA_DIR costs most of a start: PGlite's initdb in WebAssembly, every migration, the demo seed (scrypt
 * hashes) — about 11–13 s of CPU of a 4–5 s start otherwise. The e2e project's global setup
 * (./e2e-global-setup.ts) therefore starts one server, stops it, and names its data folder in
 * `BETFRAME_E2E_DATA_TEMPLATE`; every later server that would start on an empty folder starts on a copy of it
 * instead — the same as a server restarted on its own data, which the seed and the migrations already handle
 * (both add only what is missing). Each server still has its own copy: files never see each other's players.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** CONTRACTS §10: every server the tests start accepts this as a solved captcha (development mode only). */
export const E2E_CAPTCHA_TOKEN = 'e2e-captcha-test-token-0123456789';

/** The environment variable naming the migrated and seeded data folder servers start on a copy of. */
export const DATA_TEMPLATE_ENV = 'BETFRAME_E2E_DATA_TEMPLATE';

/** The entry points that open the ordinary data folder (scripts/start.ts builds first, then runs the second). */
const templateEntries = new Set(['scripts/start.ts', 'server/src/main.ts']);

/**
 * The template folder a server may start on a copy of: only a development server on the ordinary entry point and
 * the embedded database (a test that sets DATA_DIR, DATABASE_URL or another NODE_ENV, or asks `fresh`, starts
 * as before). Runtime settings (CONFIG_DIR, limits, headers) are read at every start, so they do not matter.
 */
export function dataTemplateFor(
  entry: string,
  env: Record<string, string>,
  fresh: boolean,
  from: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const template = from[DATA_TEMPLATE_ENV];
  if (fresh || !template || !templateEntries.has(entry)) return undefined;
  if ('DATA_DIR' in env || 'DATABASE_URL' in env || (env.NODE_ENV ?? 'development') !== 'development') return undefined;
  return existsSync(template) ? template : undefined;
}

export interface RunningServer {
  origin: string;
  secondOrigin: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  /**
   * Stops the server: SIGTERM and its graceful shutdown (the exit code says how it went), or with `kill` SIGKILL at
   * once — for a test whose server's data is thrown away and whose shutdown is not what it checks.
   */
  stop: (options?: { kill?: boolean }) => Promise<number | null>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port p such that p and p+1 are both free on 127.0.0.1. */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    if ((await portIsFree(port)) && (await portIsFree(port + 1))) return port;
  }
  throw new Error('no free pair of loopback ports found');
}

export async function startServer({
  entry = 'scripts/start.ts',
  env = {},
  timeoutMs = 180_000,
  fresh = false,
}: {
  entry?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Start on an empty data folder even when a template exists (a newcomer's first `npm start`). */
  fresh?: boolean;
} = {}): Promise<RunningServer> {
  const port = await freePortPair();
  const dataDir = mkdtempSync(join(tmpdir(), 'betframe-e2e-'));
  const template = dataTemplateFor(entry, env, fresh);
  if (template) cpSync(template, dataDir, { recursive: true });
  let log = '';
  // One process (no npx wrapper) so that SIGTERM reaches the server's own shutdown handler.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    // Development mode unless a test asks otherwise: the test runner's own NODE_ENV (vitest's, or production left
    // behind by an in-process Vite build) must not decide which origins the demo partner allows.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      CAPTCHA_TEST_TOKEN: E2E_CAPTCHA_TOKEN,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const origin = `http://localhost:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering:\n${log}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    origin,
    secondOrigin: `http://localhost:${port + 1}`,
    port,
    process: child,
    output: () => log,
    stop: async ({ kill = false } = {}) => {
      if (child.exitCode === null) child.kill(kill ? 'SIGKILL' : 'SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
