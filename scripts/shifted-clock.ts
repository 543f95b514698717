/**
 * Runs a command with the process clock moved, to prove no test depends on the date or the time of day it runs
 * at: Debian's `faketime` (libfaketime) shifts every clock call of the command and of everything it starts (test
 * workers, the throwaway PostgreSQL) by one fixed offset, and TZ puts local time in UTC+14.
 *
 * The offset lands the run at 23:59:00 local time, about a year ahead, so a suite also crosses midnight (and, in
 * UTC+14, a different calendar day than UTC) while it runs.
 *
 *   npx tsx scripts/shifted-clock.ts -- <command…>
 */
import { spawnSync } from 'node:child_process';

export const SHIFTED_ZONE = 'Pacific/Kiritimati';

export function hasFaketime(): boolean {
  return spawnSync('faketime', ['--help'], { stdio: 'ignore' }).status === 0;
}

/** Seconds from `now` to 23:59:00 in UTC+14 on the day one year (366 days) ahead. */
export function shiftSeconds(now = Date.now()): number {
  const ahead = new Date(now + 366 * 86_400_000);
  // The calendar day of `ahead` in UTC+14 (a fixed offset: Kiritimati has no daylight saving time).
  const local = new Date(ahead.getTime() + 14 * 3_600_000);
  const target = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 23, 59) - 14 * 3_600_000;
  return Math.round((target - now) / 1000);
}

/** The command wrapped in faketime, and the environment it needs. */
export function shiftedCommand(command: string[], now = Date.now()): { command: string[]; env: NodeJS.ProcessEnv } {
  const seconds = shiftSeconds(now);
  return {
    // -m: the multi-threaded libfaketime (Node and PostgreSQL run threads); -f +Ns: one offset for every process.
    command: ['faketime', '-m', '-f', `+${seconds}s`, ...command],
    env: { ...process.env, TZ: SHIFTED_ZONE },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dash = process.argv.indexOf('--');
  const command = dash >= 0 ? process.argv.slice(dash + 1) : [];
  if (command.length === 0) {
    console.error('usage: npx tsx scripts/shifted-clock.ts -- <command…>');
    process.exit(2);
  }
  const shifted = shiftedCommand(command);
  const [cmd, ...args] = shifted.command;
  console.log(`shifted clock: ${shifted.command.slice(0, 4).join(' ')} TZ=${SHIFTED_ZONE}`);
  const run = spawnSync(cmd as string, args, { stdio: 'inherit', env: shifted.env });
  process.exit(run.status ?? 1);
}
