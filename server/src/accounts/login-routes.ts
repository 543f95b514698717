import {
  type LoginData,
  loginRequest,
  smsLoginCodeRequest,
  smsLoginRequest,
  twoFactorLoginRequest,
} from '@betframe/sdk/account';
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readBody } from '../app/validation';
import {
  accountKey,
  addressKey,
  assertLoginAllowed,
  clearAccountFailures,
  clientAddress,
  createDummyHash,
  hashOpaqueToken,
  hashPassword,
  type LoginKeys,
  needsRehash,
  newOpaqueToken,
  recordLoginFailure,
  requireUser,
  TooManyAttempts,
  verifyPassword,
} from '../auth';
import { assertCaptcha } from '../captcha';
import { dateOf } from '../clock';
import { assertMaySignIn } from '../limits';
import { textsOf } from '../translations';
import { type AccountsContext, ok } from './context';
import { CODE_LENGTH, CODE_TTL_SECONDS } from './one-time-codes';
import { acceptAppCode } from './two-factor-codes';
import { findUserById, findUserByIdentifier, findUserByPhone, type UserRow } from './users';

const TWO_FACTOR_LOGIN_TTL_MS = 5 * 60_000;

/**
 * A `date` column as `YYYY-MM-DD`: drivers hand it over as text or as a Date at local midnight, so the local
 * calendar fields are the stored day.
 */
function calendarDate(value: string | Date | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
const MAX_TWO_FACTOR_ATTEMPTS = 5;

/** Runs the limiter (a 429 carries Retry-After); tells whether this attempt needs a captcha. */
export async function limit(c: Context, ctx: AccountsContext, keys: LoginKeys): Promise<{ captchaRequired: boolean }> {
  try {
    return await assertLoginAllowed(ctx.db, keys, ctx.now());
  } catch (error) {
    if (error instanceof TooManyAttempts) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

const invalidCredentials = () => new ApiError(401, 'invalid_credentials', 'Wrong login or password');

export function assertActive(user: UserRow): void {
  if (user.status === 'pending_activation') {
    throw new ApiError(403, 'account_not_activated', 'Activate the account with the link sent by e-mail first');
  }
  if (user.status === 'blocked') throw new ApiError(403, 'account_blocked', 'The account is blocked');
}

/** A running time-out, self-exclusion or block refuses sign-in (403, CONTRACTS §7; limits/). */
export function assertAdmitted(ctx: AccountsContext, userId: number): Promise<void> {
  return assertMaySignIn(ctx.db, userId, dateOf(ctx.deps.clock));
}

/**
 * The first factor passed (password, social provider): a short-lived token for
 * POST /web-api/account/login/two-factor, where the authenticator code finishes the sign-in.
 */
export async function startTwoFactorLogin(ctx: AccountsContext, userId: number): Promise<string> {
  const token = newOpaqueToken();
  await ctx.db
    .insertInto('account_flows')
    .values({
      id: hashOpaqueToken(token),
      user_id: userId,
      kind: 'two_factor_login',
      step: 'first_factor_ok',
      data: JSON.stringify({}),
      expires_at: new Date(ctx.now() + TWO_FACTOR_LOGIN_TTL_MS),
    })
    .execute();
  return token;
}

export function registerLoginRoutes(app: Hono<AppEnv>, ctx: AccountsContext): void {
  let dummyHash: Promise<string> | undefined;

  app.post('/web-api/account/login', async (c) => {
    const body = await readBody(c, loginRequest);
    const config = await ctx.config(c);
    const user = await findUserByIdentifier(ctx.db, body.login, body.auth_by_email);
    const keys = { address: addressKey(clientAddress(c)), account: accountKey(user ? user.id : body.login) };
    const { captchaRequired } = await limit(c, ctx, keys);
    await assertCaptcha(c, config.captcha.type, ctx.captchaVerifiers, undefined, captchaRequired);

    // Unknown logins cost the same scrypt run as known ones, so timing does not reveal which exist.
    dummyHash ??= createDummyHash(ctx.auth.passwordCost);
    const valid = await verifyPassword(body.password, user?.password_hash ?? (await dummyHash));
    if (!user || !valid) {
      await recordLoginFailure(ctx.db, keys, ctx.now());
      throw invalidCredentials();
    }
    assertActive(user);
    await assertAdmitted(ctx, user.id);
    await clearAccountFailures(ctx.db, keys);
    if (needsRehash(user.password_hash, ctx.auth.passwordCost)) {
      const upgraded = await hashPassword(body.password, ctx.auth.passwordCost);
      await ctx.db.updateTable('users').set({ password_hash: upgraded }).where('id', '=', user.id).execute();
    }

    if (user.totp_enabled) {
      const data: LoginData = { twoFactorRequired: true, twoFactorToken: await startTwoFactorLogin(ctx, user.id) };
      return ok(c, data);
    }
    const data: LoginData = { ...(await ctx.auth.signIn(c, user.id)), twoFactorRequired: false };
    return ok(c, data);
  });

  app.post('/web-api/account/login/two-factor', async (c) => {
    const body = await readBody(c, twoFactorLoginRequest);
    const flowId = hashOpaqueToken(body.two_factor_token);
    const flow = await ctx.db
      .selectFrom('account_flows')
      .select(['user_id', 'attempts'])
      .where('id', '=', flowId)
      .where('kind', '=', 'two_factor_login')
      .where('expires_at', '>', new Date(ctx.now()))
      .executeTakeFirst();
    if (!flow) throw new ApiError(401, 'two_factor_expired', 'Sign in again: the two-factor step expired');
    const keys = { address: addressKey(clientAddress(c)), account: accountKey(flow.user_id) };
    await limit(c, ctx, keys);
    const user = await findUserById(ctx.db, flow.user_id);
    if (!user?.totp_enabled || !user.totp_secret) {
      throw new ApiError(401, 'two_factor_expired', 'Sign in again: the two-factor step expired');
    }
    const step = await acceptAppCode(user.totp_secret, body.code, user.totp_last_step);
    // Recording the step is the claim: of two requests with the same code only one moves it forward.
    const claimed =
      step !== undefined &&
      Number(
        (
          await ctx.db
            .updateTable('users')
            .set({ totp_last_step: step })
            .where('id', '=', user.id)
            .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1;
    if (!claimed) {
      await recordLoginFailure(ctx.db, keys, ctx.now());
      await ctx.db.updateTable('account_flows').set({ attempts: sql`attempts + 1` }).where('id', '=', flowId).execute();
      if (flow.attempts + 1 >= MAX_TWO_FACTOR_ATTEMPTS) {
        await ctx.db.deleteFrom('account_flows').where('id', '=', flowId).execute();
      }
      throw new ApiError(401, 'two_factor_code_invalid', 'Wrong authenticator code');
    }
    const spent = await ctx.db.deleteFrom('account_flows').where('id', '=', flowId).executeTakeFirst();
    if (Number(spent.numDeletedRows) !== 1) {
      throw new ApiError(401, 'two_factor_expired', 'Sign in again: the two-factor step expired');
    }
    await clearAccountFailures(ctx.db, keys);
    const data: LoginData = { ...(await ctx.auth.signIn(c, user.id)), twoFactorRequired: false };
    return ok(c, data);
  });

  /** Sign-in by an SMS code instead of the password; the same answer whether or not the number is registered. */
  app.post('/web-api/account/sms-auth/send-code', async (c) => {
    const body = await readBody(c, smsLoginCodeRequest);
    const config = await ctx.config(c);
    const user = await findUserByPhone(ctx.db, body.phone);
    // An address or account locked by failed sign-ins gets no new codes either (the key of an unknown number is
    // its digits, so the answer does not tell registered numbers apart).
    const { captchaRequired } = await limit(c, ctx, {
      address: addressKey(clientAddress(c)),
      account: accountKey(user ? user.id : body.phone),
    });
    await assertCaptcha(c, config.captcha.type, ctx.captchaVerifiers, undefined, captchaRequired);
    if (user && user.status === 'active') {
      const code = await ctx.codes.issueCode('sms_login', body.phone, user.id);
      const t = await textsOf(c, 'en');
      await ctx.sender.send({ channel: 'sms', to: body.phone, text: t('account_message_sign_in_code', { code }) });
    }
    return ok(c, { expiresIn: CODE_TTL_SECONDS, codeLength: CODE_LENGTH });
  });

  /** A wrong code counts as a failed login (same limits as the password). */
  app.post('/web-api/account/sms-auth/check-code', async (c) => {
    const body = await readBody(c, smsLoginRequest);
    const user = await findUserByPhone(ctx.db, body.phone);
    const keys = { address: addressKey(clientAddress(c)), account: accountKey(user ? user.id : body.phone) };
    await limit(c, ctx, keys);
    const check = user
      ? await ctx.codes.checkCode('sms_login', body.phone, body.confirm_code, { consume: true })
      : 'missing';
    if (!user || check !== 'ok') {
      await recordLoginFailure(ctx.db, keys, ctx.now());
      throw ApiError.validation({ confirm_code: ['auth_incorrect_code'] }, 'Incorrect or expired code');
    }
    assertActive(user);
    await assertAdmitted(ctx, user.id);
    await clearAccountFailures(ctx.db, keys);
    // The code reached the phone: a number left unconfirmed (short registration) is confirmed now.
    if (!user.phone_confirmed) {
      await ctx.db.updateTable('users').set({ phone_confirmed: true }).where('id', '=', user.id).execute();
    }
    if (user.totp_enabled) {
      const data: LoginData = { twoFactorRequired: true, twoFactorToken: await startTwoFactorLogin(ctx, user.id) };
      return ok(c, data);
    }
    const data: LoginData = { ...(await ctx.auth.signIn(c, user.id)), twoFactorRequired: false };
    return ok(c, data);
  });

  app.post('/web-api/account/logout', async (c) => {
    const user = await requireUser(c, ctx.deps);
    await ctx.auth.signOut(c, user);
    return ok(c, { loggedOut: true });
  });

  app.get('/web-api/account/me', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const user = await findUserById(ctx.db, current.userId);
    if (!user) throw ApiError.unauthorized();
    return ok(c, {
      userId: user.id,
      login: user.login,
      email: user.email,
      emailConfirmed: user.email_confirmed,
      phone: user.phone,
      name: user.name,
      surname: user.surname,
      birthDate: calendarDate(user.birth_date),
      countryId: user.country_id,
      registrationType: user.registration_type,
      twoFactorEnabled: user.totp_enabled,
      hasSecureAnswer: user.secure_answer_hash !== null,
    });
  });
}
