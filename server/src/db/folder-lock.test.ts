import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, lockDataDir } from './folder-lock';
import { openDatabase } from './index';

const root = mkdtempSync(join(tmpdir(), 'betframe-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('one process per embedded database folder', () => {
  it('a second opener is refused with the holder named, and the folder is free again after release', () => {
    const dir = join(root, 'a');
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DatabaseLockedError);
    try {
      lockDataDir(dir);
    } catch (error) {
      expect(error).toMatchObject({ code: 'database_locked', pid: process.pid });
      expect((error as Error).message).toMatch(/in use by process \d+/);
    }
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('a lock left by a process that is gone (a crash, kill -9) is taken over', () => {
    const dir = join(root, 'b');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(`${dir}.lock`, gone.stdout);
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('a lock with this process’s own pid that it does not hold is a previous life’s (a restarted container)', () => {
    const dir = join(root, 'c');
    writeFileSync(`${dir}.lock`, String(process.pid));
    lockDataDir(dir)();
  });

  it('opening a live embedded database a second time fails with a clear error instead of corrupting it', async () => {
    const dataDir = join(root, 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    expect(await first.ping()).toBe(true);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect(await again.ping()).toBe(true);
    await again.close();
  }, 120_000);
});
