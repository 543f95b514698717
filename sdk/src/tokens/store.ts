/**
 * The token store the request layer uses (it implements `TokenProvider`): a service token held in memory, a
 * user token kept in the `user_token` cookie, and the per-URL count of 401 answers.
 */
import { createHttpClient, type HttpClient, type TokenProvider } from '../request';
import { TOKEN_FAILURE_LIMIT, TOKEN_MARGIN_MS, USER_TOKEN_COOKIE } from './constants';
import { type CookieJar, defaultCookieJar } from './cookies';
import { jwtExpiresAt } from './jwt';
import { callbackTokenSource, issuedToken, serviceTokenSource, userTokenSource } from './sources';
import { createTokenCache, type TokenCache, type TokenPersistence, type TokenSource } from './token-cache';

export interface TokenStoreOptions {
  /** Used for the token calls; give it the same base URL and fetch as the main client, but no tokens. */
  http?: HttpClient;
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  cookies?: CookieJar;
  marginMs?: number;
  failureLimit?: number;
  serviceSource?: TokenSource;
  userSource?: TokenSource;
}

export interface TokenStore extends TokenProvider {
  readonly service: TokenCache;
  readonly user: TokenCache;
  /**
   * Hands a user token over from the host page; `refresh`, when given, replaces the web-api as the source of
   * the next user tokens (asked when this one expires or a call answers 401).
   */
  login(token: string, refresh?: (signal: AbortSignal) => Promise<string>): void;
  /** Forgets both tokens and the failure counts and drops a host's refresh callback (sign-out). */
  logout(): void;
}

/** The user token in its cookie, expiring at the token's `exp`. */
export function cookiePersistence(cookies: CookieJar, name = USER_TOKEN_COOKIE): TokenPersistence {
  return {
    load() {
      const token = cookies.get(name);
      if (!token) return undefined;
      // A token without `exp` is valid as long as its cookie lives (the cookie carries the expiry then).
      return { token, expiresAt: jwtExpiresAt(token) ?? Number.POSITIVE_INFINITY };
    },
    save(token) {
      cookies.set(name, token.token, { expires: new Date(token.expiresAt) });
    },
    clear() {
      cookies.remove(name);
    },
  };
}

export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const now = options.now ?? Date.now;
  const http =
    options.http ??
    createHttpClient({ baseUrl: options.baseUrl ?? '', now, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const marginMs = options.marginMs ?? TOKEN_MARGIN_MS;
  const limit = options.failureLimit ?? TOKEN_FAILURE_LIMIT;
  const failures = new Map<string, number>();

  const service = createTokenCache({
    name: 'service-token',
    source: options.serviceSource ?? serviceTokenSource({ http, now }),
    now,
    marginMs,
  });
  const defaultUserSource = options.userSource ?? userTokenSource({ http, now });
  const user = createTokenCache({
    name: 'user-token',
    source: defaultUserSource,
    now,
    marginMs,
    persistence: cookiePersistence(options.cookies ?? defaultCookieJar(now)),
  });

  return {
    service,
    user,
    serviceToken: (request) => service.get(request),
    userToken: (request) => user.get(request),
    unauthorized(url) {
      const count = (failures.get(url) ?? 0) + 1;
      failures.set(url, count);
      return count < limit;
    },
    authorized(url) {
      failures.delete(url);
    },
    login(token, refresh) {
      if (refresh) user.setSource(callbackTokenSource(refresh, now));
      user.set(issuedToken(token, now));
    },
    logout() {
      service.clear();
      user.clear();
      user.setSource(defaultUserSource);
      failures.clear();
    },
  };
}
