/**
 * Play sessions and reality checks. Activity — a stake, a deposit, or a betting screen asking for the reality
 * check — continues the player's open session when it comes within 30 minutes of the last, else starts a new
 * one. A reality check falls due every `reality_check_minutes` of session time; the player's "continue" sets the
 * next one an interval later, "stop" ends the session.
 */

import type { RealityCheck } from '@betframe/sdk/limits';
import type { Selectable } from 'kysely';
import { type Executor, sql } from '../db';
import { toMajorNumber } from '../wallet';
import { activeCurrency } from './limit-rows';
import { SESSION_GAP_MS } from './periods';
import type { PlayerRow } from './protection';
import type { RgPlaySessionsTable } from './tables';
import { gamblingFlows } from './usage';

/** Continues or starts the player's play session at `now`; the session row. */
export async function touchSession(ex: Executor, userId: number, now: Date) {
  // One round trip (migration 0560): find the open session, extend it or open a new one.
  const { rows } = await sql<Selectable<RgPlaySessionsTable>>`
    select * from rg_touch_play_session(${userId}, ${now}, ${SESSION_GAP_MS})`.execute(ex);
  const session = rows[0];
  if (!session) throw new Error(`rg_touch_play_session returned no session for player ${userId}`);
  return session;
}

/**
 * The reality check as the client needs it; call with the player's row locked. `minuteMs` is the length of an
 * interval minute (60 000; REALITY_CHECK_MINUTE_MS shortens it in development and tests).
 */
export async function realityCheckOf(
  ex: Executor,
  player: PlayerRow,
  now: Date,
  minuteMs: number,
): Promise<RealityCheck> {
  const session = await touchSession(ex, player.user_id, now);
  const interval = player.reality_check_minutes;
  let nextAt = interval ? player.reality_next_at : null;
  if (interval && (!nextAt || nextAt.getTime() < session.started_at.getTime())) {
    // A new session: its first check is one interval after it started.
    nextAt = new Date(session.started_at.getTime() + interval * minuteMs);
    await ex
      .updateTable('rg_players')
      .set({ reality_next_at: nextAt, updated_at: now })
      .where('user_id', '=', player.user_id)
      .execute();
  }
  const currency = await activeCurrency(ex, player.user_id);
  const flows = currency
    ? await gamblingFlows(ex, {
        userId: player.user_id,
        currencyId: currency.id,
        from: session.started_at,
        to: new Date(now.getTime() + 1),
      })
    : { staked: 0, returned: 0 };
  return {
    intervalMinutes: interval,
    sessionStartedAt: session.started_at.toISOString(),
    sessionSeconds: Math.floor((now.getTime() - session.started_at.getTime()) / 1000),
    net: currency ? toMajorNumber(flows.returned - flows.staked, currency.digits) : 0,
    currency: currency?.code ?? null,
    nextAt: nextAt ? nextAt.toISOString() : null,
    dueInMs: nextAt ? Math.max(0, nextAt.getTime() - now.getTime()) : null,
  };
}

/** The player's answer to a due reality check. */
export async function answerRealityCheck(
  ex: Executor,
  player: PlayerRow,
  choice: 'continue' | 'stop',
  now: Date,
  minuteMs: number,
): Promise<void> {
  if (choice === 'stop') {
    await ex
      .updateTable('rg_play_sessions')
      .set({ ended_at: now, last_active_at: now })
      .where('user_id', '=', player.user_id)
      .where('ended_at', 'is', null)
      .execute();
    await ex
      .updateTable('rg_players')
      .set({ reality_next_at: null, updated_at: now })
      .where('user_id', '=', player.user_id)
      .execute();
    return;
  }
  const interval = player.reality_check_minutes;
  await ex
    .updateTable('rg_players')
    .set({ reality_next_at: interval ? new Date(now.getTime() + interval * minuteMs) : null, updated_at: now })
    .where('user_id', '=', player.user_id)
    .execute();
}
