/**
 * Electronic identity flows (SPEC §7 "face verify, veriface flow id, identity-provider token, smart ID and mobile
 * ID authentication and session status"): each starts a session that is pending until the identity provider
 * answers; the client asks for its status. The sandbox provider answers from its own page or the operator desk.
 */
import * as z from 'zod/mini';

export const identityMethods = ['smart_id', 'mobile_id', 'face'] as const;
export type IdentityMethod = (typeof identityMethods)[number];

export const identitySessionStatuses = ['pending', 'complete', 'failed', 'expired'] as const;
export type IdentitySessionStatus = (typeof identitySessionStatuses)[number];

/** A personal identification code: 6 to 20 digits, an optional dash. */
export const personalCodeSchema = z.string().check(z.regex(/^\d{3,10}-?\d{3,10}$/));

export const smartIdRequestSchema = z.object({ personalCode: personalCodeSchema });
export const mobileIdRequestSchema = z.object({
  personalCode: personalCodeSchema,
  phone_number: z.string().check(z.regex(/^\+?\d{7,15}$/)),
});

export const identitySessionSchema = z.object({
  sessionId: z.string(),
  method: z.enum(identityMethods),
  status: z.enum(identitySessionStatuses),
  /** The control code the player compares with the one on their phone (smart-ID, mobile-ID). */
  verificationCode: z.nullable(z.string()),
  /** The face-verification flow id ("veriface flow id"). */
  flowId: z.nullable(z.string()),
  /** Why it failed. */
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type IdentitySession = z.infer<typeof identitySessionSchema>;

/**
 * A flow's start: the session, the identity-provider token, and the provider's page — where the sandbox player
 * confirms on their "phone" (smart-ID, mobile-ID) or takes the face capture (the veriface flow).
 */
export const identityStartSchema = z.object({
  session: identitySessionSchema,
  token: z.string(),
  url: z.string(),
});
export type IdentityStart = z.infer<typeof identityStartSchema>;
