/**
 * Where tokens come from: the web-api endpoints of SPEC §7, or a callback of the host page.
 * Server times (expiry, JWT `exp`) are moved onto the local clock using the response `Date` header, so a
 * browser whose clock is off still refreshes on time.
 */
import * as z from 'zod/mini';
import { cancelledError, type RequestErrorValue, tokenError } from '../errors';
import type { HttpClient, Result } from '../request';
import { ACCESS_TOKEN_TTL_MS, SERVICE_TOKEN_PATH, SERVICE_TOKEN_REFRESH_PATH, USER_TOKEN_PATH } from './constants';
import { jwtExpiresAt } from './jwt';
import type { IssuedToken, TokenSource } from './token-cache';

/** Server clock minus local clock, from the response `Date` header; undefined when absent or unreadable. */
export function clockSkew(headers: Headers, localNow: number): number | undefined {
  const date = headers.get('date');
  if (!date) return undefined;
  const serverNow = Date.parse(date);
  return Number.isNaN(serverNow) ? undefined : serverNow - localNow;
}

/** An expiry as the server sends it (ISO text, epoch seconds or epoch ms) → epoch ms on the server clock. */
export function parseExpiry(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e12 ? value * 1000 : value;
  if (typeof value === 'string' && value.trim() !== '') {
    const numeric = Number(value);
    if (Number.isFinite(numeric)) return parseExpiry(numeric);
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  return undefined;
}

// Tolerates both `{ data: X }` (the agreed body) and `{ data: { data: X } }` (the axios-style reading of the spec).
const attributesSchema = z.object({ userToken: z.optional(z.unknown()), expireDate: z.optional(z.unknown()) });
const serviceBodySchema = z.object({
  data: z.optional(
    z.object({
      attributes: z.optional(attributesSchema),
      data: z.optional(z.object({ attributes: z.optional(attributesSchema) })),
    }),
  ),
});
const userBodySchema = z.object({
  data: z.optional(
    z.object({ token: z.optional(z.unknown()), data: z.optional(z.object({ token: z.optional(z.unknown()) })) }),
  ),
});

function fetchFailure(error: RequestErrorValue, url: string): Result<IssuedToken> {
  // SPEC §4: a 403 while fetching a token means the player is not signed in. A 401 there means the same (our
  // server answers a guest's gettoken with 401), so callers need to handle only one code.
  if (error.code === 'http_403' || error.code === 'http_401') {
    return { error: tokenError('user_not_authenticated', error.url ?? url, error.status) };
  }
  return { error };
}

export interface WebApiSourceOptions {
  /** A client WITHOUT token handling (token calls must not recurse into themselves). */
  http: HttpClient;
  now?: () => number;
}

/**
 * The service token: GET `SERVICE_TOKEN_PATH` when none is held, POST `SERVICE_TOKEN_REFRESH_PATH` (JSON:API,
 * bearer of the old token) to renew one; a failed refresh falls back to a new GET.
 */
export function serviceTokenSource({ http, now = Date.now }: WebApiSourceOptions): TokenSource {
  async function call(path: string, current: IssuedToken | undefined, signal: AbortSignal) {
    const refresh = path === SERVICE_TOKEN_REFRESH_PATH;
    const result = await http.request({
      path,
      method: refresh ? 'POST' : 'GET',
      jsonApi: 'token',
      params: refresh && current ? { userToken: current.token } : undefined,
      headers: refresh && current ? { Authorization: `Bearer ${current.token}` } : undefined,
      signal,
      schema: serviceBodySchema,
    });
    if (result.error) return fetchFailure(result.error, path);
    const skew = clockSkew(result.headers, now());
    if (skew === undefined) return { error: tokenError('token_missing_date_header', path) };
    const attributes = result.data.data?.attributes ?? result.data.data?.data?.attributes;
    const token = attributes?.userToken;
    if (typeof token !== 'string' || token === '') return { error: tokenError('token_lost', path) };
    const serverExpiry = parseExpiry(attributes?.expireDate) ?? now() + skew + ACCESS_TOKEN_TTL_MS;
    return { data: { token, expiresAt: serverExpiry - skew }, status: result.status, headers: result.headers };
  }

  return async ({ current, signal }) => {
    if (current) {
      const refreshed = await call(SERVICE_TOKEN_REFRESH_PATH, current, signal);
      if (!refreshed.error || refreshed.error.code === 'cancelled') return refreshed;
    }
    return call(SERVICE_TOKEN_PATH, undefined, signal);
  };
}

/** The user token: GET `USER_TOKEN_PATH` → `data.token`, expiring at its JWT `exp`. */
export function userTokenSource({ http, now = Date.now }: WebApiSourceOptions): TokenSource {
  return async ({ signal }) => {
    const result = await http.request({ path: USER_TOKEN_PATH, signal, schema: userBodySchema });
    if (result.error) return fetchFailure(result.error, USER_TOKEN_PATH);
    const token = result.data.data?.token ?? result.data.data?.data?.token;
    if (typeof token !== 'string' || token === '') return { error: tokenError('token_lost', USER_TOKEN_PATH) };
    const skew = clockSkew(result.headers, now()) ?? 0;
    const exp = jwtExpiresAt(token);
    const expiresAt = exp === undefined ? now() + ACCESS_TOKEN_TTL_MS : exp - skew;
    return { data: { token, expiresAt }, status: result.status, headers: result.headers };
  };
}

/**
 * A token handed over by the host page (`Betframe.login(token)`): `refresh` is asked for a new token when the
 * held one expires or is rejected. A JWT's `exp` gives the expiry; other tokens live ACCESS_TOKEN_TTL_MS.
 */
export function callbackTokenSource(
  refresh: (signal: AbortSignal) => Promise<string>,
  now: () => number = Date.now,
): TokenSource {
  return async ({ signal }) => {
    try {
      const token = await refresh(signal);
      if (typeof token !== 'string' || token === '') return { error: tokenError('token_lost') };
      return { data: issuedToken(token, now), status: 200, headers: new Headers() };
    } catch {
      return { error: signal.aborted ? cancelledError('token refresh') : tokenError('user_not_authenticated') };
    }
  };
}

/** A raw token → IssuedToken: JWT `exp` when it has one, else now + ACCESS_TOKEN_TTL_MS. */
export function issuedToken(token: string, now: () => number = Date.now): IssuedToken {
  return { token, expiresAt: jwtExpiresAt(token) ?? now() + ACCESS_TOKEN_TTL_MS };
}
