import { z } from 'zod';
import { encodedPasswordSchema } from './fields';

export const secureQuestion = z.object({ id: z.number().int(), text: z.string() });
export type SecureQuestion = z.infer<typeof secureQuestion>;

/** Response data of GET /web-api/account/secure-questions */
export const secureQuestionListData = z.object({ questions: z.array(secureQuestion) });

/** Response data of POST /web-api/account/secure-question: the player's question, if any. */
export const currentSecureQuestionData = z.object({
  question: z.string().nullable(),
  questionId: z.number().int().nullable(),
  custom: z.boolean(),
});
export type CurrentSecureQuestionData = z.infer<typeof currentSecureQuestionData>;

const answerSchema = z.string().trim().min(2, 'min_symbols_limit').max(100);

/** POST /web-api/account/secure-question/answer — `password` is needed only to replace an existing answer. */
export const setSecureAnswerRequest = z.strictObject({
  question_id: z.number().int().min(1).max(1000),
  answer: answerSchema,
  password: encodedPasswordSchema.optional(),
});
export type SetSecureAnswerRequest = z.input<typeof setSecureAnswerRequest>;

/** POST /web-api/account/secure-question/custom */
export const setCustomSecureQuestionRequest = z.strictObject({
  question: z.string().trim().min(5, 'min_symbols_limit').max(200),
  answer: answerSchema,
  password: encodedPasswordSchema.optional(),
});
export type SetCustomSecureQuestionRequest = z.input<typeof setCustomSecureQuestionRequest>;
