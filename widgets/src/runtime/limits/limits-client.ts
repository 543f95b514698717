/**
 * The limits service's calls (CONTRACTS §7, `@betframe/sdk/limits`) as the signed-in player: the office's
 * responsible-gambling screen, the reality-check dialog on betting screens. Answers are checked with the shared
 * zod/mini schemas; failures are values (`CallResult`).
 */
import { accountPaths } from '@betframe/sdk/account';
import {
  availableLimitsResponseSchema,
  type LimitActionRequest,
  type LimitPeriod,
  type LimitType,
  limitsPaths,
  limitsResponseSchema,
  protectionResponseSchema,
  realityCheckResponseSchema,
  reasonsResponseSchema,
  testResultResponseSchema,
} from '@betframe/sdk/limits';
import { type CallResult, failureOf } from '@betframe/sdk/request';
import * as z from 'zod/mini';
import { httpFor } from '../http';

type Body<T> = { success: true; data: T };

const answeredSchema = z.object({ success: z.literal(true), data: z.object({ choice: z.enum(['continue', 'stop']) }) });

export function createLimitsClient(origin: string, token: () => string | null | undefined, lang: string) {
  const http = httpFor(origin);
  async function call<T>(
    path: string,
    schema: z.ZodMiniType<Body<T>>,
    options: { method?: 'GET' | 'POST' | 'DELETE'; params?: Record<string, unknown> } = {},
  ): Promise<CallResult<T>> {
    const bearer = token();
    const result = await http.request({
      path,
      method: options.method ?? 'GET',
      query: { lng: lang },
      ...(options.params ? { params: options.params } : {}),
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      schema,
    });
    if (result.error) return failureOf(result);
    return { ok: true, data: (result.data as Body<T>).data };
  }
  return {
    list: () => call(limitsPaths.limits, limitsResponseSchema),
    available: () => call(limitsPaths.available, availableLimitsResponseSchema),
    reasons: () => call(limitsPaths.reasons, reasonsResponseSchema),
    status: () => call(limitsPaths.status, protectionResponseSchema),
    set: (type: LimitType, period: LimitPeriod, amount: number) =>
      call(limitsPaths.limits, limitsResponseSchema, { method: 'POST', params: { type, period, amount } }),
    remove: (id: number) => call(`${limitsPaths.limits}/${id}`, limitsResponseSchema, { method: 'DELETE' }),
    action: (body: LimitActionRequest) =>
      call(limitsPaths.action, protectionResponseSchema, { method: 'POST', params: body }),
    block: () => call(limitsPaths.blockUser, protectionResponseSchema, { method: 'POST' }),
    test: (answers: number[]) =>
      call(limitsPaths.testAnswers, testResultResponseSchema, { method: 'POST', params: { answers } }),
    realityCheck: () => call(limitsPaths.realityCheck, realityCheckResponseSchema),
    answerRealityCheck: (choice: 'continue' | 'stop') =>
      call(limitsPaths.realityCheck, answeredSchema, { method: 'POST', params: { choice } }),
    /** Ends the player's session on the server ("stop playing"). */
    signOut: () =>
      call(accountPaths.logout, z.object({ success: z.literal(true), data: z.unknown() }), { method: 'POST' }),
  };
}

export type LimitsClient = ReturnType<typeof createLimitsClient>;
