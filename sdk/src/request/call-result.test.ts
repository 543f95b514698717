import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LocalHttpServer, sendJson, startLocalHttpServer } from '../../test/local-http-server';
import { callResultOf, createHttpClient, failureOf } from './index';

let server: LocalHttpServer;

beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.routes.clear();
});

const client = () => createHttpClient({ baseUrl: server.origin });

describe('the failing body', () => {
  it('an HTTP error keeps the parsed body, call-specific data included', async () => {
    const body = {
      success: false,
      message: 'Odds changed',
      errors: [{ code: 'odds_changed', detail: 'The odds moved' }],
      data: { events: [{ gameId: 1, coef: 2.5 }] },
    };
    server.routes.set('/bet', (_req, res) => sendJson(res, 409, body));
    const result = await client().request({ path: '/bet', method: 'POST', params: { summ: 10 } });
    expect(result.error).toMatchObject({ code: 'http_409', serverCode: 'odds_changed' });
    expect(result.body).toEqual(body);
  });

  it('a success:false body is kept too; no body when no answer arrived', async () => {
    server.routes.set('/q', (_req, res) => sendJson(res, 200, { success: false, message: 'no' }));
    expect((await client().request({ path: '/q' })).body).toEqual({ success: false, message: 'no' });
    const closed = await startLocalHttpServer();
    await closed.close();
    const offline = await createHttpClient({ baseUrl: closed.origin }).request({ path: '/x' });
    expect(offline.error?.code).toBe('network');
    expect(offline.body).toBeUndefined();
  });
});

describe('CallResult', () => {
  it('a failure carries the server code, field errors, status and body', async () => {
    const body = {
      success: false,
      message: 'Validation failed',
      errors: [{ code: 'validation_failed', detail: 'Check the form' }],
      data: { validation_errors: { email: ['validation_email_at_symbol'] } },
    };
    server.routes.set('/register', (_req, res) => sendJson(res, 400, body));
    const failure = callResultOf(await client().request({ path: '/register', method: 'POST' }));
    expect(failure).toMatchObject({
      ok: false,
      code: 'validation_failed',
      message: 'Check the form',
      status: 400,
      fieldErrors: { email: ['validation_email_at_symbol'] },
      body,
    });
  });

  it("without a server code the request layer's code stands; success maps the data", async () => {
    server.routes.set('/gone', (_req, res) => sendJson(res, 404, {}));
    server.routes.set('/ok', (_req, res) => sendJson(res, 200, { data: { n: 2 } }));
    expect(callResultOf(await client().request({ path: '/gone' }))).toMatchObject({ ok: false, code: 'http_404' });
    const ok = callResultOf(await client().request({ path: '/ok' }), (d) => (d as { data: { n: number } }).data.n);
    expect(ok).toEqual({ ok: true, data: 2 });
    expect(failureOf({ code: 'network', name: 'NetworkError', message: 'down', status: 0 })).toMatchObject({
      code: 'network',
      status: 0,
      fieldErrors: {},
    });
  });
});
