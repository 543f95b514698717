/**
 * The profile's calls (docs/api-accounts.md: contact changes, login name, secure question; all already on the
 * server) over the office client. Passwords go encoded, as every account call sends them.
 */
import {
  accountPaths,
  accountProfileData,
  currentSecureQuestionData,
  encodePasswordField,
  phoneChangeStepData,
  secureQuestionListData,
} from '@betframe/sdk/account';
import * as z from 'zod/mini';
import type { OfficeClient } from '../office-client';

const codeSent = z.object({ expiresIn: z.number(), codeLength: z.number() });
const saved = z.object({ saved: z.literal(true) });

export function profileCalls(client: OfficeClient) {
  return {
    me: () => client.call(accountPaths.me, accountProfileData, { method: 'GET' }),
    changeLogin: (login: string, password: string) =>
      client.call(accountPaths.loginName, z.object({ login: z.string() }), {
        params: { login, password: encodePasswordField(password) },
      }),
    emailSendCode: (email: string, password: string) =>
      client.call(accountPaths.emailSendCode, codeSent, { params: { email, password: encodePasswordField(password) } }),
    emailConfirm: (code: string) =>
      client.call(accountPaths.emailConfirm, z.object({ email: z.string() }), { params: { confirm_code: code } }),
    /** `byTelegram`: the code goes by Telegram to the number instead of SMS (SPEC §7 telegram code variant). */
    phoneSendCode: (phone: string, byTelegram = false) =>
      client.call(accountPaths.phoneSendCode, z.extend(phoneChangeStepData, codeSent.shape), {
        params: { phone, ...(byTelegram ? { send_to_apps: true } : {}) },
      }),
    phoneCheckCode: (code: string) =>
      client.call(accountPaths.phoneCheckCode, phoneChangeStepData, { method: 'GET', params: { confirm_code: code } }),
    phoneCheckAnswer: (answer: string) =>
      client.call(accountPaths.phoneCheckAnswer, phoneChangeStepData, {
        method: 'GET',
        params: { user_answer: answer },
      }),
    phoneUpdate: (phone: string) => client.call(accountPaths.phoneUpdate, phoneChangeStepData, { params: { phone } }),
    secureQuestions: () => client.call(accountPaths.secureQuestions, secureQuestionListData, { method: 'GET' }),
    secureQuestion: () => client.call(accountPaths.secureQuestion, currentSecureQuestionData),
    setSecureAnswer: (questionId: number, answer: string, password: string) =>
      client.call(accountPaths.secureQuestionAnswer, saved, {
        params: { question_id: questionId, answer, ...(password ? { password: encodePasswordField(password) } : {}) },
      }),
    setCustomQuestion: (question: string, answer: string, password: string) =>
      client.call(accountPaths.secureQuestionCustom, saved, {
        params: { question, answer, ...(password ? { password: encodePasswordField(password) } : {}) },
      }),
  };
}
export type ProfileCalls = ReturnType<typeof profileCalls>;
