import { randomInt } from 'node:crypto';
import {
  activationRequest,
  type FastRegistrationData,
  fastRegistrationRequest,
  fullRegistrationRequest,
  fullV1RegistrationRequest,
  phoneRegistrationCodeRequest,
  phoneRegistrationRequest,
  type SignedInWithLoginData,
  shortRegistrationRequest,
} from '@betframe/sdk/account';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readBody, readQuery } from '../app/validation';
import { assertCaptcha } from '../captcha';
import { textsOf } from '../translations';
import { type AccountsContext, ok } from './context';
import { CODE_LENGTH, CODE_TTL_SECONDS } from './one-time-codes';
import { assertValidPhone } from './phone-check';
import { assertRegistrationAllowed, createPlayer, siteOrigin } from './registration';
import { findUserByPhone } from './users';

const ACTIVATION_TTL_SECONDS = 48 * 3600;

/** A generated password shown once: 12 characters from an unambiguous alphabet, with a letter and a digit. */
function generatePassword(): string {
  const letters = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = [letters[randomInt(letters.length)], digits[randomInt(digits.length)]];
  while (chars.length < 12) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** Sends the activation link of an e-mail registration (full, full-v1). */
async function sendActivationLink(c: Context, ctx: AccountsContext, userId: number, email: string): Promise<void> {
  const token = await ctx.codes.issueLink('email_activation', userId, ACTIVATION_TTL_SECONDS);
  const link = `${siteOrigin(c)}/web-api/registration/activate?token=${encodeURIComponent(token)}`;
  const t = await textsOf(c, 'en');
  await ctx.sender.send({
    channel: 'email',
    to: email,
    subject: t('account_message_activation_subject'),
    text: t('account_message_activation', { link, token }),
  });
}

export function registerRegistrationRoutes(app: Hono<AppEnv>, ctx: AccountsContext): void {
  app.post('/web-api/registration/fast', async (c) => {
    const body = await readBody(c, fastRegistrationRequest);
    const config = await ctx.config(c);
    await assertRegistrationAllowed(ctx, config, 'fast_reg', body);
    await assertCaptcha(c, config.captcha.type, ctx.captchaVerifiers);
    const password = generatePassword();
    const created = await createPlayer(ctx, {
      password,
      countryId: body.country_id,
      currencyId: body.currency_id,
      promoCode: body.promo_code ?? null,
      registrationType: 'fast_reg',
    });
    const signedIn = await ctx.auth.signIn(c, created.id);
    const data: FastRegistrationData = { ...signedIn, login: created.login, password };
    return ok(c, data, 201);
  });

  app.post('/web-api/registration/phone/send-code', async (c) => {
    const body = await readBody(c, phoneRegistrationCodeRequest);
    await assertValidPhone(body.phone);
    const config = await ctx.config(c);
    if (!config.registration.types.includes('phone_reg')) {
      throw new ApiError(403, 'registration_type_disabled', 'Registration type phone_reg is not available');
    }
    await assertCaptcha(c, config.captcha.type, ctx.captchaVerifiers);
    if (await findUserByPhone(ctx.db, body.phone)) {
      throw ApiError.conflict('phone_taken', 'This phone number is already registered');
    }
    const code = await ctx.codes.issueCode('phone_registration', body.phone, null);
    const t = await textsOf(c, 'en');
    await ctx.sender.send({ channel: 'sms', to: body.phone, text: t('account_message_registration_code', { code }) });
    return ok(c, { expiresIn: CODE_TTL_SECONDS, codeLength: CODE_LENGTH });
  });

  app.post('/web-api/registration/phone', async (c) => {
    const body = await readBody(c, phoneRegistrationRequest);
    const config = await ctx.config(c);
    await assertRegistrationAllowed(ctx, config, 'phone_reg', body);
    const check = await ctx.codes.checkCode('phone_registration', body.phone, body.confirm_code, { consume: true });
    if (check !== 'ok') {
      throw ApiError.validation({ confirm_code: ['auth_incorrect_code'] }, 'Incorrect or expired code');
    }
    const created = await createPlayer(ctx, {
      password: body.password,
      phone: body.phone,
      phoneConfirmed: true,
      countryId: body.country_id,
      currencyId: body.currency_id,
      promoCode: body.promo_code ?? null,
      registrationType: 'phone_reg',
    });
    return ok(c, { ...(await ctx.auth.signIn(c, created.id)), login: created.login }, 201);
  });

  app.post('/web-api/registration/full', async (c) => {
    const body = await readBody(c, fullRegistrationRequest);
    const config = await ctx.config(c);
    await assertRegistrationAllowed(ctx, config, 'full_reg', body);
    await assertCaptcha(c, config.captcha.type, ctx.captchaVerifiers);
    const created = await createPlayer(ctx, {
      password: body.password,
      email: body.email,
      phone: body.phone ?? null,
      name: body.name ?? null,
      countryId: body.country_id,
      currencyId: body.currency_id,
      promoCode: body.promo_code ?? null,
      registrationType: 'full_reg',
      status: 'pending_activation',
    });
    await sendActivationLink(c, ctx, created.id, body.email);
    return ok(c, { userId: created.id, activationRequired: true as const }, 201);
  });

  /** SPEC §2 short variant: the contact is the login, unconfirmed; the player is signed in at once. */
  app.post('/web-api/registration/short', async (c) => {
    const body = await readBody(c, shortRegistrationRequest);
    if ('phone' in body.login) await assertValidPhone(body.login.phone, 'login');
    const config = await ctx.config(c);
    await assertRegistrationAllowed(ctx, config, 'short_reg', body);
    await assertCaptcha(c, config.captcha.type, ctx.captchaVerifiers);
    const created = await createPlayer(ctx, {
      password: body.password,
      ...('email' in body.login ? { email: body.login.email } : { phone: body.login.phone }),
      countryId: body.country_id,
      currencyId: body.currency_id,
      promoCode: body.promo_code ?? null,
      registrationType: 'short_reg',
    });
    const data: SignedInWithLoginData = { ...(await ctx.auth.signIn(c, created.id)), login: created.login };
    return ok(c, data, 201);
  });

  /** SPEC §2 full-v1 variant: personal data with the configured minimum age; activated by the e-mail link. */
  app.post('/web-api/registration/full-v1', async (c) => {
    const config = await ctx.config(c);
    const body = await readBody(
      c,
      fullV1RegistrationRequest(config.global.minAge, () => new Date(ctx.now())),
    );
    await assertRegistrationAllowed(ctx, config, 'full_v1_reg', body);
    await assertCaptcha(c, config.captcha.type, ctx.captchaVerifiers);
    const created = await createPlayer(ctx, {
      password: body.password,
      email: body.email,
      phone: body.phone ?? null,
      name: body.name,
      surname: body.surname,
      birthDate: body.birth_date,
      countryId: body.country_id,
      currencyId: body.currency_id,
      promoCode: body.promo_code ?? null,
      registrationType: 'full_v1_reg',
      status: 'pending_activation',
    });
    await sendActivationLink(c, ctx, created.id, body.email);
    return ok(c, { userId: created.id, activationRequired: true as const }, 201);
  });

  async function activate(token: string): Promise<number> {
    const userId = await ctx.codes.consumeLink('email_activation', token);
    if (userId === undefined)
      throw ApiError.badRequest('activation_invalid', 'The activation link is invalid or expired');
    await ctx.db
      .updateTable('users')
      .set({ status: 'active', email_confirmed: true })
      .where('id', '=', userId)
      .where('status', '=', 'pending_activation')
      .execute();
    return userId;
  }

  /** The JSON form (the client posts the token from the link). Signs the player in. */
  app.post('/web-api/registration/activate', async (c) => {
    const body = await readBody(c, activationRequest);
    const userId = await activate(body.token);
    return ok(c, await ctx.auth.signIn(c, userId));
  });

  /** The link in the e-mail: activates, signs in, and sends the browser to the site. */
  app.get('/web-api/registration/activate', async (c) => {
    const { token } = readQuery(c, z.object({ token: z.string().min(16).max(200) }));
    const userId = await activate(token);
    await ctx.auth.signIn(c, userId);
    return c.redirect('/?activated=1', 302);
  });
}
