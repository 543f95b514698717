import { type TokenClaims, tokenClaims } from '@betframe/sdk/account';
import { signJwt, verifyJwt } from './jwt';

/** SPEC §9: default access-token time 15 minutes. */
export const TOKEN_LIFETIME_SECONDS = 15 * 60;
/** How long after expiry a token still buys a refresh (while its session lives). */
export const REFRESH_GRACE_SECONDS = 24 * 60 * 60;

export interface IssuedToken {
  token: string;
  /** Expiry, seconds since the epoch (the exp claim). */
  exp: number;
}

export function issueToken(
  secret: Buffer,
  subject: { userId: number; sessionId: string },
  typ: TokenClaims['typ'],
  nowMs: number,
): IssuedToken {
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + TOKEN_LIFETIME_SECONDS;
  const claims: TokenClaims = { sub: String(subject.userId), sid: subject.sessionId, typ, iat, exp };
  return { token: signJwt(claims, secret), exp };
}

export type TokenCheck = { ok: true; claims: TokenClaims; userId: number; expired: boolean } | { ok: false };

/** Verifies signature and claim shape; `expired` tells whether exp has passed (the caller decides). */
export function checkToken(secret: Buffer, token: string, nowMs: number): TokenCheck {
  const verified = verifyJwt(token, secret);
  if (!verified.ok) return { ok: false };
  const parsed = tokenClaims.safeParse(verified.claims);
  if (!parsed.success) return { ok: false };
  const userId = Number(parsed.data.sub);
  if (!Number.isSafeInteger(userId) || userId < 1) return { ok: false };
  return { ok: true, claims: parsed.data, userId, expired: parsed.data.exp * 1000 <= nowMs };
}
