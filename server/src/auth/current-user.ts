import type { Context } from 'hono';
import { ApiError } from '../app/errors';
import type { AppDeps } from '../app/types';
import { AuthService, type CurrentUser, createAuthService } from './auth-service';

function serviceOf(deps: Pick<AppDeps, 'auth'>): AuthService | undefined {
  return deps.auth instanceof AuthService ? deps.auth : undefined;
}

/** The signed-in player of this request (session cookie or bearer token), or null for a guest. */
export async function optionalUser(c: Context, deps: Pick<AppDeps, 'auth'>): Promise<CurrentUser | null> {
  const service = serviceOf(deps);
  if (service) return service.resolve(c);
  const user = await deps.auth.resolve(c as never);
  return user ? { id: user.id, userId: user.id, sessionId: '', via: 'cookie' } : null;
}

/** The signed-in player of this request; throws the 401 error body for a guest. */
export async function requireUser(c: Context, deps: Pick<AppDeps, 'auth'>): Promise<CurrentUser> {
  const user = await optionalUser(c, deps);
  if (!user) throw ApiError.unauthorized();
  return user;
}

/**
 * The auth service behind `deps.auth`. When the runtime left the placeholder resolver there, the accounts
 * module installs a service built from `deps` in its place, so every module's `requireUser` sees sessions.
 */
export function authServiceOf(deps: AppDeps): AuthService {
  const existing = serviceOf(deps);
  if (existing) return existing;
  const service = createAuthService({ db: deps.database.db, siteConfig: deps.siteConfig, mode: deps.mode });
  deps.auth = service;
  return service;
}
