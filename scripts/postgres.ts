/**
 * A throwaway PostgreSQL cluster from Debian's binaries (/usr/lib/postgresql/<version>/bin): initdb into a temp
 * folder, start it on a free 127.0.0.1 port (as the `postgres` OS user when running as root), trust auth.
 *
 *   npx tsx scripts/postgres.ts                 start, print TEST_DATABASE_URL=…, stop on Ctrl-C
 *   npx tsx scripts/postgres.ts -- <command…>   run the command with TEST_DATABASE_URL set, then stop
 *
 * `startPostgres()` does the same for other scripts (the server benchmark).
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('running as root but there is no `postgres` OS user');
  return { uid, gid };
}

export interface RunningPostgres {
  url: string;
  stop(): void;
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql/*/bin');
  const dir = mkdtempSync(join(tmpdir(), 'betframe-pg-'));
  const data = join(dir, 'data');
  const owner = postgresUser();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (args: string[]) => {
    const result = spawnSync(args[0] as string, args.slice(1), {
      encoding: 'utf8',
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      cwd: dir,
    });
    if (result.status !== 0) {
      throw new Error(`${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };
  run([
    join(bin, 'initdb'),
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run([join(bin, 'pg_ctl'), '-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run([join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
      }
    },
  };
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\/scripts\//, '/scripts/'));
if (isMain) {
  const separator = process.argv.indexOf('--');
  const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
  const pg = await startPostgres();
  process.on('exit', () => pg.stop());
  // Leaving through 'exit' stops the cluster and removes its folder on Ctrl-C and `timeout` too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
  if (command.length === 0) {
    console.log(`TEST_DATABASE_URL=${pg.url}`);
    console.log('PostgreSQL is running; Ctrl-C stops it and removes its files.');
    setInterval(() => {}, 1 << 30);
  } else {
    const result = spawnSync(command[0] as string, command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: pg.url },
    });
    process.exit(result.status ?? 1);
  }
}
