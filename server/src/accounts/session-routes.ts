import {
  closeSessionRequest,
  type SessionHistoryData,
  type SessionListData,
  sessionHistoryRequest,
} from '@betframe/sdk/account';
import type { Hono } from 'hono';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readBody } from '../app/validation';
import {
  bearerToken,
  clearSessionCookie,
  endSession,
  endUserSessions,
  listActiveSessions,
  optionalUser,
  REFRESH_GRACE_SECONDS,
  requireUser,
} from '../auth';
import { type AccountsContext, ok } from './context';

const HISTORY_PAGE = 20;

export function registerSessionRoutes(app: Hono<AppEnv>, ctx: AccountsContext): void {
  app.get('/web-api/account/session', async (c) => {
    const user = await requireUser(c, ctx.deps);
    return ok(c, { sessionId: user.sessionId });
  });

  app.post('/web-api/account/sessions', async (c) => {
    const user = await requireUser(c, ctx.deps);
    const rows = await listActiveSessions(ctx.db, user.userId);
    const data: SessionListData = {
      sessions: rows.map((row) => ({
        sessionId: row.id,
        current: row.id === user.sessionId,
        createdAt: new Date(row.created_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
        ip: row.ip,
        userAgent: row.user_agent,
      })),
    };
    return ok(c, data);
  });

  /** The sessions that ended (the sweeper deletes them 30 days after), newest first, 20 a page. */
  app.post('/web-api/account/sessions/history', async (c) => {
    const user = await requireUser(c, ctx.deps);
    const { page = 1 } = await readBody(c, sessionHistoryRequest);
    const ended = ctx.db.selectFrom('sessions').where('user_id', '=', user.userId).where('ended_at', 'is not', null);
    const { total } = await ended.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    const rows = await ended
      .select(['id', 'created_at', 'last_seen_at', 'ended_at', 'end_reason', 'ip', 'user_agent'])
      .orderBy('ended_at', 'desc')
      .orderBy('id')
      .limit(HISTORY_PAGE)
      .offset((page - 1) * HISTORY_PAGE)
      .execute();
    const data: SessionHistoryData = {
      sessions: rows.map((row) => ({
        sessionId: row.id,
        createdAt: new Date(row.created_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
        endedAt: new Date(row.ended_at ?? row.last_seen_at).toISOString(),
        endReason: row.end_reason ?? 'closed',
        ip: row.ip,
        userAgent: row.user_agent,
      })),
      page,
      pages: Math.max(1, Math.ceil(Number(total) / HISTORY_PAGE)),
    };
    return ok(c, data);
  });

  app.post('/web-api/account/sessions/close', async (c) => {
    const user = await requireUser(c, ctx.deps);
    const body = await readBody(c, closeSessionRequest);
    const closed = await endSession(ctx.db, user.userId, body.session_id, 'closed', new Date(ctx.now()));
    if (!closed) throw ApiError.notFound('No such active session');
    if (body.session_id === user.sessionId) clearSessionCookie(c);
    return ok(c, { closed: true });
  });

  /** Ends every other session of the player; the one making the call stays signed in. */
  app.post('/web-api/account/disconnect-everywhere', async (c) => {
    const user = await requireUser(c, ctx.deps);
    const ended = await endUserSessions(
      ctx.db,
      user.userId,
      'disconnect_everywhere',
      new Date(ctx.now()),
      user.sessionId,
    );
    return ok(c, { ended });
  });

  /** SPEC §7: returns data.data.token for the user_token cookie; 401 for a guest. */
  app.get('/web-api/user/gettoken', async (c) => {
    const user = await requireUser(c, ctx.deps);
    const { token } = await ctx.auth.issue(user, 'user');
    return ok(c, { token });
  });

  const serviceToken = async (subject: { userId: number; sessionId: string }) => {
    const issued = await ctx.auth.issue(subject, 'service');
    return {
      data: {
        type: 'token' as const,
        attributes: { userToken: issued.token, expireDate: new Date(issued.exp * 1000).toISOString() },
      },
    };
  };

  /** SPEC §4/§7: JSON:API service token; a guest gets 403 (the client's user-not-authenticated error). */
  app.on('GET', ['/web-api/api/mobile/v1/token/', '/web-api/api/mobile/v1/token'], async (c) => {
    const user = await optionalUser(c, ctx.deps);
    if (!user) throw new ApiError(403, 'user_not_authenticated', 'User not authenticated');
    c.header('Cache-Control', 'no-store');
    return c.json(await serviceToken(user));
  });

  /**
   * A new service token for the signed-in session: by session cookie, or by a bearer token that may be expired
   * (by up to a day) as long as its session is still active — frames without cookies refresh that way.
   */
  app.post('/web-api/api/mobile/v1/token/refresh', async (c) => {
    const bearer = bearerToken(c);
    const subject = bearer
      ? await ctx.auth.refreshable(bearer, REFRESH_GRACE_SECONDS)
      : await optionalUser(c, ctx.deps);
    if (!subject) throw new ApiError(403, 'user_not_authenticated', 'User not authenticated');
    c.header('Cache-Control', 'no-store');
    return c.json(await serviceToken(subject));
  });
}
