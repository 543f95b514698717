import { createHash, createPublicKey, verify } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CLIENT_ID, DEV_CLIENT_SECRET, oidcSocialProvider } from '../social';
import { type AccountsTestServer, openAccountsServer, type PlayerClient } from './testing/accounts-server';

/** The path and query of an absolute URL on the test server (the client prepends the origin). */
const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('social sign-in through the development OpenID Connect provider', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer();
  }, 60_000);
  afterAll(() => server.close());

  /** Start: the 302 to the provider's authorization endpoint. */
  async function start(player: PlayerClient, provider: string, query: string) {
    const response = await player.raw(`/web-api/social/${provider}/start?${query}`);
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location') as string);
  }

  /** The consent page's form posted with `decision` as `subject`: the 302 back to the callback. */
  async function consent(player: PlayerClient, authorize: URL, fields: Record<string, string>) {
    const form = new URLSearchParams();
    for (const name of ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge', 'code_challenge_method']) {
      form.set(name, authorize.searchParams.get(name) ?? '');
    }
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return player.raw(authorize.pathname, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  async function socialFlow(player: PlayerClient, provider: string, subject: string, query: string) {
    const back = await consent(player, await start(player, provider, query), { decision: 'allow', subject });
    return player.raw(local(back.headers.get('location') as string));
  }

  it('publishes a discovery document and a JWKS; the authorization request carries PKCE S256, state and nonce', async () => {
    const player = server.player();
    const discovery = await player.get('/dev/oauth/vk/.well-known/openid-configuration');
    const issuer = `${server.url}/dev/oauth/vk`;
    expect(discovery.body).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['ES256'],
    });
    const jwks = await player.get('/dev/oauth/vk/jwks');
    expect((jwks.body as { keys: unknown[] }).keys).toEqual([
      expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256' }),
    ]);

    const authorize = await start(player, 'vk', 'mode=login');
    expect(authorize.origin + authorize.pathname).toBe(`${issuer}/authorize`);
    const params = authorize.searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('scope')).toContain('openid');
    expect(params.get('redirect_uri')).toBe(`${server.url}/web-api/social/vk/callback`);
    const page = await player.raw(local(authorize.href));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Allow');
  });

  it('registers through the provider, verifies the signed id_token and signs the player in', async () => {
    const providers = await server.player().get('/web-api/social/providers');
    expect(providers.body.data).toEqual({ providers: ['vk', 'google'] });

    const player = server.player();
    const authorize = await start(
      player,
      'vk',
      'mode=register&currency_id=10&country_id=286&regRules=1&regPolitics=1&return_to=/ru/office',
    );
    const allowed = await consent(player, authorize, { decision: 'allow', subject: 'vk-12345', name: 'Social Player' });
    expect(allowed.status).toBe(302);
    const callback = new URL(allowed.headers.get('location') as string);
    expect(callback.pathname).toBe('/web-api/social/vk/callback');
    expect(callback.searchParams.get('iss')).toBe(`${server.url}/dev/oauth/vk`);
    const finished = await player.raw(local(callback.href));
    expect(finished.status).toBe(302);
    expect(finished.headers.get('location')).toBe('/ru/office');
    const me = await player.get('/web-api/account/me');
    expect(me.body.data).toMatchObject({ registrationType: 'soc_reg', name: 'Social Player', countryId: 286 });

    // The state is single-use, and the callback only works in the browser that started.
    expect((await player.raw(local(callback.href))).status).toBe(400);

    // The same identity later signs in (login mode) to the same account.
    const later = server.player();
    const again = await socialFlow(later, 'vk', 'vk-12345', 'mode=login');
    expect(again.headers.get('location')).toBe('/');
    expect((await later.get('/web-api/account/me')).body.data.userId).toBe(me.body.data.userId);
  });

  it('the token endpoint refuses a wrong PKCE verifier and a wrong client secret; its id_token verifies with the JWKS', async () => {
    const player = server.player();
    const authorize = await start(player, 'google', 'mode=login');
    const back = new URL(
      (await consent(player, authorize, { decision: 'allow', subject: 'pkce', email: 'p@x.test' })).headers.get(
        'location',
      ) as string,
    );
    const code = back.searchParams.get('code') as string;
    const token = (verifier: string, secret = DEV_CLIENT_SECRET) =>
      player.raw('/dev/oauth/google/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${server.url}/web-api/social/google/callback`,
          code_verifier: verifier,
          client_id: DEV_CLIENT_ID,
          client_secret: secret,
        }),
      });
    expect((await token('a'.repeat(43), 'wrong-secret')).status).toBe(401);
    const wrong = await token('b'.repeat(43));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'invalid_grant' });
    // The code is spent by the failed try: even the right verifier (which only the server holds) cannot use it.

    // A fresh code, exchanged with a verifier whose challenge we choose, to read the id_token ourselves.
    const verifier = 'v'.repeat(50);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const own = new URL(authorize.href);
    own.searchParams.set('code_challenge', challenge);
    const second = new URL(
      (await consent(player, own, { decision: 'allow', subject: 'pkce', email: 'p@x.test' })).headers.get(
        'location',
      ) as string,
    );
    const exchanged = await player.raw('/dev/oauth/google/token', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${DEV_CLIENT_ID}:${DEV_CLIENT_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: second.searchParams.get('code') as string,
        redirect_uri: `${server.url}/web-api/social/google/callback`,
        code_verifier: verifier,
      }),
    });
    expect(exchanged.status).toBe(200);
    const idToken = ((await exchanged.json()) as { id_token: string }).id_token;
    const [header = '', payload = '', signature = ''] = idToken.split('.');
    const jwk =
      ((await player.get('/dev/oauth/google/jwks')).body as { keys: Array<Record<string, string>> }).keys[0] ?? {};
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(valid).toBe(true);
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      iss: `${server.url}/dev/oauth/google`,
      sub: 'pkce',
      aud: DEV_CLIENT_ID,
      nonce: authorize.searchParams.get('nonce'),
      email: 'p@x.test',
    });
  });

  it('the provider only redirects to our own callback and refuses a malformed authorization request', async () => {
    const player = server.player();
    const authorize = await start(player, 'vk', 'mode=login');
    const evil = new URL(authorize.href);
    evil.searchParams.set('redirect_uri', 'https://evil.example/web-api/social/vk/callback');
    expect((await player.raw(local(evil.href))).status).toBe(400);
    const noPkce = new URL(authorize.href);
    noPkce.searchParams.delete('code_challenge');
    const refused = await player.get(local(noPkce.href));
    expect(refused.status).toBe(400);
    expect(refused.body.data.validation_errors).toHaveProperty('code_challenge');
  });

  it('a denied consent and an unknown identity in login mode create no account', async () => {
    const denied = server.player();
    const back = await consent(denied, await start(denied, 'vk', 'mode=login&return_to=/en'), {
      decision: 'deny',
      subject: 'x',
    });
    const done = await denied.raw(local(back.headers.get('location') as string));
    expect(done.headers.get('location')).toBe('/en?social_error=denied');

    const player = server.player();
    const unknown = await socialFlow(player, 'google', 'nobody', 'mode=login&return_to=/en');
    expect(unknown.headers.get('location')).toBe('/en?social_error=not_registered');
    expect(player.cookies.has('session')).toBe(false);
  });

  it('a callback whose code was tampered with fails the exchange', async () => {
    const player = server.player();
    const back = await consent(player, await start(player, 'vk', 'mode=login&return_to=/en'), {
      decision: 'allow',
      subject: 'tamper',
    });
    const callback = new URL(back.headers.get('location') as string);
    callback.searchParams.set('code', 'not-the-code-000000000000');
    const done = await player.raw(local(callback.href));
    expect(done.headers.get('location')).toBe('/en?social_error=exchange_failed');
  });

  it('the client refuses an id_token whose signature does not verify with the issuer’s JWKS', async () => {
    const errors: unknown[] = [];
    const forged = oidcSocialProvider({
      id: 'vk',
      issuer: `${server.url}/dev/oauth/vk`,
      clientId: DEV_CLIENT_ID,
      clientSecret: DEV_CLIENT_SECRET,
      allowHttp: true,
      now: () => Date.now(),
      onError: (error) => errors.push(error),
      // A man in the middle of the token response: the id_token's claims are changed, its signature kept.
      fetch: async (url, init) => {
        const response = await fetch(url, init as RequestInit);
        if (!url.endsWith('/token')) return response;
        const body = (await response.json()) as { id_token: string };
        const [header, payload, signature] = body.id_token.split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
        const changed = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
        return Response.json({ ...body, id_token: `${header}.${changed}.${signature}` });
      },
    });
    const player = server.player();
    const state = 's'.repeat(32);
    const redirectUri = `${server.url}/web-api/social/vk/callback`;
    const started = await forged.start({ state, redirectUri, origin: server.url });
    const back = await consent(player, new URL(started.url), { decision: 'allow', subject: 'honest' });
    const profile = await forged.finish({
      callbackUrl: new URL(back.headers.get('location') as string),
      state,
      redirectUri,
      secrets: started.secrets,
    });
    expect(profile).toBeUndefined();
    expect(String((errors[0] as { cause?: unknown }).cause)).toMatch(/JWT signature verification failed/);
  });

  it('a social player with two-factor on gets the second step after the provider', async () => {
    const first = server.player();
    await socialFlow(first, 'google', 'g-2fa', 'mode=register&currency_id=1&country_id=463&regRules=1&regPolitics=1');
    const qr = await first.post('/web-api/account/two-factor/qr');
    const secret = qr.body.data.secret as string;
    expect(
      (await first.post('/web-api/account/two-factor/enable', { app_code: await generate({ secret }) })).status,
    ).toBe(200);

    const later = server.player();
    const done = await socialFlow(later, 'google', 'g-2fa', 'mode=login&return_to=/en');
    const location = done.headers.get('location') as string;
    expect(location).toMatch(/^\/en#two_factor_token=/);
    expect(later.cookies.has('session')).toBe(false);
    const token = location.split('#two_factor_token=')[1];
    const finished = await later.post('/web-api/account/login/two-factor', {
      two_factor_token: token,
      code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
    });
    expect(finished.status).toBe(200);
    expect((await later.get('/web-api/account/me')).body.data.registrationType).toBe('soc_reg');
  });
});
