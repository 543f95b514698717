/**
 * One process per embedded database folder. PGlite keeps its files open and writes them as it pleases; a second
 * process opening the same live folder (a second server, the reconcile command) corrupted its view of them and
 * died with `RuntimeError: Aborted()`. The opener writes `<dataDir>.lock` holding its process id, created
 * exclusively; a lock whose process is gone (a crash, `kill -9`) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DatabaseLockedError extends Error {
  readonly code = 'database_locked';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database ${dataDir} is in use by process ${pid}. Stop that process first, or use PostgreSQL ` +
        '(DATABASE_URL) to run several processes on one database.',
    );
    this.name = 'DatabaseLockedError';
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Locks this process holds: a lock file with our own pid that is not among them is a previous life's (a container
 * restarted with the same pid). */
const held = new Set<string>();

/** Takes the folder's lock for this process; returns its release. Throws DatabaseLockedError when held. */
export function lockDataDir(dataDir: string): () => void {
  const path = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(path);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(path);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      const ours = holder === process.pid;
      if ((ours && held.has(path)) || (!ours && Number.isSafeInteger(holder) && holder > 0 && alive(holder))) {
        throw new DatabaseLockedError(dataDir, holder);
      }
      // A stale lock: its process is gone.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`could not take the lock of ${dataDir}`);
}
