import type { SiteConfig } from '@betframe/sdk/config';
import type { Context } from 'hono';
import type { AppContext, AuthenticatedUser, AuthResolver } from '../app/types';
import type { Db } from '../db';
import type { SiteConfigStore } from '../site-config';
import { OWASP_SCRYPT_COST, type ScryptCost, TEST_SCRYPT_COST } from './password-hash';
import { bearerToken, clientAddress } from './request-facts';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './session-cookie';
import {
  type ActiveSession,
  createSession,
  endSession,
  findSessionByCookie,
  findSessionById,
  touchSession,
} from './sessions';
import { loadTokenSecret } from './token-secret';
import { checkToken, type IssuedToken, issueToken } from './user-tokens';

/** Who is calling, as route modules see it (`requireUser` / `optionalUser`). */
export interface CurrentUser extends AuthenticatedUser {
  /** Same as `id`: the player's id. */
  userId: number;
  sessionId: string;
  /** How the request proved it: the site's session cookie or a bearer token (widgets in third-party frames). */
  via: 'cookie' | 'bearer';
}

export interface AuthServiceOptions {
  db: Db;
  siteConfig: SiteConfigStore;
  /** Token signing key (TOKEN_SECRET or the database, see loadTokenSecret); loaded once, on first use. */
  tokenSecret: () => Promise<Buffer>;
  /** scrypt cost of new password hashes. */
  passwordCost: ScryptCost;
  /** The clock (ms since the epoch); tests move it to check expiry and idle logoff. */
  now?: () => number;
}

/** last_seen_at is written at most this often per session, so reads do not all turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

/** The partner whose configuration governs a request: `?partner=` when it is a sane id, else partner 1. */
export function partnerOf(c: Context): number {
  const raw = c.req.query('partner') ?? c.req.query('ref_id');
  const value = raw === undefined ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647 ? value : 1;
}

/**
 * Sessions and tokens: resolves the caller of a request (session cookie or bearer user/service token), starts
 * and ends sessions, signs tokens. Implements the app's `AuthResolver`, so `deps.auth` is this object.
 */
export class AuthService implements AuthResolver {
  readonly db: Db;
  readonly siteConfig: SiteConfigStore;
  readonly passwordCost: ScryptCost;
  private readonly loadSecret: () => Promise<Buffer>;
  private secretPromise: Promise<Buffer> | undefined;
  private readonly clock: () => number;
  private readonly resolved = new WeakMap<Request, Promise<CurrentUser | null>>();

  constructor(options: AuthServiceOptions) {
    this.db = options.db;
    this.siteConfig = options.siteConfig;
    this.loadSecret = options.tokenSecret;
    this.passwordCost = options.passwordCost;
    this.clock = options.now ?? Date.now;
  }

  private secret(): Promise<Buffer> {
    this.secretPromise ??= this.loadSecret().catch((error: unknown) => {
      this.secretPromise = undefined;
      throw error;
    });
    return this.secretPromise;
  }

  now(): number {
    return this.clock();
  }

  config(c: Context): Promise<SiteConfig> {
    return this.siteConfig.get({ partner: partnerOf(c) });
  }

  /** The caller of this request, computed once per request. */
  resolve(c: AppContext | Context): Promise<CurrentUser | null> {
    const key = c.req.raw;
    let pending = this.resolved.get(key);
    if (!pending) {
      pending = this.identify(c);
      this.resolved.set(key, pending);
    }
    return pending;
  }

  /** Forgets the cached caller (after the request signed in or out). */
  forget(c: Context): void {
    this.resolved.delete(c.req.raw);
  }

  private async identify(c: Context): Promise<CurrentUser | null> {
    const bearer = bearerToken(c);
    if (bearer !== undefined) {
      const check = checkToken(await this.secret(), bearer, this.now());
      if (!check.ok || check.expired) return null;
      const session = await findSessionById(this.db, check.claims.sid);
      if (!session || session.userId !== check.userId) return null;
      return (await this.keepAlive(c, session)) ? this.user(session, 'bearer') : null;
    }
    const cookie = readSessionCookie(c);
    if (cookie === undefined) return null;
    const session = await findSessionByCookie(this.db, cookie);
    if (!session) return null;
    return (await this.keepAlive(c, session)) ? this.user(session, 'cookie') : null;
  }

  private user(session: ActiveSession, via: CurrentUser['via']): CurrentUser {
    return { id: session.userId, userId: session.userId, sessionId: session.id, via };
  }

  /**
   * SPEC §9: auto-logoff after the configured idle time (30 minutes), only when enabled. An idle session ends
   * here; a live one has its last-seen time refreshed.
   */
  private async keepAlive(c: Context, session: ActiveSession): Promise<boolean> {
    const now = this.now();
    const config = await this.config(c);
    const idleMs = now - session.lastSeenAt.getTime();
    if (config.global.autoLogoff && idleMs > config.global.autoLogoffMinutes * 60_000) {
      await endSession(this.db, session.userId, session.id, 'idle', new Date(now));
      return false;
    }
    if (idleMs >= TOUCH_INTERVAL_MS) await touchSession(this.db, session.id, new Date(now));
    return true;
  }

  /** Starts a site session for `userId`, sets the session cookie, returns the ids and a fresh user token. */
  async signIn(c: Context, userId: number): Promise<{ userId: number; sessionId: string; token: string }> {
    const { sessionId, cookieToken } = await createSession(this.db, userId, {
      ip: clientAddress(c),
      userAgent: c.req.header('user-agent') ?? '',
      now: new Date(this.now()),
    });
    writeSessionCookie(c, cookieToken);
    this.forget(c);
    const { token } = await this.issue({ userId, sessionId }, 'user');
    return { userId, sessionId, token };
  }

  /** Ends the caller's session and clears the cookie. */
  async signOut(c: Context, user: CurrentUser): Promise<void> {
    await endSession(this.db, user.userId, user.sessionId, 'logout', new Date(this.now()));
    clearSessionCookie(c);
    this.forget(c);
  }

  async issue(subject: { userId: number; sessionId: string }, typ: 'user' | 'service'): Promise<IssuedToken> {
    return issueToken(await this.secret(), subject, typ, this.now());
  }

  /** For refresh: a correctly signed token, possibly expired within `graceSeconds`, of a live session. */
  async refreshable(token: string, graceSeconds: number): Promise<{ userId: number; sessionId: string } | null> {
    const check = checkToken(await this.secret(), token, this.now());
    if (!check.ok) return null;
    if (check.claims.exp * 1000 + graceSeconds * 1000 <= this.now()) return null;
    const session = await findSessionById(this.db, check.claims.sid);
    if (!session || session.userId !== check.userId) return null;
    return { userId: session.userId, sessionId: session.id };
  }
}

/**
 * Builds the auth service for `deps.auth`: token key from TOKEN_SECRET or the database (loaded on first use),
 * password cost at the OWASP level except in test mode (cheap, so suites with many logins stay fast).
 */
export function createAuthService(options: {
  db: Db;
  siteConfig: SiteConfigStore;
  mode: 'development' | 'production' | 'test';
  passwordCost?: ScryptCost;
  now?: () => number;
}): AuthService {
  // A bad TOKEN_SECRET must stop the start, not fail the first login.
  const fromEnv = process.env.TOKEN_SECRET;
  if (fromEnv !== undefined && fromEnv !== '' && fromEnv.length < 32) {
    throw new Error('TOKEN_SECRET must be at least 32 characters');
  }
  return new AuthService({
    db: options.db,
    siteConfig: options.siteConfig,
    tokenSecret: () => loadTokenSecret(options.db),
    passwordCost: options.passwordCost ?? (options.mode === 'test' ? TEST_SCRYPT_COST : OWASP_SCRYPT_COST),
    ...(options.now ? { now: options.now } : {}),
  });
}
