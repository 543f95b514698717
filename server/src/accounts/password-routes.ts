import {
  passwordChangeRequest,
  passwordResetCheckQuery,
  passwordResetCodeRequest,
  passwordResetRequest,
} from '@betframe/sdk/account';
import type { Hono } from 'hono';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readBody, readQuery } from '../app/validation';
import { endUserSessions, hashPassword, requireUser, verifyPassword } from '../auth';
import { assertCaptcha } from '../captcha';
import { withTransaction } from '../db';
import { textsOf } from '../translations';
import { type AccountsContext, ok } from './context';
import { CODE_LENGTH, CODE_TTL_SECONDS } from './one-time-codes';
import { findUserById, findUserByIdentifier, type UserRow } from './users';

/** Where a reset code goes: the confirmed e-mail when the login is an e-mail, else the phone. */
function resetChannel(user: UserRow, login: string): { channel: 'sms' | 'email'; to: string } | undefined {
  if (login.includes('@')) return user.email ? { channel: 'email', to: user.email } : undefined;
  if (user.phone) return { channel: 'sms', to: user.phone };
  if (user.email) return { channel: 'email', to: user.email };
  return undefined;
}

export function registerPasswordRoutes(app: Hono<AppEnv>, ctx: AccountsContext): void {
  app.put('/web-api/account/password', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const body = await readBody(c, passwordChangeRequest);
    const config = await ctx.config(c);
    await assertCaptcha(c, config.captcha.type, ctx.captchaVerifiers, body.captcha_token);
    const user = await findUserById(ctx.db, current.userId);
    if (!user || !(await verifyPassword(body.old_password, user.password_hash))) {
      throw ApiError.validation({ old_password: ['wrong_password'] }, 'The current password is wrong');
    }
    if (body.password === body.old_password) {
      throw ApiError.validation({ password: ['password_same_as_old'] }, 'Choose a different password');
    }
    const hash = await hashPassword(body.password, ctx.auth.passwordCost);
    const ended = await withTransaction(ctx.db, async (trx) => {
      await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', user.id).execute();
      return body.end_other_sessions
        ? endUserSessions(trx, user.id, 'password_changed', new Date(ctx.now()), current.sessionId)
        : 0;
    });
    return ok(c, { changed: true, endedSessions: ended });
  });

  /** Always answers the same, whether or not the account exists, so it cannot be used to probe for players. */
  app.post('/web-api/account/password-reset/send-code', async (c) => {
    const body = await readBody(c, passwordResetCodeRequest);
    const config = await ctx.config(c);
    await assertCaptcha(c, config.captcha.type, ctx.captchaVerifiers);
    const user = await findUserByIdentifier(ctx.db, body.login, undefined);
    const target = user && resetChannel(user, body.login);
    if (user && target) {
      const code = await ctx.codes.issueCode('password_reset', String(user.id), user.id);
      const t = await textsOf(c, 'en');
      await ctx.sender.send({
        channel: target.channel,
        to: target.to,
        subject: t('account_message_reset_subject'),
        text: t('account_message_reset_code', { code }),
      });
    }
    return ok(c, { expiresIn: CODE_TTL_SECONDS, codeLength: CODE_LENGTH });
  });

  /** Checks a reset code without spending it (the form's step before the new password). */
  app.get('/web-api/account/password-reset', async (c) => {
    const query = readQuery(c, passwordResetCheckQuery);
    const user = await findUserByIdentifier(ctx.db, query.login, undefined);
    const valid =
      user !== undefined &&
      (await ctx.codes.checkCode('password_reset', String(user.id), query.confirm_code, { consume: false })) === 'ok';
    return ok(c, { valid });
  });

  /** Sets the new password with the code; every session of the player ends. */
  app.post('/web-api/account/password-reset', async (c) => {
    const body = await readBody(c, passwordResetRequest);
    const user = await findUserByIdentifier(ctx.db, body.login, undefined);
    const check = user
      ? await ctx.codes.checkCode('password_reset', String(user.id), body.confirm_code, { consume: true })
      : 'missing';
    if (!user || check !== 'ok') {
      throw ApiError.validation({ confirm_code: ['auth_incorrect_code'] }, 'Incorrect or expired code');
    }
    const hash = await hashPassword(body.password, ctx.auth.passwordCost);
    await withTransaction(ctx.db, async (trx) => {
      await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', user.id).execute();
      await endUserSessions(trx, user.id, 'password_reset', new Date(ctx.now()));
    });
    return ok(c, { reset: true });
  });
}
