/**
 * `POST /web-api/limits/action` and `block-user`: a time-out (24 hours … 6 weeks), a self-exclusion (6 months … 5
 * years, or permanent) with its reason, the reality-check interval, the permanent block. A running time-out or
 * exclusion is only ever lengthened here, never shortened: it ends by itself when its time comes.
 */
import {
  type LimitActionRequest,
  type Protection,
  realityCheckMinutes,
  selfExclusionMonths,
  timeoutHours,
} from '@betframe/sdk/limits';
import { ApiError } from '../app/errors';
import { type Executor, withTransaction } from '../db';
import { addMonths, HOUR_MS } from './periods';
import { lockPlayer, protectionOf, record } from './protection';
import './tables';

/** Self-exclusion reasons: ids stable on the wire, names `limits.reason_<id>` in the dictionaries. */
export const selfExclusionReasonIds = [1, 2, 3, 4, 5] as const;

const outOfRange = () => ApiError.validation({ duration: ['out_of_range'] });

const later = (a: Date | null, b: Date) => (a && a.getTime() > b.getTime() ? a : b);

export async function applyAction(
  ex: Executor,
  userId: number,
  req: LimitActionRequest,
  now: Date,
  minuteMs: number,
): Promise<Protection> {
  return withTransaction(ex, async (trx) => {
    const player = await lockPlayer(trx, userId, now);
    const { duration } = req;
    if (req.action === 'timeout') {
      if (typeof duration !== 'number' || duration < timeoutHours.min || duration > timeoutHours.max)
        throw outOfRange();
      const until = later(player.timeout_until, new Date(now.getTime() + duration * HOUR_MS));
      await trx
        .updateTable('rg_players')
        .set({ timeout_until: until, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
    } else if (req.action === 'self-exclusion') {
      const permanent = duration === 'permanent';
      if (
        !permanent &&
        (duration === undefined || duration < selfExclusionMonths.min || duration > selfExclusionMonths.max)
      )
        throw outOfRange();
      if (req.reasonId !== undefined && !(selfExclusionReasonIds as readonly number[]).includes(req.reasonId))
        throw ApiError.validation({ reasonId: ['unknown_reason'] });
      await trx
        .updateTable('rg_players')
        .set({
          ...(permanent
            ? { excluded_permanent: true }
            : { excluded_until: later(player.excluded_until, addMonths(now, duration as number)) }),
          exclusion_reason_id: req.reasonId ?? null,
          updated_at: now,
        })
        .where('user_id', '=', userId)
        .execute();
    } else {
      if (
        typeof duration !== 'number' ||
        (duration !== 0 && (duration < realityCheckMinutes.min || duration > realityCheckMinutes.max))
      )
        throw outOfRange();
      await trx
        .updateTable('rg_players')
        .set({
          reality_check_minutes: duration === 0 ? null : duration,
          reality_next_at: duration === 0 ? null : new Date(now.getTime() + duration * minuteMs),
          updated_at: now,
        })
        .where('user_id', '=', userId)
        .execute();
    }
    await record(trx, userId, req.action, req, now);
    return protectionOf(await lockPlayer(trx, userId, now), now);
  });
}

/** Closes the account for gambling at once and for good (only the operator can reopen it). */
export async function blockUser(ex: Executor, userId: number, now: Date): Promise<Protection> {
  return withTransaction(ex, async (trx) => {
    await lockPlayer(trx, userId, now);
    await trx
      .updateTable('rg_players')
      .set({ blocked_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    await record(trx, userId, 'block-user', {}, now);
    return protectionOf(await lockPlayer(trx, userId, now), now);
  });
}
