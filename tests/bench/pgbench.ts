/**
 * The database's yardstick: pgbench's built-in TPC-B-like transaction (five statements) with 16 clients for a
 * few seconds against the same PostgreSQL server the bets ran on, in a database of its own that is dropped
 * afterwards. pgbench is Debian's (/usr/lib/postgresql/<v>/bin), or PGBENCH names it; undefined without one.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

function pgbenchPath(): string | undefined {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const found = readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(root, v, 'bin', 'pgbench'))
    .find((p) => existsSync(p));
  return found;
}

export async function pgbenchTps(serverUrl: string, { clients = 16, seconds = 5 } = {}): Promise<number | undefined> {
  const pgbench = pgbenchPath();
  if (!pgbench) return undefined;
  const name = `betframe_pgbench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const run = (args: string[]) => {
      const result = spawnSync(pgbench, [...args, url.toString()], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')}: ${result.stderr || result.stdout}`);
      return result.stdout;
    };
    run(['-i', '-q', '-s', '1']);
    const out = run(['-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(seconds), '-n']);
    const tps = /tps = ([\d.]+)/.exec(out)?.[1];
    return tps ? Number(tps) : undefined;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
