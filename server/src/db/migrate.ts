/**
 * Versioned migrations: `server/src/<area>/migrations/NNNN_name.sql`, applied in version order at start, each in
 * its own transaction, recorded in `schema_migrations`. Ranges: platform/wallet/payments 0001–0099,
 * accounts/auth 0100–0199, feed/betting 0200–0299, embedding/other 0300+. Never edit an applied file: add one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './index';

export interface MigrationFile {
  version: number;
  name: string;
  path: string;
}

const serverSrc = fileURLToPath(new URL('..', import.meta.url));
const fileName = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export function listMigrations(root = serverSrc): MigrationFile[] {
  const found: MigrationFile[] = [];
  for (const area of readdirSync(root, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const dir = join(root, area.name, 'migrations');
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const match = fileName.exec(name);
      if (!match) continue;
      found.push({ version: Number(match[1]), name: `${area.name}/${match[2]}`, path: join(dir, name) });
    }
  }
  found.sort((a, b) => a.version - b.version);
  for (let i = 1; i < found.length; i++) {
    const [previous, current] = [found[i - 1], found[i]];
    if (previous && current && previous.version === current.version) {
      throw new Error(`migrations ${previous.path} and ${current.path} share version ${current.version}`);
    }
  }
  return found;
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Applies every migration not yet recorded; returns the versions applied now. */
export async function migrate(db: Db, files = listMigrations()): Promise<number[]> {
  return db.connection().execute(async (conn) => {
    // One migrator at a time when several processes share a PostgreSQL database.
    await sql`select pg_advisory_lock(727072)`.execute(conn);
    try {
      await sql`create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`.execute(conn);
      const done = await sql<{ version: number }>`select version from schema_migrations`.execute(conn);
      const applied = new Set(done.rows.map((r) => r.version));
      const now: number[] = [];
      for (const file of files) {
        if (applied.has(file.version)) continue;
        const script = readFileSync(file.path, 'utf8');
        const record = `insert into schema_migrations (version, name) values (${file.version}, ${literal(file.name)})`;
        try {
          await sql.raw(`begin;\n${script}\n;\n${record};\ncommit;`).execute(conn);
        } catch (error) {
          await sql.raw('rollback').execute(conn);
          throw new Error(`migration ${file.path} failed: ${(error as Error).message}`, { cause: error });
        }
        now.push(file.version);
      }
      return now;
    } finally {
      await sql`select pg_advisory_unlock(727072)`.execute(conn);
    }
  });
}
