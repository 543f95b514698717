import * as z from 'zod/mini';

/** POST /web-api/account/sessions/close */
export const closeSessionRequest = z.strictObject({
  session_id: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type CloseSessionRequest = z.input<typeof closeSessionRequest>;

export const sessionInfo = z.object({
  sessionId: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

/** Response data of POST /web-api/account/sessions */
export const sessionListData = z.object({ sessions: z.array(sessionInfo) });
export type SessionListData = z.infer<typeof sessionListData>;

/** POST /web-api/account/sessions/history — the sessions that ended, newest first (kept 30 days). */
export const sessionHistoryRequest = z.strictObject({
  page: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(1000)))),
});

export const endedSessionInfo = z.object({
  sessionId: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  endedAt: z.string(),
  /** Why it ended: logout, closed, disconnect_everywhere, password_changed, password_reset, idle. */
  endReason: z.string(),
  ip: z.string(),
  userAgent: z.string(),
});
export type EndedSessionInfo = z.infer<typeof endedSessionInfo>;

export const sessionHistoryData = z.object({
  sessions: z.array(endedSessionInfo),
  page: z.number().check(z.int()),
  pages: z.number().check(z.int()),
});
export type SessionHistoryData = z.infer<typeof sessionHistoryData>;
