/**
 * The player's protection state (rg_players): time-out, self-exclusion, permanent block, reality-check interval.
 * Its row is also the per-player lock: every stake, deposit and limit change takes it first (`lockPlayer`), so
 * two of them never both pass a limit that only one fits under.
 */
import type { Protection } from '@betframe/sdk/limits';
import { ApiError } from '../app/errors';
import type { Executor } from '../db';
import './tables';

export type PlayerRow = Awaited<ReturnType<typeof lockPlayer>>;

/** Creates the player's row when missing and locks it until the transaction ends. */
export async function lockPlayer(ex: Executor, userId: number, at: Date) {
  await ex
    .insertInto('rg_players')
    .values({
      user_id: userId,
      timeout_until: null,
      excluded_until: null,
      exclusion_reason_id: null,
      blocked_at: null,
      reality_check_minutes: null,
      reality_next_at: null,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return ex.selectFrom('rg_players').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

export async function readPlayer(ex: Executor, userId: number) {
  return ex.selectFrom('rg_players').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** What stands between the player and gambling now; a time-out or exclusion whose end passed is over. */
export function protectionOf(row: PlayerRow | undefined, now: Date): Protection {
  const realityCheckMinutes = row?.reality_check_minutes ?? null;
  if (!row) return { state: 'open', until: null, realityCheckMinutes };
  if (row.blocked_at) return { state: 'blocked', until: null, realityCheckMinutes };
  if (row.excluded_permanent) return { state: 'self-exclusion', until: null, realityCheckMinutes };
  const t = now.getTime();
  if (row.excluded_until && row.excluded_until.getTime() > t)
    return { state: 'self-exclusion', until: row.excluded_until.toISOString(), realityCheckMinutes };
  if (row.timeout_until && row.timeout_until.getTime() > t)
    return { state: 'timeout', until: row.timeout_until.toISOString(), realityCheckMinutes };
  return { state: 'open', until: null, realityCheckMinutes };
}

/** The 403 of CONTRACTS §7 for a closed state, or undefined when the player may gamble. */
export function refusalOf(protection: Protection): ApiError | undefined {
  if (protection.state === 'open') return undefined;
  const until = protection.until;
  if (protection.state === 'timeout')
    return new ApiError(403, 'timeout_active', `A time-out runs until ${until}`, undefined, { until });
  return new ApiError(
    403,
    'self_excluded',
    until ? `Self-excluded until ${until}` : 'The account is closed for gambling',
    undefined,
    { until },
  );
}

/** Sign-in during a time-out, self-exclusion or block answers 403 (CONTRACTS §7). */
export async function assertMaySignIn(ex: Executor, userId: number, now: Date): Promise<void> {
  const refusal = refusalOf(protectionOf(await readPlayer(ex, userId), now));
  if (refusal) throw refusal;
}

export async function record(ex: Executor, userId: number, action: string, detail: unknown, at: Date) {
  await ex
    .insertInto('rg_log')
    .values({ user_id: userId, action, detail: JSON.stringify(detail), at })
    .execute();
}
