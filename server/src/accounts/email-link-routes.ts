/**
 * SPEC §2 "security auth by email": sign-in by a one-time link sent to the player's confirmed e-mail, instead of
 * the password. The link works once, for 15 minutes, and signs in the browser that opens it (or hands it the
 * two-factor step, as the social sign-in does).
 */
import { emailLinkQuery, emailLinkRequest } from '@betframe/sdk/account';
import type { Hono } from 'hono';
import type { AppEnv } from '../app/types';
import { readBody, readQuery } from '../app/validation';
import { accountKey, addressKey, clientAddress } from '../auth';
import { assertCaptcha } from '../captcha';
import { textsOf } from '../translations';
import { type AccountsContext, ok } from './context';
import { assertActive, assertAdmitted, limit, startTwoFactorLogin } from './login-routes';
import { siteOrigin } from './registration';
import { findUserByEmail, findUserById } from './users';

export const EMAIL_LINK_TTL_SECONDS = 15 * 60;

function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://local');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

export function registerEmailLinkRoutes(app: Hono<AppEnv>, ctx: AccountsContext): void {
  /** The same answer whether or not the address belongs to a player, so it tells no one which do. */
  app.post('/web-api/account/login/email-link/send', async (c) => {
    const body = await readBody(c, emailLinkRequest);
    const config = await ctx.config(c);
    const user = await findUserByEmail(ctx.db, body.email);
    const { captchaRequired } = await limit(c, ctx, {
      address: addressKey(clientAddress(c)),
      account: accountKey(user ? user.id : body.email),
    });
    await assertCaptcha(c, config.captcha.type, ctx.captchaVerifiers, undefined, captchaRequired);
    if (user && user.status === 'active' && user.email_confirmed && user.email) {
      const token = await ctx.codes.issueLink('email_login', user.id, EMAIL_LINK_TTL_SECONDS);
      const query = new URLSearchParams({ token, ...(body.return_to ? { return_to: body.return_to } : {}) });
      const link = `${siteOrigin(c)}/web-api/account/login/email-link?${query.toString()}`;
      const t = await textsOf(c, 'en');
      await ctx.sender.send({
        channel: 'email',
        to: user.email,
        subject: t('account_message_email_link_subject'),
        text: t('account_message_email_link', { link }),
      });
    }
    return ok(c, { expiresIn: EMAIL_LINK_TTL_SECONDS });
  });

  /** The link in the mail: signs in and returns to the page the player asked from. */
  app.get('/web-api/account/login/email-link', async (c) => {
    const query = readQuery(c, emailLinkQuery);
    const returnTo = query.return_to ?? '/';
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const userId = await ctx.codes.consumeLink('email_login', query.token);
    const user = userId === undefined ? undefined : await findUserById(ctx.db, userId);
    if (!user) return c.redirect(withQuery(returnTo, { email_link_error: 'invalid' }), 302);
    assertActive(user);
    await assertAdmitted(ctx, user.id);
    if (user.totp_enabled) {
      const token = await startTwoFactorLogin(ctx, user.id);
      return c.redirect(`${returnTo}#two_factor_token=${token}`, 302);
    }
    await ctx.auth.signIn(c, user.id);
    return c.redirect(returnTo, 302);
  });
}
