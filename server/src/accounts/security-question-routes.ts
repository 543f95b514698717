import {
  type CurrentSecureQuestionData,
  setCustomSecureQuestionRequest,
  setSecureAnswerRequest,
} from '@betframe/sdk/account';
import type { Hono } from 'hono';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readBody } from '../app/validation';
import { hashPassword, requireUser, verifyPassword } from '../auth';
import { type AccountsContext, ok } from './context';
import { normaliseAnswer, SECURE_QUESTIONS, secureQuestionText } from './security-questions';
import { findUserById, type UserRow } from './users';

/** Replacing an existing answer needs the password: a stolen session alone must not reset the safety net. */
async function assertMayReplace(user: UserRow, password: string | undefined): Promise<void> {
  if (user.secure_answer_hash === null) return;
  if (password === undefined || !(await verifyPassword(password, user.password_hash))) {
    throw ApiError.validation({ password: ['wrong_password'] }, 'Confirm with your password to change the answer');
  }
}

export function registerSecurityQuestionRoutes(app: Hono<AppEnv>, ctx: AccountsContext): void {
  app.get('/web-api/account/secure-questions', (c) =>
    ok(c, { questions: SECURE_QUESTIONS.map(({ id, key, text }) => ({ id, key, text })) }),
  );

  app.post('/web-api/account/secure-question', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const user = await findUserById(ctx.db, current.userId);
    if (!user) throw ApiError.unauthorized();
    const data: CurrentSecureQuestionData =
      user.secure_question_custom !== null
        ? { question: user.secure_question_custom, questionId: null, custom: true }
        : {
            question: user.secure_question_id === null ? null : (secureQuestionText(user.secure_question_id) ?? null),
            questionId: user.secure_question_id,
            custom: false,
          };
    return ok(c, data);
  });

  app.post('/web-api/account/secure-question/answer', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const body = await readBody(c, setSecureAnswerRequest);
    if (secureQuestionText(body.question_id) === undefined) {
      throw ApiError.validation({ question_id: ['unknown_question'] });
    }
    const user = await findUserById(ctx.db, current.userId);
    if (!user) throw ApiError.unauthorized();
    await assertMayReplace(user, body.password);
    const hash = await hashPassword(normaliseAnswer(body.answer), ctx.auth.passwordCost);
    await ctx.db
      .updateTable('users')
      .set({ secure_question_id: body.question_id, secure_question_custom: null, secure_answer_hash: hash })
      .where('id', '=', user.id)
      .execute();
    return ok(c, { saved: true });
  });

  app.post('/web-api/account/secure-question/custom', async (c) => {
    const current = await requireUser(c, ctx.deps);
    const body = await readBody(c, setCustomSecureQuestionRequest);
    const user = await findUserById(ctx.db, current.userId);
    if (!user) throw ApiError.unauthorized();
    await assertMayReplace(user, body.password);
    const hash = await hashPassword(normaliseAnswer(body.answer), ctx.auth.passwordCost);
    await ctx.db
      .updateTable('users')
      .set({ secure_question_id: null, secure_question_custom: body.question, secure_answer_hash: hash })
      .where('id', '=', user.id)
      .execute();
    return ok(c, { saved: true });
  });
}
