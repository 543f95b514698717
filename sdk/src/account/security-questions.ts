import * as z from 'zod/mini';
import { encodedPasswordSchema } from './fields';

export const secureQuestion = z.object({ id: z.number().check(z.int()), text: z.string() });
export type SecureQuestion = z.infer<typeof secureQuestion>;

/** Response data of GET /web-api/account/secure-questions */
export const secureQuestionListData = z.object({ questions: z.array(secureQuestion) });

/** Response data of POST /web-api/account/secure-question: the player's question, if any. */
export const currentSecureQuestionData = z.object({
  question: z.nullable(z.string()),
  questionId: z.nullable(z.number().check(z.int())),
  custom: z.boolean(),
});
export type CurrentSecureQuestionData = z.infer<typeof currentSecureQuestionData>;

const answerSchema = z.string().check(z.trim(), z.minLength(2, 'min_symbols_limit'), z.maxLength(100));

/** POST /web-api/account/secure-question/answer — `password` is needed only to replace an existing answer. */
export const setSecureAnswerRequest = z.strictObject({
  question_id: z.number().check(z.int(), z.minimum(1), z.maximum(1000)),
  answer: answerSchema,
  password: z.optional(encodedPasswordSchema),
});
export type SetSecureAnswerRequest = z.input<typeof setSecureAnswerRequest>;

/** POST /web-api/account/secure-question/custom */
export const setCustomSecureQuestionRequest = z.strictObject({
  question: z.string().check(z.trim(), z.minLength(5, 'min_symbols_limit'), z.maxLength(200)),
  answer: answerSchema,
  password: z.optional(encodedPasswordSchema),
});
export type SetCustomSecureQuestionRequest = z.input<typeof setCustomSecureQuestionRequest>;
