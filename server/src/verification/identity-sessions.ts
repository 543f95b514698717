/**
 * Electronic identity sessions — smart-ID, mobile-ID and face verification (SPEC §7): a start makes a pending
 * session with a control code (or a face flow id) and a signed link to the identity provider's page; the
 * provider's answer completes or fails it; a session not answered in time expires. The sandbox provider's page is
 * `/sandbox/identity/:id` (desk.ts); the operator desk can answer too.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { IdentityMethod, IdentitySession, IdentityStart } from '@betframe/sdk/verification';
import type { Selectable } from 'kysely';
import type { Db, Executor } from '../db';
import { withTransaction } from '../db';
import { SandboxPaymentProvider } from '../payments';
import type { IdentitySessionsTable } from './tables';

/** How long the provider waits for the player: a phone confirmation is quick, a face capture takes longer. */
export const sessionLifetimeMs: Record<IdentityMethod, number> = {
  smart_id: 5 * 60_000,
  mobile_id: 5 * 60_000,
  face: 15 * 60_000,
};

type SessionRow = Selectable<IdentitySessionsTable>;

export function sessionRecord(row: SessionRow, now: Date): IdentitySession {
  const overdue = row.status === 'pending' && row.expires_at <= now;
  return {
    sessionId: row.id,
    method: row.method,
    status: overdue ? 'expired' : row.status,
    verificationCode: row.verification_code,
    flowId: row.flow_id,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}

/** The sandbox identity provider's signature on its page links (the same signer as the sandbox payments). */
export const identitySigner = (secret: string) => {
  const signer = new SandboxPaymentProvider(secret);
  return {
    sign: (sessionId: string) => signer.sign(`identity:${sessionId}`),
    verify: (sessionId: string, signature: string) => signer.verify(`identity:${sessionId}`, signature),
  };
};

/** Starts a session; a pending one of the same method ends (expired), so one flow runs at a time. */
export async function startSession(
  db: Db,
  input: {
    userId: number;
    method: IdentityMethod;
    personalCode?: string;
    phone?: string;
    at: Date;
    secret: string;
    origin: string;
  },
): Promise<IdentityStart> {
  const row = await withTransaction(db, async (trx) => {
    await trx
      .updateTable('identity_sessions')
      .set({ status: 'expired', decided_at: input.at })
      .where('user_id', '=', input.userId)
      .where('method', '=', input.method)
      .where('status', '=', 'pending')
      .execute();
    return trx
      .insertInto('identity_sessions')
      .values({
        id: randomBytes(18).toString('base64url'),
        user_id: input.userId,
        method: input.method,
        personal_code: input.personalCode ?? null,
        phone: input.phone ?? null,
        verification_code: input.method === 'face' ? null : String(randomInt(0, 10_000)).padStart(4, '0'),
        flow_id: input.method === 'face' ? randomUUID() : null,
        reason: null,
        created_at: input.at,
        expires_at: new Date(input.at.getTime() + sessionLifetimeMs[input.method]),
        decided_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const token = identitySigner(input.secret).sign(row.id);
  return {
    session: sessionRecord(row, input.at),
    token,
    url: `${input.origin}/sandbox/identity/${encodeURIComponent(row.id)}?sig=${token}`,
  };
}

export async function ownSession(db: Executor, userId: number, id: string) {
  return db
    .selectFrom('identity_sessions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function listSessions(db: Executor, userId: number) {
  return db
    .selectFrom('identity_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
}

/** The provider's answer on a pending, unexpired session; false when there is nothing to answer. */
export async function answerSession(
  db: Db,
  input: { id: string; outcome: 'complete' | 'failed'; reason: string | null; at: Date },
): Promise<boolean> {
  const done = await db
    .updateTable('identity_sessions')
    .set({ status: input.outcome, reason: input.outcome === 'failed' ? input.reason : null, decided_at: input.at })
    .where('id', '=', input.id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', input.at)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}
