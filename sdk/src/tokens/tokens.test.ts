import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { delay, type LocalHttpServer, sendJson, startLocalHttpServer } from '../../test/local-http-server';
import { makeJwt } from '../../test/make-jwt';
import { createHttpClient, JSON_API_TYPE } from '../request';
import {
  ACCESS_TOKEN_TTL_MS,
  clockSkew,
  createApiClient,
  createTokenStore,
  decodeJwt,
  memoryCookieJar,
  parseExpiry,
  SERVICE_TOKEN_PATH,
  SERVICE_TOKEN_REFRESH_PATH,
  TOKEN_FAILURE_LIMIT,
  TOKEN_MARGIN_MS,
  USER_TOKEN_COOKIE,
  USER_TOKEN_PATH,
} from './index';

let server: LocalHttpServer;

beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.routes.clear();
  server.seen.length = 0;
});

const serviceBody = (userToken: string, expireDate?: string) => ({
  data: { type: 'token', attributes: expireDate === undefined ? { userToken } : { userToken, expireDate } },
});

/** Serves service tokens s1, s2, … each valid for `lifetimeMs` on the server clock (server clock = local + skew). */
function serveServiceTokens({ lifetimeMs = 600_000, skewMs = 0 } = {}) {
  let issued = 0;
  const handler = (_req: unknown, res: Parameters<typeof sendJson>[0]) => {
    issued += 1;
    const serverNow = Date.now() + skewMs;
    sendJson(res, 200, serviceBody(`s${issued}`, new Date(serverNow + lifetimeMs).toISOString()), {
      date: new Date(serverNow).toUTCString(),
    });
  };
  server.routes.set(SERVICE_TOKEN_PATH, handler);
  server.routes.set(SERVICE_TOKEN_REFRESH_PATH, handler);
}

/** A service endpoint that accepts only the given bearer values. */
function protectedRoute(path: string, accepted: (authorization: string | undefined) => boolean) {
  server.routes.set(path, (req, res) => {
    if (accepted(req.headers.authorization ?? (req.headers['x-auth'] as string | undefined))) {
      sendJson(res, 200, { success: true, data: 'secret' });
    } else sendJson(res, 401, { success: false, message: 'unauthorized' });
  });
}

function setup(options: { now?: () => number } = {}) {
  const cookies = memoryCookieJar(options.now);
  const tokens = createTokenStore({ baseUrl: server.origin, cookies, ...options });
  const http = createHttpClient({ baseUrl: server.origin, tokens, ...options });
  return { tokens, http, cookies };
}

describe('service token', () => {
  it('is fetched with GET (JSON:API) on first use and sent as Authorization: Bearer', async () => {
    serveServiceTokens();
    protectedRoute('/LineFeed/Get', (auth) => auth === 'Bearer s1');
    const { http } = setup();
    const result = await http.request({ path: '/LineFeed/Get', serviceToken: true });
    expect(result.data).toEqual({ success: true, data: 'secret' });
    const [fetch] = server.hits(SERVICE_TOKEN_PATH);
    expect(fetch?.method).toBe('GET');
    expect(fetch?.headers.accept).toBe(JSON_API_TYPE);
  });

  it('concurrent requests share one token fetch', async () => {
    serveServiceTokens();
    protectedRoute('/a', (auth) => auth === 'Bearer s1');
    const { http } = setup();
    await Promise.all([1, 2, 3].map(() => http.request({ path: '/a', serviceToken: true })));
    expect(server.hits(SERVICE_TOKEN_PATH)).toHaveLength(1);
    expect(server.hits('/a')).toHaveLength(3);
  });

  it('is reused until 5 s before expiry, then refreshed with POST …/token/refresh', async () => {
    serveServiceTokens({ lifetimeMs: 60_000 });
    protectedRoute('/a', () => true);
    let clock = Date.now();
    const { http, tokens } = setup({ now: () => clock });
    await http.request({ path: '/a', serviceToken: true });
    const expiresAt = tokens.service.peek()?.expiresAt ?? 0;
    clock = expiresAt - TOKEN_MARGIN_MS - 1;
    await http.request({ path: '/a', serviceToken: true });
    expect(server.hits(SERVICE_TOKEN_PATH)).toHaveLength(1);
    expect(server.hits(SERVICE_TOKEN_REFRESH_PATH)).toHaveLength(0);
    clock = expiresAt - TOKEN_MARGIN_MS;
    await http.request({ path: '/a', serviceToken: true });
    const [refresh] = server.hits(SERVICE_TOKEN_REFRESH_PATH);
    expect(refresh?.method).toBe('POST');
    expect(refresh?.headers['content-type']).toBe(JSON_API_TYPE);
    expect(refresh?.headers.authorization).toBe('Bearer s1');
    expect(JSON.parse(refresh?.body ?? '')).toEqual({ data: { type: 'token', attributes: { userToken: 's1' } } });
    expect(server.hits('/a').at(-1)?.headers.authorization).toBe('Bearer s2');
    expect(TOKEN_MARGIN_MS).toBe(5000);
  });

  it('a failed refresh falls back to a new GET', async () => {
    serveServiceTokens({ lifetimeMs: 10_000 });
    server.routes.set(SERVICE_TOKEN_REFRESH_PATH, (_req, res) => sendJson(res, 500, {}));
    protectedRoute('/a', () => true);
    let clock = Date.now();
    const { http } = setup({ now: () => clock });
    await http.request({ path: '/a', serviceToken: true });
    clock += 10_000;
    await http.request({ path: '/a', serviceToken: true });
    expect(server.hits(SERVICE_TOKEN_REFRESH_PATH)).toHaveLength(1);
    expect(server.hits(SERVICE_TOKEN_PATH)).toHaveLength(2);
    expect(server.hits('/a').at(-1)?.headers.authorization).toBe('Bearer s2');
  });

  it('clock skew is corrected from the response Date header', async () => {
    const skewMs = 3_600_000; // the server clock is an hour ahead of ours
    serveServiceTokens({ lifetimeMs: 60_000, skewMs });
    const { tokens } = setup();
    const before = Date.now();
    await tokens.serviceToken();
    const expiresAt = tokens.service.peek()?.expiresAt ?? 0;
    // Without correction the token would look valid for 61 minutes; corrected it is ~60 s on our clock
    // (the Date header has whole seconds, hence the tolerance).
    expect(expiresAt).toBeGreaterThan(before + 60_000 - 1_500);
    expect(expiresAt).toBeLessThan(Date.now() + 60_000 + 1_500);
  });

  it('a token response without a Date header is the missing-date-header error', async () => {
    server.routes.set(SERVICE_TOKEN_PATH, (_req, res) => {
      res.sendDate = false;
      sendJson(res, 200, serviceBody('s1', new Date(Date.now() + 60_000).toISOString()));
    });
    const { http } = setup();
    const result = await http.request({ path: '/a', serviceToken: true });
    expect(result.error).toMatchObject({ code: 'token_missing_date_header', name: 'TokenError' });
  });

  it('a 403 on fetching the token raises user-not-authenticated', async () => {
    server.routes.set(SERVICE_TOKEN_PATH, (_req, res) => sendJson(res, 403, { success: false, message: 'sign in' }));
    const { http } = setup();
    const result = await http.request({ path: '/a', serviceToken: true });
    expect(result.error).toMatchObject({ code: 'user_not_authenticated', name: 'TokenError', status: 403 });
    expect(server.hits('/a')).toHaveLength(0);
  });

  it('a token response without a token is the lost-token error', async () => {
    server.routes.set(SERVICE_TOKEN_PATH, (_req, res) =>
      sendJson(res, 200, { data: { type: 'token', attributes: {} } }),
    );
    const { tokens } = setup();
    expect((await tokens.serviceToken()).error).toMatchObject({ code: 'token_lost' });
  });

  it('without an expireDate the default access-token time of 15 minutes applies', async () => {
    server.routes.set(SERVICE_TOKEN_PATH, (_req, res) => sendJson(res, 200, serviceBody('s1')));
    const clock = Date.now();
    const { tokens } = setup({ now: () => clock });
    await tokens.serviceToken();
    const expiresAt = tokens.service.peek()?.expiresAt ?? 0;
    expect(ACCESS_TOKEN_TTL_MS).toBe(900_000);
    expect(Math.abs(expiresAt - (clock + ACCESS_TOKEN_TTL_MS))).toBeLessThan(1_500);
  });

  it('the nested data.data.attributes form is read too', async () => {
    server.routes.set(SERVICE_TOKEN_PATH, (_req, res) => sendJson(res, 200, { data: serviceBody('nested') }));
    const { tokens } = setup();
    expect((await tokens.serviceToken()).data).toBe('nested');
  });
});

describe('401 handling', () => {
  it('a 401 on a request triggers one token refetch and one retry', async () => {
    serveServiceTokens();
    protectedRoute('/bets', (auth) => auth === 'Bearer s2');
    const { http } = setup();
    const result = await http.request({ path: '/bets', serviceToken: true });
    expect(result.data).toEqual({ success: true, data: 'secret' });
    expect(server.hits('/bets').map((r) => r.headers.authorization)).toEqual(['Bearer s1', 'Bearer s2']);
    expect(server.hits(SERVICE_TOKEN_PATH).length + server.hits(SERVICE_TOKEN_REFRESH_PATH).length).toBe(2);
  });

  it('only one retry: a second 401 is returned as http_401', async () => {
    serveServiceTokens();
    protectedRoute('/never', () => false);
    const { http } = setup();
    const result = await http.request({ path: '/never', serviceToken: true });
    expect(result.error).toMatchObject({ code: 'http_401', name: 'Unauthorized' });
    expect(server.hits('/never')).toHaveLength(2);
  });

  it('3 failures for the same URL raise token-not-authenticated', async () => {
    serveServiceTokens();
    protectedRoute('/never', () => false);
    const { http } = setup();
    expect(TOKEN_FAILURE_LIMIT).toBe(3);
    await http.request({ path: '/never', serviceToken: true });
    const second = await http.request({ path: '/never', serviceToken: true });
    expect(second.error).toMatchObject({ code: 'token_not_authenticated', name: 'TokenError', status: 401 });
    expect(server.hits('/never')).toHaveLength(3);
  });

  it('failures are counted per URL and reset by a success', async () => {
    serveServiceTokens();
    let open = false;
    protectedRoute('/flip', () => open);
    protectedRoute('/other', () => false);
    const { http } = setup();
    await http.request({ path: '/flip', serviceToken: true }); // 2 failures
    await http.request({ path: '/other', serviceToken: true }); // other URL, its own count
    open = true;
    expect((await http.request({ path: '/flip', serviceToken: true })).data).toBeDefined();
    open = false;
    const again = await http.request({ path: '/flip', serviceToken: true });
    expect(again.error?.code).toBe('http_401');
  });

  it('requests without token options are not refetched on 401', async () => {
    protectedRoute('/plain', () => false);
    const { http } = setup();
    const result = await http.request({ path: '/plain' });
    expect(result.error?.code).toBe('http_401');
    expect(server.hits('/plain')).toHaveLength(1);
  });
});

describe('user token', () => {
  const userToken = (exp: number, sub = '1') => makeJwt({ sub, exp });

  function serveUserTokens(expSeconds: () => number) {
    let issued = 0;
    server.routes.set(USER_TOKEN_PATH, (_req, res) => {
      issued += 1;
      sendJson(res, 200, { success: true, data: { token: userToken(expSeconds(), `u${issued}`) } });
    });
  }

  it('GET /web-api/user/gettoken → data.token → cookie user_token expiring at exp; sent as x-auth: Bearer', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    serveUserTokens(() => exp);
    protectedRoute('/LiveBet/Secure/MakeBetWeb', (auth) => auth?.startsWith('Bearer ') ?? false);
    const { http, cookies } = setup();
    const result = await http.request({ path: '/LiveBet/Secure/MakeBetWeb', method: 'POST', auth: true });
    expect(result.data).toEqual({ success: true, data: 'secret' });
    const token = cookies.get(USER_TOKEN_COOKIE);
    expect(token).toBe(userToken(exp, 'u1'));
    expect(server.hits('/LiveBet/Secure/MakeBetWeb')[0]?.headers['x-auth']).toBe(`Bearer ${token}`);
  });

  it('a valid user_token cookie is used without fetching', async () => {
    serveUserTokens(() => 0);
    protectedRoute('/secure', () => true);
    const { http, cookies } = setup();
    const existing = userToken(Math.floor(Date.now() / 1000) + 600, 'cookie');
    cookies.set(USER_TOKEN_COOKIE, existing);
    await http.request({ path: '/secure', auth: true });
    expect(server.hits(USER_TOKEN_PATH)).toHaveLength(0);
    expect(server.hits('/secure')[0]?.headers['x-auth']).toBe(`Bearer ${existing}`);
  });

  it('an expired user token (within the 5 s margin) is fetched afresh', async () => {
    serveUserTokens(() => Math.floor(Date.now() / 1000) + 3600);
    protectedRoute('/secure', () => true);
    const { http, cookies } = setup();
    cookies.set(USER_TOKEN_COOKIE, userToken(Math.floor(Date.now() / 1000) + 3, 'stale'));
    await http.request({ path: '/secure', auth: true });
    expect(server.hits(USER_TOKEN_PATH)).toHaveLength(1);
    expect(decodeJwt(cookies.get(USER_TOKEN_COOKIE)).sub).toBe('u1');
  });

  it.each([403, 401])('a %i on fetching the user token raises user-not-authenticated', async (status) => {
    server.routes.set(USER_TOKEN_PATH, (_req, res) => sendJson(res, status, { success: false }));
    const { http } = setup();
    const result = await http.request({ path: '/secure', auth: true });
    expect(result.error).toMatchObject({ code: 'user_not_authenticated', status });
    expect(server.hits('/secure')).toHaveLength(0);
  });

  it('a host can hand a token over, with a refresh callback used after a 401', async () => {
    const handed = userToken(Math.floor(Date.now() / 1000) + 600, 'host-1');
    const renewed = userToken(Math.floor(Date.now() / 1000) + 600, 'host-2');
    protectedRoute('/secure', (auth) => auth === `Bearer ${renewed}`);
    const { http, tokens } = setup();
    let refreshes = 0;
    tokens.login(handed, async () => {
      refreshes += 1;
      await delay(1);
      return renewed;
    });
    const result = await http.request({ path: '/secure', auth: true });
    expect(result.data).toBeDefined();
    expect(refreshes).toBe(1);
    expect(server.hits('/secure').map((r) => r.headers['x-auth'])).toEqual([`Bearer ${handed}`, `Bearer ${renewed}`]);
    expect(server.hits(USER_TOKEN_PATH)).toHaveLength(0);
  });

  it("logout forgets tokens and the host's refresh callback", async () => {
    serveUserTokens(() => Math.floor(Date.now() / 1000) + 600);
    const { tokens, cookies } = setup();
    let refreshes = 0;
    tokens.login(userToken(Math.floor(Date.now() / 1000) + 600), async () => {
      refreshes += 1;
      return 'from-host';
    });
    expect(cookies.get(USER_TOKEN_COOKIE)).toBeDefined();
    tokens.logout();
    expect(cookies.get(USER_TOKEN_COOKIE)).toBeUndefined();
    expect(tokens.user.peek()).toBeUndefined();
    await tokens.userToken();
    expect(refreshes).toBe(0);
    expect(server.hits(USER_TOKEN_PATH)).toHaveLength(1);
  });
});

describe('createApiClient wiring', () => {
  it('one call gives a client whose service requests fetch and send the service token', async () => {
    serveServiceTokens();
    protectedRoute('/wired', (auth) => auth === 'Bearer s1');
    const { http, tokens } = createApiClient({ baseUrl: server.origin, tokens: { cookies: memoryCookieJar() } });
    expect((await http.request({ path: '/wired', serviceToken: true })).data).toEqual({
      success: true,
      data: 'secret',
    });
    expect(tokens.service.peek()?.token).toBe('s1');
  });
});

describe('token helpers', () => {
  it('clock skew is server Date minus the local clock', () => {
    const headers = new Headers({ date: 'Thu, 01 Jan 2026 00:01:00 GMT' });
    expect(clockSkew(headers, Date.parse('2026-01-01T00:00:00Z'))).toBe(60_000);
    expect(clockSkew(new Headers(), 0)).toBeUndefined();
    expect(clockSkew(new Headers({ date: 'nonsense' }), 0)).toBeUndefined();
  });

  it.each([
    ['2026-01-01T00:00:00Z', Date.parse('2026-01-01T00:00:00Z')],
    [1_767_225_600, 1_767_225_600_000],
    [1_767_225_600_000, 1_767_225_600_000],
    ['1767225600', 1_767_225_600_000],
    ['', undefined],
    ['soon', undefined],
    [null, undefined],
  ])('expiry %j parses to %j', (input, expected) => {
    expect(parseExpiry(input)).toBe(expected);
  });
});

describe('user token persistence', () => {
  it('the cookie is the source of truth: a token replaced in the cookie (another tab) is used', async () => {
    const { tokens, cookies } = setup();
    const first = makeJwt({ sub: 'a', exp: Math.floor(Date.now() / 1000) + 600 });
    const second = makeJwt({ sub: 'b', exp: Math.floor(Date.now() / 1000) + 600 });
    tokens.login(first);
    cookies.set(USER_TOKEN_COOKIE, second);
    expect((await tokens.userToken()).data).toBe(second);
  });

  it('a jar that cannot write still keeps the token in memory', async () => {
    const blockedJar = { get: () => undefined, set: () => undefined, remove: () => undefined };
    const tokens = createTokenStore({ baseUrl: server.origin, cookies: blockedJar });
    const token = makeJwt({ sub: 'a', exp: Math.floor(Date.now() / 1000) + 600 });
    tokens.login(token);
    expect((await tokens.userToken()).data).toBe(token);
    expect(server.hits(USER_TOKEN_PATH)).toHaveLength(0);
  });
});
