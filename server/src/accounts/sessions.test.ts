import { serviceTokenResponse, sessionListData, tokenClaims } from '@betframe/sdk/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, openAccountsServer } from './testing/accounts-server';

function claimsOf(token: string) {
  const payload = token.split('.')[1] ?? '';
  return tokenClaims.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
}

describe('sessions and tokens', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer();
  }, 60_000);
  afterAll(() => server.close());

  it('lists the active sessions with the current one marked, and closes one by id', async () => {
    const phone = server.player();
    const laptop = server.player();
    await phone.login('demo2', 'Demo-Pass-2', { 'user-agent': 'Phone/1.0' });
    await laptop.login('demo2', 'Demo-Pass-2', { 'user-agent': 'Laptop/1.0' });

    const listed = await laptop.post('/web-api/account/sessions');
    const { sessions } = sessionListData.parse(listed.body.data);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]?.userAgent).toBe('Laptop/1.0');
    expect((await laptop.get('/web-api/account/session')).body.data.sessionId).toBe(current[0]?.sessionId);

    const phoneSession = sessions.find((s) => s.userAgent === 'Phone/1.0');
    const closed = await laptop.post('/web-api/account/sessions/close', { session_id: phoneSession?.sessionId });
    expect(closed.status).toBe(200);
    expect((await phone.get('/web-api/account/me')).status).toBe(401);
    expect((await laptop.get('/web-api/account/me')).status).toBe(200);
    // Closing it again (or someone else's) is 404.
    expect((await laptop.post('/web-api/account/sessions/close', { session_id: phoneSession?.sessionId })).status).toBe(
      404,
    );
  });

  it('disconnect everywhere ends every other session and keeps the caller', async () => {
    const players = [server.player(), server.player(), server.player()];
    for (const p of players) await p.login('demo', 'Demo-Pass-1');
    const [keeper, other1, other2] = players as [
      ReturnType<typeof server.player>,
      ReturnType<typeof server.player>,
      ReturnType<typeof server.player>,
    ];
    const response = await keeper.post('/web-api/account/disconnect-everywhere');
    expect(response.status).toBe(200);
    expect(response.body.data.ended).toBeGreaterThanOrEqual(2);
    expect((await other1.get('/web-api/account/me')).status).toBe(401);
    expect((await other2.get('/web-api/account/me')).status).toBe(401);
    expect((await keeper.get('/web-api/account/me')).status).toBe(200);
    const { sessions } = sessionListData.parse((await keeper.post('/web-api/account/sessions')).body.data);
    expect(sessions).toHaveLength(1);
  });

  it('GET /web-api/user/gettoken returns data.data.token, a JWT usable as a bearer header', async () => {
    const player = server.player();
    await player.login('demo', 'Demo-Pass-1');
    const response = await player.get('/web-api/user/gettoken');
    expect(response.status).toBe(200);
    const token = response.body.data.token as string;
    const claims = claimsOf(token);
    expect(claims.typ).toBe('user');
    expect(claims.exp - claims.iat).toBe(900);

    // A widget in a third-party frame has no cookie, only the token.
    const widget = server.player();
    expect((await widget.get('/web-api/account/me', { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await widget.get('/web-api/account/me', { 'x-auth': `Bearer ${token}` })).status).toBe(200);
    const forged = `${token.slice(0, -2)}xx`;
    expect((await widget.get('/web-api/account/me', { authorization: `Bearer ${forged}` })).status).toBe(401);
    expect((await server.player().get('/web-api/user/gettoken')).status).toBe(401);
  });

  it('the service token endpoint answers JSON:API with userToken and expireDate; a guest gets 403', async () => {
    const player = server.player();
    await player.login('demo', 'Demo-Pass-1');
    const response = await player.get('/web-api/api/mobile/v1/token/');
    expect(response.status).toBe(200);
    const body = serviceTokenResponse.parse(response.body);
    const claims = claimsOf(body.data.attributes.userToken);
    expect(claims.typ).toBe('service');
    expect(new Date(body.data.attributes.expireDate).getTime()).toBe(claims.exp * 1000);
    expect(response.headers.get('date')).toBeTruthy();
    const guest = await server.player().get('/web-api/api/mobile/v1/token/');
    expect(guest.status).toBe(403);
  });

  it('refresh gives a new service token by cookie, or by a bearer token of a live session even when expired', async () => {
    const player = server.player();
    await player.login('demo', 'Demo-Pass-1');
    const byCookie = await player.post('/web-api/api/mobile/v1/token/refresh');
    expect(byCookie.status).toBe(200);
    const first = serviceTokenResponse.parse(byCookie.body).data.attributes.userToken;

    const frame = server.player();
    const byBearer = await frame.post('/web-api/api/mobile/v1/token/refresh', {}, { authorization: `Bearer ${first}` });
    expect(byBearer.status).toBe(200);

    // After the session ends, its tokens buy nothing.
    await player.post('/web-api/account/logout');
    const after = await frame.post('/web-api/api/mobile/v1/token/refresh', {}, { authorization: `Bearer ${first}` });
    expect(after.status).toBe(403);
    expect((await frame.get('/web-api/account/me', { authorization: `Bearer ${first}` })).status).toBe(401);
  });
});

describe('auto-logoff', () => {
  it('ends a session idle for more than 30 minutes when auto-logoff is enabled', async () => {
    const server = await openAccountsServer({ config: { global: { autoLogoff: true, autoLogoffMinutes: 30 } } });
    try {
      const idle = server.player();
      const active = server.player();
      await idle.login('demo', 'Demo-Pass-1');
      await active.login('demo', 'Demo-Pass-1');
      const idleId = (await idle.get('/web-api/account/session')).body.data.sessionId as string;
      const activeId = (await active.get('/web-api/account/session')).body.data.sessionId as string;
      await server.database.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
        .where('id', '=', idleId)
        .execute();
      await server.database.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - 29 * 60_000) })
        .where('id', '=', activeId)
        .execute();
      expect((await idle.get('/web-api/account/me')).status).toBe(401);
      expect((await active.get('/web-api/account/me')).status).toBe(200);
      const row = await server.database.db
        .selectFrom('sessions')
        .select(['end_reason'])
        .where('id', '=', idleId)
        .executeTakeFirstOrThrow();
      expect(row.end_reason).toBe('idle');
    } finally {
      await server.close();
    }
  }, 60_000);

  it('keeps idle sessions when auto-logoff is off (the default)', async () => {
    const server = await openAccountsServer();
    try {
      const player = server.player();
      await player.login('demo', 'Demo-Pass-1');
      await server.database.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - 5 * 3600_000) })
        .execute();
      expect((await player.get('/web-api/account/me')).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('CSRF', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer();
  }, 60_000);
  afterAll(() => server.close());

  it('rejects a cookie-authenticated write from another site, and accepts same-origin and trusted origins', async () => {
    const player = server.player();
    await player.login('demo', 'Demo-Pass-1');
    const crossSite = await player.post(
      '/web-api/account/disconnect-everywhere',
      {},
      {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.errors?.[0]?.code).toBe('csrf_rejected');
    const oldBrowser = await player.post(
      '/web-api/account/disconnect-everywhere',
      {},
      { origin: 'https://evil.example' },
    );
    expect(oldBrowser.status).toBe(403);

    const sameOrigin = await player.post(
      '/web-api/account/disconnect-everywhere',
      {},
      {
        origin: server.url,
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(sameOrigin.status).toBe(200);
    const ownOriginNoFetchMetadata = await player.post(
      '/web-api/account/disconnect-everywhere',
      {},
      { origin: server.url },
    );
    expect(ownOriginNoFetchMetadata.status).toBe(200);
    const trusted = await player.post(
      '/web-api/account/disconnect-everywhere',
      {},
      {
        origin: 'https://partner.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(trusted.status).toBe(200);
  });

  it('rejects a cross-site login (login CSRF) even without a cookie', async () => {
    const response = await server.player().login('demo', 'Demo-Pass-1', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(response.body.errors?.[0]?.code).toBe('csrf_rejected');
  });

  it('lets bearer-token calls from third-party frames through', async () => {
    const player = server.player();
    await player.login('demo', 'Demo-Pass-1');
    const token = (await player.get('/web-api/user/gettoken')).body.data.token as string;
    const frame = server.player();
    const response = await frame.post(
      '/web-api/account/sessions',
      {},
      {
        authorization: `Bearer ${token}`,
        origin: 'https://some-partner.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(response.status).toBe(200);
  });
});
