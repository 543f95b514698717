import { randomUUID } from 'node:crypto';
import {
  emailChangeConfirmRequest,
  emailChangeSendCodeRequest,
  loginChangeRequest,
  type PhoneChangeStepData,
  phoneChangeCheckAnswerQuery,
  phoneChangeCheckCodeQuery,
  phoneChangeSendCodeRequest,
  phoneChangeUpdateRequest,
} from '@betframe/sdk/account';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readBody, readQuery } from '../app/validation';
import { requireUser, verifyPassword } from '../auth';
import { pgErrorCode, pgErrorCodes, withTransaction } from '../db';
import { textsOf } from '../translations';
import { type AccountsContext, ok } from './context';
import { CODE_LENGTH, CODE_TTL_SECONDS } from './one-time-codes';
import { assertValidPhone } from './phone-check';
import { normaliseAnswer } from './security-questions';
import { findUserByEmail, findUserById, findUserByLogin, findUserByPhone } from './users';

const FLOW_TTL_MS = 30 * 60_000;
const MAX_ANSWER_ATTEMPTS = 5;

type PhoneStep = PhoneChangeStepData['step'];
const phoneFlowData = z.object({ phone: z.string(), countryCode: z.string().nullable(), answerRequired: z.boolean() });
const emailFlowData = z.object({ email: z.string() });

/** The step each phone-change call needs the flow to be at (SPEC §4 order). */
const expected: Record<'check-code' | 'check-answer' | 'update', PhoneStep> = {
  'check-code': 'code_sent',
  'check-answer': 'code_confirmed',
  update: 'answer_accepted',
};

export function registerContactChangeRoutes(app: Hono<AppEnv>, ctx: AccountsContext): void {
  async function openFlow(userId: number, kind: 'phone_change' | 'email_change') {
    const row = await ctx.db
      .selectFrom('account_flows')
      .select(['id', 'step', 'data', 'attempts'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('expires_at', '>', new Date(ctx.now()))
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row;
  }

  async function phoneFlowAt(userId: number, call: keyof typeof expected) {
    const flow = await openFlow(userId, 'phone_change');
    if (!flow) throw ApiError.conflict('phone_change_not_started', 'Start the phone change by sending a code');
    if (flow.step !== expected[call]) {
      throw ApiError.conflict(
        'phone_change_out_of_order',
        `Phone change is at step ${flow.step}; ${call} needs step ${expected[call]}`,
      );
    }
    return { ...flow, data: phoneFlowData.parse(flow.data) };
  }

  async function setStep(flowId: string, step: PhoneStep) {
    await ctx.db.updateTable('account_flows').set({ step }).where('id', '=', flowId).execute();
  }

  const stepData = (step: PhoneStep, answerRequired: boolean): PhoneChangeStepData => ({ step, answerRequired });

  app.post('/web-api/account/phone/send-code', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const body = await readBody(c, phoneChangeSendCodeRequest);
    const user = await findUserById(ctx.db, current.userId);
    if (!user) throw ApiError.unauthorized();
    if (user.phone === body.phone) throw ApiError.conflict('phone_unchanged', 'This is already your phone number');
    await assertValidPhone(body.phone);
    if (await findUserByPhone(ctx.db, body.phone)) {
      throw ApiError.conflict('phone_taken', 'This phone number is already registered');
    }
    // Replacing a phone needs the secure answer; adding the first one does not.
    const answerRequired = user.phone !== null;
    if (answerRequired && user.secure_answer_hash === null) {
      throw ApiError.conflict('secure_question_not_set', 'Set a secure question first');
    }
    const code = await withTransaction(ctx.db, async (trx) => {
      await trx.deleteFrom('account_flows').where('user_id', '=', user.id).where('kind', '=', 'phone_change').execute();
      await trx
        .insertInto('account_flows')
        .values({
          id: randomUUID(),
          user_id: user.id,
          kind: 'phone_change',
          step: 'code_sent',
          data: JSON.stringify({ phone: body.phone, countryCode: body.country_code ?? null, answerRequired }),
          expires_at: new Date(ctx.now() + FLOW_TTL_MS),
        })
        .execute();
      return ctx.codes.issueCode('phone_change', `${user.id}:${body.phone}`, user.id, trx);
    });
    const t = await textsOf(c, 'en');
    // SPEC §7 telegram code variant: `send_to_apps` sends the code by Telegram to that number instead of SMS.
    const channel = body.send_to_apps ? 'telegram' : 'sms';
    await ctx.sender.send({ channel, to: body.phone, text: t('account_message_phone_code', { code }) });
    return ok(c, {
      ...stepData('code_sent', answerRequired),
      expiresIn: CODE_TTL_SECONDS,
      codeLength: CODE_LENGTH,
      channel,
    });
  });

  app.get('/web-api/account/phone/check-code', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const query = readQuery(c, phoneChangeCheckCodeQuery);
    const flow = await phoneFlowAt(current.userId, 'check-code');
    const check = await ctx.codes.checkCode(
      'phone_change',
      `${current.userId}:${flow.data.phone}`,
      query.confirm_code,
      { consume: true },
    );
    if (check !== 'ok')
      throw ApiError.validation({ confirm_code: ['auth_incorrect_code'] }, 'Incorrect or expired code');
    const next: PhoneStep = flow.data.answerRequired ? 'code_confirmed' : 'answer_accepted';
    await setStep(flow.id, next);
    return ok(c, stepData(next, flow.data.answerRequired));
  });

  app.get('/web-api/account/phone/check-answer', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const query = readQuery(c, phoneChangeCheckAnswerQuery);
    const flow = await phoneFlowAt(current.userId, 'check-answer');
    const user = await findUserById(ctx.db, current.userId);
    const good =
      user?.secure_answer_hash != null &&
      (await verifyPassword(normaliseAnswer(query.user_answer), user.secure_answer_hash));
    if (!good) {
      if (flow.attempts + 1 >= MAX_ANSWER_ATTEMPTS) {
        await ctx.db.deleteFrom('account_flows').where('id', '=', flow.id).execute();
      } else {
        await ctx.db
          .updateTable('account_flows')
          .set({ attempts: sql`attempts + 1` })
          .where('id', '=', flow.id)
          .execute();
      }
      throw ApiError.validation({ user_answer: ['secure_answer_wrong'] }, 'Wrong answer');
    }
    await setStep(flow.id, 'answer_accepted');
    return ok(c, stepData('answer_accepted', true));
  });

  app.post('/web-api/account/phone/update', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const body = await readBody(c, phoneChangeUpdateRequest);
    const flow = await phoneFlowAt(current.userId, 'update');
    if (body.phone !== flow.data.phone) {
      throw ApiError.validation({ phone: ['phone_not_confirmed'] }, 'This is not the number the code went to');
    }
    try {
      await withTransaction(ctx.db, async (trx) => {
        await trx
          .updateTable('users')
          .set({ phone: flow.data.phone, phone_confirmed: true })
          .where('id', '=', current.userId)
          .execute();
        await trx.deleteFrom('account_flows').where('id', '=', flow.id).execute();
      });
    } catch (error) {
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) {
        throw ApiError.conflict('phone_taken', 'This phone number is already registered');
      }
      throw error;
    }
    return ok(c, stepData('updated', flow.data.answerRequired));
  });

  app.post('/web-api/account/email/send-code', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const body = await readBody(c, emailChangeSendCodeRequest);
    const user = await findUserById(ctx.db, current.userId);
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      throw ApiError.validation({ password: ['wrong_password'] }, 'The password is wrong');
    }
    // The address on file but not yet confirmed may be sent a code again: that is its activation.
    if (user.email === body.email && user.email_confirmed) {
      throw ApiError.conflict('email_unchanged', 'This is already your e-mail');
    }
    const owner = await findUserByEmail(ctx.db, body.email);
    if (owner && owner.id !== user.id) {
      throw ApiError.conflict('email_taken', 'This e-mail is already registered');
    }
    const code = await withTransaction(ctx.db, async (trx) => {
      await trx.deleteFrom('account_flows').where('user_id', '=', user.id).where('kind', '=', 'email_change').execute();
      await trx
        .insertInto('account_flows')
        .values({
          id: randomUUID(),
          user_id: user.id,
          kind: 'email_change',
          step: 'code_sent',
          data: JSON.stringify({ email: body.email }),
          expires_at: new Date(ctx.now() + FLOW_TTL_MS),
        })
        .execute();
      return ctx.codes.issueCode('email_change', `${user.id}:${body.email}`, user.id, trx);
    });
    const t = await textsOf(c, 'en');
    await ctx.sender.send({
      channel: 'email',
      to: body.email,
      subject: t('account_message_email_subject'),
      text: t('account_message_email_code', { code }),
    });
    return ok(c, { expiresIn: CODE_TTL_SECONDS, codeLength: CODE_LENGTH });
  });

  app.post('/web-api/account/email/confirm', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const body = await readBody(c, emailChangeConfirmRequest);
    const flow = await openFlow(current.userId, 'email_change');
    if (!flow) throw ApiError.conflict('email_change_not_started', 'Start the e-mail change by sending a code');
    const { email } = emailFlowData.parse(flow.data);
    const check = await ctx.codes.checkCode('email_change', `${current.userId}:${email}`, body.confirm_code, {
      consume: true,
    });
    if (check !== 'ok')
      throw ApiError.validation({ confirm_code: ['auth_incorrect_code'] }, 'Incorrect or expired code');
    try {
      await withTransaction(ctx.db, async (trx) => {
        await trx.updateTable('users').set({ email, email_confirmed: true }).where('id', '=', current.userId).execute();
        await trx.deleteFrom('account_flows').where('id', '=', flow.id).execute();
      });
    } catch (error) {
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) {
        throw ApiError.conflict('email_taken', 'This e-mail is already registered');
      }
      throw error;
    }
    return ok(c, { email });
  });

  /** A chosen login name; it needs a letter so it can never shadow someone's phone number or generated login. */
  app.post('/web-api/account/login-name', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const body = await readBody(c, loginChangeRequest);
    if (!/[a-z]/.test(body.login)) throw ApiError.validation({ login: ['login_needs_letter'] });
    const user = await findUserById(ctx.db, current.userId);
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      throw ApiError.validation({ password: ['wrong_password'] }, 'The password is wrong');
    }
    const owner = await findUserByLogin(ctx.db, body.login);
    if (owner && owner.id !== user.id) throw ApiError.conflict('login_taken', 'This login is taken');
    try {
      await ctx.db.updateTable('users').set({ login: body.login }).where('id', '=', user.id).execute();
    } catch (error) {
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) {
        throw ApiError.conflict('login_taken', 'This login is taken');
      }
      throw error;
    }
    return ok(c, { login: body.login });
  });
}
