import { ApiError } from './errors';
import type { AppContext, AppDeps, AuthenticatedUser, AuthResolver } from './types';

/** The signed-in player, or a 401 error body. */
export async function requireUser(c: AppContext, deps: Pick<AppDeps, 'auth'>): Promise<AuthenticatedUser> {
  const user = await deps.auth.resolve(c);
  if (!user) throw ApiError.unauthorized();
  return user;
}

/** The resolver for a server without the accounts area wired in: nobody is signed in. */
export const anonymousOnly: AuthResolver = { resolve: async () => null };
