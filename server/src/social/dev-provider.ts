import './tables';
import { createHash, timingSafeEqual } from 'node:crypto';
import { type Context, type Env, Hono } from 'hono';
import { z } from 'zod';
import { ApiError, errorBody } from '../app/errors';
import { readBody, readParams, readQuery } from '../app/validation';
import { hashOpaqueToken, newOpaqueToken } from '../auth';
import type { Db } from '../db';
import { devSigningKey } from './dev-signing-key';
import { requestOrigin } from './request-origin';

/** The client the development provider knows: the server's own social sign-in (development only). */
export const DEV_CLIENT_ID = 'betframe-dev';
export const DEV_CLIENT_SECRET = 'betframe-dev-secret';
const CODE_TTL_MS = 5 * 60_000;
const ID_TOKEN_TTL_S = 5 * 60;

const providerParam = z.object({ provider: z.string().regex(/^[a-z0-9_-]{2,32}$/) });
const urlSafe = z.string().regex(/^[A-Za-z0-9._~-]{16,200}$/);
const authorizationRequest = {
  client_id: z.literal(DEV_CLIENT_ID),
  redirect_uri: z.url().max(500),
  state: urlSafe,
  nonce: urlSafe,
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code_challenge_method: z.literal('S256'),
};
const authorizeQuery = z.object({
  ...authorizationRequest,
  response_type: z.literal('code'),
  scope: z
    .string()
    .max(200)
    .refine((s) => s.split(' ').includes('openid'), 'scope must include openid'),
});
const consentForm = z.object({
  ...authorizationRequest,
  decision: z.enum(['allow', 'deny']),
  subject: z.string().trim().min(1).max(100),
  name: z.string().trim().max(100).default(''),
  email: z.union([z.literal(''), z.email().max(254)]).default(''),
});
const tokenForm = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1).max(200),
  redirect_uri: z.string().max(500),
  code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/),
  client_id: z.string().max(100).optional(),
  client_secret: z.string().max(100).optional(),
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function issuerOf(c: Context, provider: string): string {
  return `${requestOrigin(c)}/dev/oauth/${provider}`;
}

/** Only our own callback on this origin: the development provider must not become an open redirector. */
function checkRedirect(c: Context, provider: string, redirectUri: string): URL {
  const url = new URL(redirectUri);
  if (url.origin !== requestOrigin(c) || url.pathname !== `/web-api/social/${provider}/callback` || url.search) {
    throw ApiError.badRequest('redirect_uri_mismatch', 'redirect_uri is not this provider’s callback');
  }
  return url;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** client_secret_basic or client_secret_post (RFC 6749 §2.3.1); true when the client is ours. */
function clientAuthenticated(c: Context, form: z.infer<typeof tokenForm>): boolean {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(c.req.header('authorization') ?? '');
  if (basic?.[1]) {
    const [id = '', secret = ''] = Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(decodeURIComponent);
    return id === DEV_CLIENT_ID && sameSecret(secret, DEV_CLIENT_SECRET);
  }
  return form.client_id === DEV_CLIENT_ID && sameSecret(form.client_secret ?? '', DEV_CLIENT_SECRET);
}

function consentPage(provider: string, query: z.infer<typeof authorizeQuery>, suggested: string): string {
  const hidden = (['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge', 'code_challenge_method'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name])}">`)
    .join('\n');
  const p = escapeHtml(provider);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in with ${p} (development)</title>
<style>body{font:16px system-ui,sans-serif;max-width:26rem;margin:3rem auto}label{display:block;margin:.75rem 0}
input{display:block;width:100%;font:inherit;padding:.4rem}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}</style>
</head><body>
<h1>${p} <small>(development identity provider)</small></h1>
<p>Betframe asks to sign you in. Choose who you are at this provider:</p>
<form method="post" action="/dev/oauth/${p}/authorize">
${hidden}
<label>Account id at ${p} <input name="subject" value="${suggested}" required></label>
<label>Name <input name="name" value="Dev Player"></label>
<label>E-mail <input name="email" type="email" value=""></label>
<button name="decision" value="allow">Allow</button><button name="decision" value="deny">Deny</button>
</form></body></html>`;
}

/**
 * The development identity provider, one per provider id of the configuration, speaking OpenID Connect:
 * discovery (`/dev/oauth/{provider}/.well-known/openid-configuration`), an authorization endpoint with a consent
 * page (who to sign in as; Allow / Deny), PKCE (S256 only), a token endpoint that answers a signed ES256
 * id_token, and the JWKS that verifies it. Registered on `app` for browsers; the same handlers serve the
 * server's own OIDC client in process (`devIdentityProviderApp`).
 */
export function registerDevIdentityProvider<E extends Env>(
  app: Hono<E>,
  db: Db,
  secret: string,
  now: () => number,
): void {
  const key = devSigningKey(secret);

  app.get('/dev/oauth/:provider/.well-known/openid-configuration', (c) => {
    const { provider } = readParams(c, providerParam);
    const issuer = issuerOf(c, provider);
    return c.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'profile', 'email'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      claims_supported: ['sub', 'name', 'email', 'email_verified', 'nonce'],
    });
  });

  app.get('/dev/oauth/:provider/jwks', (c) => {
    readParams(c, providerParam);
    return c.json({ keys: [key.publicJwk] });
  });

  app.get('/dev/oauth/:provider/authorize', (c) => {
    const { provider } = readParams(c, providerParam);
    const query = readQuery(c, authorizeQuery);
    checkRedirect(c, provider, query.redirect_uri);
    c.header('Cache-Control', 'no-store');
    return c.html(consentPage(provider, query, `dev-${Math.floor(now() / 1000).toString(36)}`));
  });

  app.post('/dev/oauth/:provider/authorize', async (c) => {
    const { provider } = readParams(c, providerParam);
    const form = await readBody(c, consentForm);
    const back = checkRedirect(c, provider, form.redirect_uri);
    back.searchParams.set('state', form.state);
    back.searchParams.set('iss', issuerOf(c, provider));
    if (form.decision === 'deny') {
      back.searchParams.set('error', 'access_denied');
      return c.redirect(back.href, 302);
    }
    const code = newOpaqueToken();
    await db
      .insertInto('dev_oauth_codes')
      .values({
        code_hash: hashOpaqueToken(code),
        provider,
        client_id: form.client_id,
        redirect_uri: form.redirect_uri,
        subject: form.subject,
        email: form.email === '' ? null : form.email.toLowerCase(),
        name: form.name === '' ? null : form.name,
        nonce: form.nonce,
        code_challenge: form.code_challenge,
        expires_at: new Date(now() + CODE_TTL_MS),
      })
      .execute();
    back.searchParams.set('code', code);
    return c.redirect(back.href, 302);
  });

  app.post('/dev/oauth/:provider/token', async (c) => {
    const { provider } = readParams(c, providerParam);
    c.header('Cache-Control', 'no-store');
    const form = await readBody(c, tokenForm);
    if (!clientAuthenticated(c, form)) return c.json({ error: 'invalid_client' }, 401);
    const row = await db
      .updateTable('dev_oauth_codes')
      .set({ consumed_at: new Date(now()) })
      .where('code_hash', '=', hashOpaqueToken(form.code))
      .where('provider', '=', provider)
      .where('redirect_uri', '=', form.redirect_uri)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', new Date(now()))
      .returning(['subject', 'email', 'name', 'nonce', 'code_challenge'])
      .executeTakeFirst();
    const challenge = createHash('sha256').update(form.code_verifier).digest('base64url');
    // RFC 7636 §4.6: a code without its verifier is no good (the row is spent either way).
    if (!row || row.code_challenge === null || !sameSecret(challenge, row.code_challenge)) {
      return c.json({ error: 'invalid_grant' }, 400);
    }
    const iat = Math.floor(now() / 1000);
    const idToken = key.signJwt({
      iss: issuerOf(c, provider),
      sub: row.subject,
      aud: DEV_CLIENT_ID,
      iat,
      exp: iat + ID_TOKEN_TTL_S,
      ...(row.nonce ? { nonce: row.nonce } : {}),
      ...(row.name ? { name: row.name } : {}),
      ...(row.email ? { email: row.email, email_verified: true } : {}),
    });
    return c.json({
      access_token: newOpaqueToken(),
      token_type: 'Bearer',
      expires_in: ID_TOKEN_TTL_S,
      id_token: idToken,
    });
  });
}

/** The provider as an app of its own, for the server's OIDC client to call in process (never over the network). */
export function devIdentityProviderApp(db: Db, secret: string, now: () => number): Hono {
  const idp = new Hono();
  idp.onError((error) => {
    if (error instanceof ApiError) {
      return Response.json(errorBody(error.code, error.message, error.validationErrors), { status: error.status });
    }
    throw error;
  });
  registerDevIdentityProvider(idp, db, secret, now);
  return idp;
}
