import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { z as zm } from 'zod/mini';
import { delay, type LocalHttpServer, sendJson, startLocalHttpServer } from '../../test/local-http-server';
import { GenericErrorKey, RequestError } from '../errors';
import { createHttpClient, createRequestScope, JSON_API_TYPE } from './index';

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

const ok = (data: unknown) => ({ success: true, data });

function client(options: Parameters<typeof createHttpClient>[0] = {}) {
  return createHttpClient({ baseUrl: server.origin, ...options });
}

describe('methods, parameters and paths', () => {
  it('method defaults to GET and parameters go in the query, encoded', async () => {
    server.routes.set('/feed', (_req, res) => sendJson(res, 200, ok(1)));
    const result = await client().request({
      path: '/feed',
      params: { language: 'en', groupId: 5, champs: [3, 1, 3], live: true },
    });
    expect(result.data).toEqual(ok(1));
    const [seen] = server.hits('/feed');
    expect(seen?.method).toBe('GET');
    expect(seen?.url).toBe('/feed?lng=en&gr=5&champs=1,3&live=true');
    expect(seen?.body).toBe('');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s sends the parameters as a JSON body', async (method) => {
    server.routes.set('/save', (_req, res) => sendJson(res, 200, ok(null)));
    await client().request({ path: '/save', method, params: { settingId: 4, pageNumber: 2, empty: [] } });
    const [seen] = server.hits('/save');
    expect(seen?.method).toBe(method);
    expect(seen?.url).toBe('/save');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ settingId: 4, page_number: 2 });
  });

  it("a caller's headers override ours whatever their letter case, never doubling", async () => {
    server.routes.set('/ct', (_req, res) => sendJson(res, 200, ok(null)));
    await client({ defaults: { headers: { ACCEPT: 'text/plain' } } }).request({
      path: '/ct',
      method: 'POST',
      params: { a: 1 },
      headers: { 'content-TYPE': 'application/x-custom' },
    });
    const [seen] = server.hits('/ct');
    expect(seen?.headers['content-type']).toBe('application/x-custom');
    expect(seen?.headers.accept).toBe('text/plain');
  });

  it('`query` parameters go in the query whatever the method', async () => {
    server.routes.set('/mixed', (_req, res) => sendJson(res, 200, ok(null)));
    await client().request({ path: '/mixed', method: 'POST', params: { a: 1 }, query: { lng: 'en' } });
    expect(server.hits('/mixed')[0]?.url).toBe('/mixed?lng=en');
  });

  it('optional path segments are appended when present', async () => {
    server.routes.set('/footer/main', (_req, res) => sendJson(res, 200, ok('main')));
    server.routes.set('/footer/casino%20games/2', (_req, res) => sendJson(res, 200, ok('casino')));
    const api = client();
    expect((await api.request({ path: '/footer', segments: ['main', undefined, null, ''] })).data).toEqual(ok('main'));
    expect((await api.request({ path: '/footer/', segments: ['casino games', 2] })).data).toEqual(ok('casino'));
  });

  it('client parameter defaults are omitted', async () => {
    server.routes.set('/d', (_req, res) => sendJson(res, 200, ok(null)));
    await client({ defaults: { paramDefaults: { lng: 'ru', partner: 1 } } }).request({
      path: '/d',
      params: { language: 'ru', partner: 1, count: 10 },
    });
    expect(server.hits('/d')[0]?.url).toBe('/d?count=10');
  });

  it('JSON by default, credentials same-origin, redirects not followed', async () => {
    server.routes.set('/j', (_req, res) => sendJson(res, 200, ok(null)));
    const inits: RequestInit[] = [];
    const recording: typeof fetch = (input, init) => {
      if (init) inits.push(init);
      return fetch(input, init);
    };
    await client({ fetch: recording }).request({ path: '/j' });
    expect(inits[0]).toMatchObject({ credentials: 'same-origin', redirect: 'manual', method: 'GET' });
    expect(server.hits('/j')[0]?.headers.accept).toBe('application/json');
  });

  it('a text response type returns the body as a string', async () => {
    server.routes.set('/sprite.svg', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end('<svg/>');
    });
    expect((await client().request({ path: '/sprite.svg', responseType: 'text' })).data).toBe('<svg/>');
  });
});

describe('form-data', () => {
  it('a FormData payload is passed through with no content type of ours', async () => {
    server.routes.set('/upload', (_req, res) => sendJson(res, 200, ok('stored')));
    const form = new FormData();
    form.append('document', new Blob(['abc'], { type: 'text/plain' }), 'passport.txt');
    form.append('kind', 'passport');
    const result = await client({ defaults: { headers: { 'content-type': 'text/plain' } } }).request({
      path: '/upload',
      method: 'POST',
      params: form,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(result.data).toEqual(ok('stored'));
    const [seen] = server.hits('/upload');
    expect(seen?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.body).toContain('name="kind"');
    expect(seen?.body).toContain('passport');
    expect(seen?.body).toContain('filename="passport.txt"');
  });
});

describe('a body encoded by the caller', () => {
  it("is sent unchanged with the caller's content headers, and never shared with an identical call", async () => {
    server.routes.set('/raw', (_req, res) => sendJson(res, 200, ok('kept')));
    const http = client();
    const call = {
      path: '/raw',
      method: 'POST' as const,
      body: '{"already":"encoded"}',
      params: { ignored: 1 },
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      dedupe: true,
    };
    const [first, second] = await Promise.all([http.request(call), http.request(call)]);
    expect(first.data).toEqual(ok('kept'));
    expect(second.data).toEqual(ok('kept'));
    const hits = server.hits('/raw');
    expect(hits).toHaveLength(2);
    expect(hits[0]?.body).toBe('{"already":"encoded"}');
    expect(hits[0]?.headers['content-encoding']).toBe('identity');
  });
});

describe('redirects are not followed', () => {
  it('a 302 is an error and its target is never requested', async () => {
    server.routes.set('/old', (_req, res) => {
      res.writeHead(302, { location: '/new' });
      res.end();
    });
    server.routes.set('/new', (_req, res) => sendJson(res, 200, ok('moved')));
    const result = await client().request({ path: '/old' });
    expect(result.error).toMatchObject({ code: 'redirect', status: 302, location: '/new' });
    expect(server.hits('/new')).toHaveLength(0);
  });
});

describe('JSON:API wrapping for service requests', () => {
  it('the body becomes { data: { type, attributes } } with JSON:API content types', async () => {
    server.routes.set('/Favorite/Games', (_req, res) =>
      sendJson(res, 200, { data: { type: 'favorite', id: '1', attributes: { ok: true } } }),
    );
    const result = await client().request({
      path: '/Favorite/Games',
      method: 'POST',
      jsonApi: 'favorite',
      params: { gameId: 7, teams: [] },
    });
    expect(result.data).toEqual({ data: { type: 'favorite', id: '1', attributes: { ok: true } } });
    const [seen] = server.hits('/Favorite/Games');
    expect(seen?.headers['content-type']).toBe(JSON_API_TYPE);
    expect(seen?.headers.accept).toBe(JSON_API_TYPE);
    expect(JSON.parse(seen?.body ?? '')).toEqual({ data: { type: 'favorite', attributes: { gameId: 7 } } });
  });
});

describe('result and execute', () => {
  it('success gives { data, status, headers }', async () => {
    server.routes.set('/r', (_req, res) => sendJson(res, 201, ok({ id: 1 }), { 'x-trace': 'abc' }));
    const result = await client().request({ path: '/r' });
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual(ok({ id: 1 }));
    expect(result.error ? undefined : result.headers.get('x-trace')).toBe('abc');
    expect(result.error ? undefined : result.status).toBe(201);
  });

  it('execute returns the data or throws a RequestError carrying the error value', async () => {
    server.routes.set('/e', (_req, res) => sendJson(res, 200, ok('yes')));
    server.routes.set('/missing', (_req, res) => sendJson(res, 404, { success: false, message: 'gone' }));
    const api = client();
    await expect(api.execute({ path: '/e' })).resolves.toEqual(ok('yes'));
    const thrown = await api.execute({ path: '/missing' }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(RequestError);
    expect(thrown).toMatchObject({ name: 'NotFound', message: 'gone', code: 'http_404' });
  });

  it.each([
    [400, 'BadRequest'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'NotFound'],
    [405, 'HTTPError'],
    [415, 'HTTPError'],
    [429, 'HTTPError'],
    [451, 'HTTPError'],
    [500, 'HTTPError'],
    [501, 'HTTPError'],
    [502, 'HTTPError'],
  ])('status %i is error http_%i named %s', async (status, name) => {
    server.routes.set('/s', (_req, res) => sendJson(res, status, { success: false, message: 'm' }));
    const result = await client().request({ path: '/s' });
    expect(result.error).toMatchObject({ code: `http_${status}`, name, status });
  });

  it('a network failure is the network error', async () => {
    const closed = await startLocalHttpServer();
    await closed.close();
    const result = await createHttpClient({ baseUrl: closed.origin }).request({ path: '/x' });
    expect(result.error).toMatchObject({ code: 'network', name: 'NetworkError', status: 0 });
  });
});

describe('message extraction order (against the server)', () => {
  it.each([
    [
      500,
      { success: false, message: 'msg', errors: [{ code: 'c', detail: 'detail first' }] },
      'http_500',
      'detail first',
    ],
    [500, { success: false, message: 'msg', errors: [] }, 'http_500', 'msg'],
    [502, {}, 'http_502', GenericErrorKey.server],
    [200, { success: false, message: 'msg', detail: 'd' }, 'query_failed', 'msg'],
    [200, { success: false, detail: 'd' }, 'query_failed', 'd'],
    [200, { success: false }, 'query_failed', GenericErrorKey.query],
  ])('status %i body %j → %s "%s"', async (status, body, code, message) => {
    server.routes.set('/m', (_req, res) => sendJson(res, status, body));
    const result = await client().request({ path: '/m' });
    expect(result.error).toMatchObject({ code, message });
  });

  it('a non-JSON error page gives the generic server text', async () => {
    server.routes.set('/html', (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    const result = await client().request({ path: '/html' });
    expect(result.error).toMatchObject({ code: 'http_502', status: 502, message: GenericErrorKey.server });
  });

  it('a 200 whose body is not JSON is invalid_response', async () => {
    server.routes.set('/broken', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"success":tru');
    });
    const result = await client().request({ path: '/broken' });
    expect(result.error).toMatchObject({ code: 'invalid_response', status: 200 });
  });

  it('skipSuccessCheck accepts a success:false body as data', async () => {
    server.routes.set('/office', (_req, res) => sendJson(res, 200, { success: false, rows: [] }));
    const result = await client().request({ path: '/office', skipSuccessCheck: true });
    expect(result.data).toEqual({ success: false, rows: [] });
  });
});

describe('validation_errors surface as field errors', () => {
  it('from data.validation_errors of a 400', async () => {
    server.routes.set('/register', (_req, res) =>
      sendJson(res, 400, {
        success: false,
        message: 'Validation failed',
        errors: [{ code: 'validation_failed', detail: 'Check the form' }],
        data: { validation_errors: { email: ['validation_email_at_symbol'], password: ['required'] } },
      }),
    );
    const result = await client().request({ path: '/register', method: 'POST', params: { email: 'x' } });
    expect(result.error).toMatchObject({
      code: 'http_400',
      name: 'BadRequest',
      message: 'Check the form',
      serverCode: 'validation_failed',
      fieldErrors: { email: ['validation_email_at_symbol'], password: ['required'] },
    });
  });

  it('from a top-level validation_errors', async () => {
    server.routes.set('/legacy', (_req, res) =>
      sendJson(res, 400, { validation_errors: { phone: 'phone_min_length' } }),
    );
    const result = await client().request({ path: '/legacy', method: 'POST' });
    expect(result.error).toMatchObject({ fieldErrors: { phone: ['phone_min_length'] } });
  });
});

describe('schema validation', () => {
  const schema = z.object({ success: z.literal(true), data: z.object({ id: z.number() }) });

  it('a matching body is returned typed (zod)', async () => {
    server.routes.set('/typed', (_req, res) => sendJson(res, 200, ok({ id: 3 })));
    const result = await client().request({ path: '/typed', schema });
    expect(result.data?.data.id).toBe(3);
  });

  it('a mismatch is the stable invalid_response error with issue paths', async () => {
    server.routes.set('/typed', (_req, res) => sendJson(res, 200, ok({ id: 'three' })));
    const result = await client().request({ path: '/typed', schema });
    expect(result.error).toMatchObject({ code: 'invalid_response', name: 'InvalidResponse', status: 200 });
    expect(result.error?.code === 'invalid_response' && result.error.issues[0]?.path).toBe('data.id');
  });

  it('the data type is inferred from the schema (request and execute)', async () => {
    server.routes.set('/typed', (_req, res) => sendJson(res, 200, ok({ id: 3 })));
    const api = client();
    const result = await api.request({ path: '/typed', schema });
    expectTypeOf(result.data).toEqualTypeOf<{ success: true; data: { id: number } } | undefined>();
    const data = await api.execute({ path: '/typed', schema });
    expectTypeOf(data).toEqualTypeOf<{ success: true; data: { id: number } }>();
    expect(data.data.id).toBe(3);
    const untyped = await api.request({ path: '/typed' });
    expectTypeOf(untyped.data).toEqualTypeOf<unknown>();
  });

  it('zod/mini schemas work too', async () => {
    server.routes.set('/mini', (_req, res) => sendJson(res, 200, { n: 1 }));
    const result = await client().request({ path: '/mini', schema: zm.object({ n: zm.number() }) });
    expect(result.data).toEqual({ n: 1 });
  });
});

describe('timeouts', () => {
  it('no headers before the timeout is TimeoutError 1488', async () => {
    server.routes.set('/slow', async (_req, res) => {
      await delay(400);
      sendJson(res, 200, ok(null));
    });
    const result = await client().request({ path: '/slow', timeout: 80 });
    expect(result.error).toMatchObject({
      code: 'timeout',
      name: 'TimeoutError',
      status: 1488,
      message: `Истекло время запроса. url: ${server.origin}/slow`,
    });
  });

  it('headers sent, then a stalled body is TimeoutError 1489', async () => {
    server.routes.set('/stall', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"success":true,"data":[');
      res.flushHeaders();
    });
    const result = await client().request({ path: '/stall', timeout: 150 });
    expect(result.error).toMatchObject({ code: 'body_timeout', name: 'TimeoutError', status: 1489 });
  });

  it('a response within the timeout succeeds', async () => {
    server.routes.set('/fast', (_req, res) => sendJson(res, 200, ok(1)));
    expect((await client({ defaults: { timeout: 1000 } }).request({ path: '/fast' })).data).toEqual(ok(1));
  });
});

describe('aborts', () => {
  it('an aborted signal ends the request as CancelRequest, flagged cancelled', async () => {
    server.routes.set('/long', async (_req, res) => {
      await delay(300);
      sendJson(res, 200, ok(null));
    });
    const controller = new AbortController();
    const pending = client().request({ path: '/long', signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const result = await pending;
    expect(result.error).toMatchObject({
      code: 'cancelled',
      name: 'CancelRequest',
      cancelled: true,
      message: `Запрос был отменен. url: ${server.origin}/long`,
    });
  });

  it('disposing a scope cancels its pending requests; execute throws with cancelled', async () => {
    server.routes.set('/long', async (_req, res) => {
      await delay(300);
      sendJson(res, 200, ok(null));
    });
    const scope = createRequestScope();
    const pending = client()
      .execute({ path: '/long', signal: scope.signal })
      .catch((error: unknown) => error);
    await delay(30);
    scope.dispose();
    const thrown = await pending;
    expect(thrown).toBeInstanceOf(RequestError);
    expect((thrown as RequestError).cancelled).toBe(true);
    expect(scope.disposed).toBe(true);
  });

  it('a signal already aborted sends nothing', async () => {
    server.routes.set('/never', (_req, res) => sendJson(res, 200, ok(null)));
    const result = await client().request({ path: '/never', signal: AbortSignal.abort() });
    expect(result.error?.code).toBe('cancelled');
    expect(server.hits('/never')).toHaveLength(0);
  });

  it('a child scope is disposed with its parent', () => {
    const parent = createRequestScope();
    const child = createRequestScope(parent.signal);
    parent.dispose();
    expect(child.disposed).toBe(true);
  });
});

describe('reuse of pending identical calls', () => {
  const slowRoute = () =>
    server.routes.set('/games', async (_req, res) => {
      await delay(100);
      sendJson(res, 200, ok([1, 2]));
    });

  it('identical calls share one request (the server sees one)', async () => {
    slowRoute();
    const api = client();
    const call = { path: '/games', params: { ids: [2, 1] }, dedupe: true } as const;
    const [a, b, c] = await Promise.all([
      api.request(call),
      api.request({ ...call, params: { ids: [1, 2, 2] } }),
      api.request(call),
    ]);
    expect(server.hits('/games')).toHaveLength(1);
    expect(a.data).toEqual(ok([1, 2]));
    expect(b.data).toEqual(ok([1, 2]));
    expect(c.data).toEqual(ok([1, 2]));
  });

  it('calls with different headers (e.g. a captcha token) are not shared', async () => {
    slowRoute();
    const api = client();
    await Promise.all([
      api.request({ path: '/games', dedupe: true, headers: { 'x-captcha-token': 'a' } }),
      api.request({ path: '/games', dedupe: true, headers: { 'x-captcha-token': 'b' } }),
    ]);
    expect(server.hits('/games')).toHaveLength(2);
  });

  it('different parameters are not shared', async () => {
    slowRoute();
    const api = client();
    await Promise.all([
      api.request({ path: '/games', params: { a: 1 }, dedupe: true }),
      api.request({ path: '/games', params: { a: 2 }, dedupe: true }),
    ]);
    expect(server.hits('/games')).toHaveLength(2);
  });

  it('without dedupe each call is sent', async () => {
    slowRoute();
    const api = client();
    await Promise.all([api.request({ path: '/games' }), api.request({ path: '/games' })]);
    expect(server.hits('/games')).toHaveLength(2);
  });

  it('one caller aborting does not cancel the others', async () => {
    slowRoute();
    const api = client();
    const leaving = new AbortController();
    const first = api.request({ path: '/games', dedupe: true, signal: leaving.signal });
    const second = api.request({ path: '/games', dedupe: true });
    setTimeout(() => leaving.abort(), 20);
    const [a, b] = await Promise.all([first, second]);
    expect(a.error?.code).toBe('cancelled');
    expect(b.data).toEqual(ok([1, 2]));
    expect(server.hits('/games')).toHaveLength(1);
  });

  it('when every caller aborts, a later identical call starts afresh instead of joining the aborted one', async () => {
    slowRoute();
    const api = client();
    const leaving = new AbortController();
    const first = api.request({ path: '/games', dedupe: true, signal: leaving.signal });
    await delay(20);
    leaving.abort();
    expect((await first).error?.code).toBe('cancelled');
    const again = await api.request({ path: '/games', dedupe: true });
    expect(again.data).toEqual(ok([1, 2]));
    expect(server.hits('/games')).toHaveLength(2);
  });
});

describe('retries', () => {
  function flaky(failures: number, status = 500) {
    let calls = 0;
    server.routes.set('/flaky', (_req, res) => {
      calls += 1;
      if (calls <= failures) sendJson(res, status, { success: false, message: `fail ${calls}` });
      else sendJson(res, 200, ok('finally'));
    });
  }

  it('default is one attempt', async () => {
    flaky(1);
    const result = await client().request({ path: '/flaky' });
    expect(result.error?.code).toBe('http_500');
    expect(server.hits('/flaky')).toHaveLength(1);
  });

  it('configured attempts retry 5xx until success', async () => {
    flaky(2);
    const result = await client().request({ path: '/flaky', attempts: 3, retryDelay: 5 });
    expect(result.data).toEqual(ok('finally'));
    expect(server.hits('/flaky')).toHaveLength(3);
  });

  it('attempts are bounded: the last error is returned', async () => {
    flaky(5);
    const result = await client({ defaults: { attempts: 2 } }).request({ path: '/flaky' });
    expect(result.error).toMatchObject({ code: 'http_500', message: 'fail 2' });
    expect(server.hits('/flaky')).toHaveLength(2);
  });

  it('4xx answers are not retried', async () => {
    flaky(1, 400);
    const result = await client().request({ path: '/flaky', attempts: 3 });
    expect(result.error?.code).toBe('http_400');
    expect(server.hits('/flaky')).toHaveLength(1);
  });

  it('timeouts are retried', async () => {
    let calls = 0;
    server.routes.set('/sometimes-slow', async (_req, res) => {
      calls += 1;
      if (calls === 1) await delay(1_000);
      sendJson(res, 200, ok(calls));
    });
    const result = await client().request({ path: '/sometimes-slow', attempts: 2, timeout: 300 });
    expect(result.data).toEqual(ok(2));
  });

  it('retryDelay may be a backoff function of the failed attempt', async () => {
    flaky(2);
    const asked: Array<[number, string]> = [];
    const result = await client().request({
      path: '/flaky',
      attempts: 3,
      retryDelay: (attempt, error) => {
        asked.push([attempt, error.code]);
        return attempt * 10;
      },
    });
    expect(result.data).toEqual(ok('finally'));
    expect(asked).toEqual([
      [1, 'http_500'],
      [2, 'http_500'],
    ]);
  });

  it('a custom retryOn decides', async () => {
    flaky(1, 429);
    const result = await client().request({
      path: '/flaky',
      attempts: 2,
      retryOn: (error) => error.code === 'http_429',
    });
    expect(result.data).toEqual(ok('finally'));
  });
});

describe('result caching', () => {
  it('a successful result is reused within its TTL, keyed by the encoded request', async () => {
    let clock = 1_000;
    let n = 0;
    server.routes.set('/countries', (_req, res) => {
      n += 1;
      sendJson(res, 200, ok(n));
    });
    const api = client({ now: () => clock });
    const call = { path: '/countries', params: { ids: [2, 1] }, cache: { ttl: 60_000 } };
    expect((await api.request(call)).data).toEqual(ok(1));
    expect((await api.request({ ...call, params: { ids: [1, 2] } })).data).toEqual(ok(1));
    expect((await api.request({ ...call, params: { ids: [3] } })).data).toEqual(ok(2));
    clock += 60_001;
    expect((await api.request(call)).data).toEqual(ok(3));
    expect(server.hits('/countries')).toHaveLength(3);
  });

  it('concurrent misses of a cached call share one request', async () => {
    server.routes.set('/c', async (_req, res) => {
      await delay(50);
      sendJson(res, 200, ok('once'));
    });
    const api = client();
    const results = await Promise.all([1, 2, 3].map(() => api.request({ path: '/c', cache: { ttl: 10_000 } })));
    expect(results.map((r) => r.data)).toEqual([ok('once'), ok('once'), ok('once')]);
    expect(server.hits('/c')).toHaveLength(1);
  });

  it('errors are not cached', async () => {
    let n = 0;
    server.routes.set('/c', (_req, res) => {
      n += 1;
      if (n === 1) sendJson(res, 500, {});
      else sendJson(res, 200, ok('ok'));
    });
    const api = client();
    expect((await api.request({ path: '/c', cache: { ttl: 10_000 } })).error?.code).toBe('http_500');
    expect((await api.request({ path: '/c', cache: { ttl: 10_000 } })).data).toEqual(ok('ok'));
  });

  it('an aborted call is not cached', async () => {
    server.routes.set('/c', async (_req, res) => {
      await delay(100);
      sendJson(res, 200, ok('fresh'));
    });
    const api = client();
    const controller = new AbortController();
    const first = api.request({ path: '/c', cache: { ttl: 10_000 }, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await first).error?.code).toBe('cancelled');
    expect((await api.request({ path: '/c', cache: { ttl: 10_000 } })).data).toEqual(ok('fresh'));
    expect(server.hits('/c')).toHaveLength(2);
  });

  it('clearCache forgets cached results', async () => {
    server.routes.set('/c', (_req, res) => sendJson(res, 200, ok(1)));
    const api = client();
    await api.request({ path: '/c', cache: { ttl: 10_000 } });
    api.clearCache();
    await api.request({ path: '/c', cache: { ttl: 10_000 } });
    expect(server.hits('/c')).toHaveLength(2);
  });
});
