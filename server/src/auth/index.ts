/**
 * Authentication for every route module:
 *
 *   const user = await requireUser(c, deps);   // { id, userId, sessionId, via } or a 401 error body
 *   const maybe = await optionalUser(c, deps); // the same or null for a guest
 *
 * A request is signed in by the site's `session` cookie, or by `Authorization: Bearer <token>` /
 * `x-auth: Bearer <token>` carrying a user or service token (widgets in third-party frames). `deps.auth` is the
 * AuthService (`createAuthService`); the accounts module installs one when the runtime did not.
 * Cookie-authenticated writes under /web-api pass the cross-origin (CSRF) guard — see docs/api-accounts.md.
 */
export { AuthService, type CurrentUser, createAuthService, partnerOf } from './auth-service';
export { crossOriginGuard } from './cross-origin-guard';
export { authServiceOf, optionalUser, requireUser } from './current-user';
export {
  accountKey,
  addressKey,
  assertLoginAllowed,
  clearAccountFailures,
  type LoginKeys,
  recordLoginFailure,
  TooManyAttempts,
} from './login-limiter';
export { hashOpaqueToken, hashShortCode, newOpaqueToken } from './opaque-token';
export {
  createDummyHash,
  hashPassword,
  needsRehash,
  OWASP_SCRYPT_COST,
  type ScryptCost,
  TEST_SCRYPT_COST,
  verifyPassword,
} from './password-hash';
export { bearerToken, clientAddress, isHttps } from './request-facts';
export { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
export { endSession, endUserSessions, listActiveSessions } from './sessions';
export { REFRESH_GRACE_SECONDS, TOKEN_LIFETIME_SECONDS } from './user-tokens';
