import './tables';
import type { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readBody, readParams, readQuery } from '../app/validation';
import { hashOpaqueToken, newOpaqueToken } from '../auth';
import type { Db } from '../db';
import type { SocialProfile, SocialProvider } from './provider';

const DEV_CLIENT_ID = 'betframe-dev';
const CODE_TTL_MS = 5 * 60_000;

const providerParam = z.object({ provider: z.string().regex(/^[a-z0-9_-]{2,32}$/) });
/** Only our own callback paths: the development provider must not become an open redirector. */
const redirectUriSchema = z.string().regex(/^\/web-api\/social\/[a-z0-9_-]{2,32}\/callback$/);
const authorizeQuery = z.object({
  client_id: z.literal(DEV_CLIENT_ID),
  redirect_uri: redirectUriSchema,
  state: z.string().min(16).max(200),
  response_type: z.literal('code'),
});
const consentForm = z.object({
  client_id: z.literal(DEV_CLIENT_ID),
  redirect_uri: redirectUriSchema,
  state: z.string().min(16).max(200),
  decision: z.enum(['allow', 'deny']),
  subject: z.string().trim().min(1).max(100),
  name: z.string().trim().max(100).default(''),
  email: z.union([z.literal(''), z.email().max(254)]).default(''),
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function withParams(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** The development identity provider for `provider`: consent page at /dev/oauth/{provider}/authorize. */
export function devSocialProvider(db: Db, id: string, now: () => number): SocialProvider {
  return {
    id,
    authorizeUrl: ({ state, redirectUri }) =>
      withParams(`/dev/oauth/${id}/authorize`, {
        client_id: DEV_CLIENT_ID,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
      }),
    async exchange(code, redirectUri): Promise<SocialProfile | undefined> {
      if (code.length > 200) return undefined;
      const row = await db
        .updateTable('dev_oauth_codes')
        .set({ consumed_at: new Date(now()) })
        .where('code_hash', '=', hashOpaqueToken(code))
        .where('provider', '=', id)
        .where('redirect_uri', '=', redirectUri)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', new Date(now()))
        .returning(['subject', 'email', 'name'])
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        subject: row.subject,
        ...(row.email ? { email: row.email } : {}),
        ...(row.name ? { name: row.name } : {}),
      };
    },
  };
}

/**
 * The consent page a person sees at the development provider: who to sign in as (id, name, e-mail) and
 * Allow / Deny. Allow redirects back with a one-time code; Deny with `error=access_denied` (RFC 6749 §4.1.2).
 */
export function registerDevOauthProvider(app: Hono<AppEnv>, db: Db, now: () => number): void {
  app.get('/dev/oauth/:provider/authorize', (c) => {
    const { provider } = readParams(c, providerParam);
    const query = readQuery(c, authorizeQuery);
    const suggested = `dev-${Math.floor(now() / 1000).toString(36)}`;
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in with ${escapeHtml(provider)} (development)</title>
<style>body{font:16px system-ui,sans-serif;max-width:26rem;margin:3rem auto}label{display:block;margin:.75rem 0}
input{display:block;width:100%;font:inherit;padding:.4rem}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}</style>
</head><body>
<h1>${escapeHtml(provider)} <small>(development identity provider)</small></h1>
<p>Betframe asks to sign you in. Choose who you are at this provider:</p>
<form method="post" action="/dev/oauth/${escapeHtml(provider)}/authorize">
<input type="hidden" name="client_id" value="${escapeHtml(query.client_id)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(query.redirect_uri)}">
<input type="hidden" name="state" value="${escapeHtml(query.state)}">
<label>Account id at ${escapeHtml(provider)} <input name="subject" value="${suggested}" required></label>
<label>Name <input name="name" value="Dev Player"></label>
<label>E-mail <input name="email" type="email" value=""></label>
<button name="decision" value="allow">Allow</button><button name="decision" value="deny">Deny</button>
</form></body></html>`);
  });

  app.post('/dev/oauth/:provider/authorize', async (c) => {
    const { provider } = readParams(c, providerParam);
    const form = await readBody(c, consentForm);
    if (!form.redirect_uri.startsWith(`/web-api/social/${provider}/`)) {
      throw ApiError.badRequest('redirect_uri_mismatch', 'redirect_uri does not belong to this provider');
    }
    if (form.decision === 'deny') {
      return c.redirect(withParams(form.redirect_uri, { error: 'access_denied', state: form.state }), 302);
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
        expires_at: new Date(now() + CODE_TTL_MS),
      })
      .execute();
    return c.redirect(withParams(form.redirect_uri, { code, state: form.state }), 302);
  });
}
