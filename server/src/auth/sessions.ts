import { randomUUID } from 'node:crypto';
import type { Executor } from '../db';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';

export type SessionEndReason =
  | 'logout'
  | 'closed'
  | 'disconnect_everywhere'
  | 'password_changed'
  | 'password_reset'
  | 'idle'
  | 'two_factor_disabled';

export interface ActiveSession {
  id: string;
  userId: number;
  lastSeenAt: Date;
}

export async function createSession(
  db: Executor,
  userId: number,
  facts: { ip: string; userAgent: string; now: Date },
): Promise<{ sessionId: string; cookieToken: string }> {
  const cookieToken = newOpaqueToken();
  const sessionId = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      token_hash: hashOpaqueToken(cookieToken),
      user_id: userId,
      created_at: facts.now,
      last_seen_at: facts.now,
      ip: facts.ip.slice(0, 100),
      user_agent: facts.userAgent.slice(0, 300),
    })
    .execute();
  return { sessionId, cookieToken };
}

export async function findSessionByCookie(db: Executor, cookieToken: string): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at'])
    .where('token_hash', '=', hashOpaqueToken(cookieToken))
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, lastSeenAt: new Date(row.last_seen_at) };
}

export async function findSessionById(db: Executor, sessionId: string): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at'])
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, lastSeenAt: new Date(row.last_seen_at) };
}

export async function touchSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

/** Ends one session of `userId`; returns whether it was active. */
export async function endSession(
  db: Executor,
  userId: number,
  sessionId: string,
  reason: SessionEndReason,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every active session of the player except `keepSessionId` (none kept when undefined). */
export async function endUserSessions(
  db: Executor,
  userId: number,
  reason: SessionEndReason,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listActiveSessions(db: Executor, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .orderBy('last_seen_at', 'desc')
    .execute();
}
