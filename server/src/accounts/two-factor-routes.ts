import { randomBytes } from 'node:crypto';
import {
  TWO_FACTOR_SMS_CODE_ERROR,
  type TwoFactorQrData,
  twoFactorDisableRequest,
  twoFactorEnableRequest,
} from '@betframe/sdk/account';
import type { Hono } from 'hono';
import QRCode from 'qrcode';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readBody } from '../app/validation';
import { hashOpaqueToken, requireUser } from '../auth';
import { textsOf } from '../translations';
import { type AccountsContext, ok } from './context';
import { CODE_LENGTH, CODE_TTL_SECONDS } from './one-time-codes';
import { acceptAppCode, newTotpSecret, totpLink } from './two-factor-codes';
import { findUserById } from './users';

/** SPEC §5/§8: error code 2 is the SMS-code error of the enable call. */
const smsCodeError = () => new ApiError(400, TWO_FACTOR_SMS_CODE_ERROR, 'Wrong or expired SMS code');

export function registerTwoFactorRoutes(app: Hono<AppEnv>, ctx: AccountsContext): void {
  /** Starts (or restarts) enabling: a new secret waits for its first app code. */
  app.post('/web-api/account/two-factor/qr', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const user = await findUserById(ctx.db, current.userId);
    if (!user) throw ApiError.unauthorized();
    if (user.totp_enabled) throw ApiError.conflict('two_factor_already_enabled', 'Two-factor is already on');
    const secret = newTotpSecret();
    await ctx.db.updateTable('users').set({ totp_pending_secret: secret }).where('id', '=', user.id).execute();
    const link = totpLink(secret, user.email ?? user.login);
    const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    const data: TwoFactorQrData = {
      qrCodeUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      link,
      secret,
    };
    return ok(c, data);
  });

  /** The optional SMS confirmation of enabling, to the player's phone. */
  /** The second code of the enabling, by SMS or (SPEC §7 telegram code variant) by Telegram to the phone. */
  for (const channel of ['sms', 'telegram'] as const) {
    app.post(`/web-api/account/two-factor/send-${channel}`, async (c) => {
      const current = await requireUser(c, ctx.deps);
      await readBody(c, z.strictObject({}));
      const user = await findUserById(ctx.db, current.userId);
      if (!user?.phone) throw ApiError.badRequest('phone_required', 'Add a phone number first');
      const code = await ctx.codes.issueCode('two_factor_sms', String(user.id), user.id);
      const t = await textsOf(c, 'en');
      await ctx.sender.send({ channel, to: user.phone, text: t('account_message_two_factor_code', { code }) });
      return ok(c, { expiresIn: CODE_TTL_SECONDS, codeLength: CODE_LENGTH, channel });
    });
  }

  /**
   * Enables with the app code (checked against the pending secret) and, when given, the SMS code. A wrong SMS
   * code is error code "2"; a wrong app code is `two_factor_app_code`. Returns the disable hash, shown once.
   */
  app.post('/web-api/account/two-factor/enable', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const body = await readBody(c, twoFactorEnableRequest);
    const user = await findUserById(ctx.db, current.userId);
    if (!user) throw ApiError.unauthorized();
    if (user.totp_enabled) throw ApiError.conflict('two_factor_already_enabled', 'Two-factor is already on');
    if (!user.totp_pending_secret) {
      throw ApiError.badRequest('two_factor_not_started', 'Request the QR code first');
    }
    if (body.sms_code !== undefined) {
      const check = await ctx.codes.checkCode('two_factor_sms', String(user.id), body.sms_code, { consume: false });
      if (check !== 'ok') throw smsCodeError();
    }
    const step = await acceptAppCode(user.totp_pending_secret, body.app_code);
    if (step === undefined) throw new ApiError(400, 'two_factor_app_code', 'Wrong authenticator code');
    if (body.sms_code !== undefined) {
      const spent = await ctx.codes.checkCode('two_factor_sms', String(user.id), body.sms_code, { consume: true });
      if (spent !== 'ok') throw smsCodeError();
    }
    const hash = randomBytes(20).toString('hex');
    await ctx.db
      .updateTable('users')
      .set({
        totp_secret: user.totp_pending_secret,
        totp_pending_secret: null,
        totp_enabled: true,
        totp_disable_hash: hashOpaqueToken(hash),
        totp_last_step: step,
      })
      .where('id', '=', user.id)
      .execute();
    return ok(c, { hash });
  });

  /** Disables with the hash given at enabling. */
  app.post('/web-api/account/two-factor/disable', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const body = await readBody(c, twoFactorDisableRequest);
    const result = await ctx.db
      .updateTable('users')
      .set({
        totp_enabled: false,
        totp_secret: null,
        totp_disable_hash: null,
        totp_pending_secret: null,
        totp_last_step: null,
      })
      .where('id', '=', current.userId)
      .where('totp_enabled', '=', true)
      .where('totp_disable_hash', '=', hashOpaqueToken(body.hash))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw ApiError.badRequest('two_factor_hash_invalid', 'Wrong hash, or two-factor is not on');
    }
    return ok(c, { disabled: true });
  });
}
