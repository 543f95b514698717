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
