import { socialStartQuery } from '@betframe/sdk/account';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readParams, readQuery } from '../app/validation';
import { hashOpaqueToken, isHttps, newOpaqueToken } from '../auth';
import { pgErrorCode, pgErrorCodes } from '../db';
import { requestOrigin } from '../social';
import { type AccountsContext, ok } from './context';
import { assertActive, assertAdmitted, startTwoFactorLogin } from './login-routes';
import { assertRegistrationAllowed, createPlayer } from './registration';
import { findUserById } from './users';

const STATE_COOKIE = 'social_state';
const STATE_TTL_MS = 10 * 60_000;

const providerParam = z.object({ provider: z.string().regex(/^[a-z0-9_-]{2,32}$/) });
const callbackQuery = z.object({
  state: z.string().min(16).max(200),
  code: z.string().min(1).max(200).optional(),
  error: z.string().max(100).optional(),
  iss: z.string().max(500).optional(),
});
const stateParams = z.object({
  mode: z.enum(['login', 'register']),
  returnTo: z.string(),
  currencyId: z.number().optional(),
  countryId: z.number().optional(),
  promoCode: z.string().optional(),
  secrets: z.record(z.string(), z.string()),
});

function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://local');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

/**
 * Sign-in and registration through OpenID Connect providers (authorization code flow with PKCE). The start
 * call remembers what to do — and the PKCE verifier and nonce — in a server-side state row bound to this browser
 * by a cookie (so a callback cannot be replayed in another browser: login CSRF), sends the browser to the
 * provider, and the callback finishes by signing the player in — registering them first in `register` mode —
 * and redirecting to `return_to`.
 */
export function registerSocialRoutes(app: Hono<AppEnv>, ctx: AccountsContext): void {
  async function enabledProviders(c: Context): Promise<string[]> {
    const config = await ctx.config(c);
    return config.auth.socialProviders.filter((id) => ctx.socialProvider(id) !== undefined);
  }

  app.get('/web-api/social/providers', async (c) => ok(c, { providers: await enabledProviders(c) }));

  app.get('/web-api/social/:provider/start', async (c) => {
    const { provider: id } = readParams(c, providerParam);
    const query = readQuery(c, socialStartQuery);
    const provider = ctx.socialProvider(id);
    if (!provider || !(await enabledProviders(c)).includes(id)) throw ApiError.notFound('Unknown sign-in provider');
    if (query.mode === 'register') {
      if (query.currency_id === undefined || query.country_id === undefined || !query.regRules || !query.regPolitics) {
        throw ApiError.validation({
          ...(query.currency_id === undefined ? { currency_id: ['required'] } : {}),
          ...(query.country_id === undefined ? { country_id: ['required'] } : {}),
          ...(!query.regRules ? { regRules: ['auth_required_field'] } : {}),
          ...(!query.regPolitics ? { regPolitics: ['auth_required_field'] } : {}),
        });
      }
      await assertRegistrationAllowed(ctx, await ctx.config(c), 'soc_reg', {
        currency_id: query.currency_id,
        country_id: query.country_id,
        promo_code: query.promo_code,
      });
    }
    const state = newOpaqueToken();
    const origin = requestOrigin(c);
    const authorization = await provider.start({
      state,
      redirectUri: `${origin}/web-api/social/${id}/callback`,
      origin,
    });
    await ctx.db
      .insertInto('social_states')
      .values({
        id: hashOpaqueToken(state),
        provider: id,
        params: JSON.stringify({
          mode: query.mode,
          returnTo: query.return_to ?? '/',
          currencyId: query.currency_id,
          countryId: query.country_id,
          promoCode: query.promo_code,
          secrets: authorization.secrets,
        }),
        expires_at: new Date(ctx.now() + STATE_TTL_MS),
      })
      .execute();
    setCookie(c, STATE_COOKIE, state, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: isHttps(c),
      path: '/web-api/social',
      maxAge: STATE_TTL_MS / 1000,
    });
    return c.redirect(authorization.url, 302);
  });

  app.get('/web-api/social/:provider/callback', async (c) => {
    const { provider: id } = readParams(c, providerParam);
    const query = readCallback(c);
    const provider = ctx.socialProvider(id);
    if (!provider) throw ApiError.notFound('Unknown sign-in provider');
    if (getCookie(c, STATE_COOKIE) !== query.state) {
      throw ApiError.badRequest('social_state_mismatch', 'The sign-in did not start in this browser');
    }
    deleteCookie(c, STATE_COOKIE, { path: '/web-api/social' });
    const stateRow = await ctx.db
      .updateTable('social_states')
      .set({ consumed_at: new Date(ctx.now()) })
      .where('id', '=', hashOpaqueToken(query.state))
      .where('provider', '=', id)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', new Date(ctx.now()))
      .returning(['params'])
      .executeTakeFirst();
    if (!stateRow) throw ApiError.badRequest('social_state_invalid', 'The sign-in expired; start again');
    const params = stateParams.parse(stateRow.params);
    if (query.error || !query.code) return c.redirect(withQuery(params.returnTo, { social_error: 'denied' }), 302);

    const profile = await provider.finish({
      callbackUrl: new URL(c.req.url),
      state: query.state,
      redirectUri: `${requestOrigin(c)}/web-api/social/${id}/callback`,
      secrets: params.secrets,
    });
    if (!profile) return c.redirect(withQuery(params.returnTo, { social_error: 'exchange_failed' }), 302);

    const linked = await ctx.db
      .selectFrom('social_identities')
      .select('user_id')
      .where('provider', '=', id)
      .where('subject', '=', profile.subject)
      .executeTakeFirst();
    let userId = linked?.user_id;
    if (userId === undefined) {
      if (params.mode !== 'register' || params.currencyId === undefined || params.countryId === undefined) {
        return c.redirect(withQuery(params.returnTo, { social_error: 'not_registered' }), 302);
      }
      try {
        const created = await createPlayer(
          ctx,
          {
            // Social players sign in through the provider; the random password only satisfies the column.
            password: newOpaqueToken(),
            email: null,
            name: profile.name ?? null,
            countryId: params.countryId,
            currencyId: params.currencyId,
            promoCode: params.promoCode ?? null,
            registrationType: 'soc_reg',
          },
          async (trx, newId) => {
            await trx
              .insertInto('social_identities')
              .values({ provider: id, subject: profile.subject, user_id: newId })
              .execute();
          },
        );
        userId = created.id;
      } catch (error) {
        if (pgErrorCode(error) !== pgErrorCodes.uniqueViolation) throw error;
        // The same person finished a parallel registration first: sign in to that account.
        return c.redirect(withQuery(params.returnTo, { social_error: 'retry' }), 302);
      }
    }
    const user = await findUserById(ctx.db, userId);
    if (!user) throw ApiError.unauthorized();
    assertActive(user);
    await assertAdmitted(ctx, user.id);
    if (user.totp_enabled) {
      // The second factor is still due: the client finishes with POST /web-api/account/login/two-factor. The
      // token rides in the fragment, which never reaches a server log or a Referer header.
      const token = await startTwoFactorLogin(ctx, user.id);
      return c.redirect(`${params.returnTo}#two_factor_token=${token}`, 302);
    }
    await ctx.auth.signIn(c, user.id);
    return c.redirect(params.returnTo, 302);
  });
}

function readCallback(c: Context) {
  return readQuery(c, callbackQuery);
}
