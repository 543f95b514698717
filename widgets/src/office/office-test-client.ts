/**
 * A stand-in office client for screen tests: `call` answers from a table of handlers by path and records every
 * call (path, method, params). Test-only.
 */
import type { CallResult } from '@betframe/sdk/request';
import type { OfficeClient } from './office-client';

export interface RecordedCall {
  path: string;
  method: string;
  params: Record<string, unknown> | undefined;
}

type Handler = (params: Record<string, unknown> | undefined) => CallResult<unknown>;

export const ok = (data: unknown): CallResult<unknown> => ({ ok: true, data });
export const refused = (code: string, fieldErrors: Record<string, string[]> = {}): CallResult<unknown> =>
  ({ ok: false, code, message: code, fieldErrors, error: { code } }) as unknown as CallResult<unknown>;

export function fakeOfficeClient(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const client = {
    origin: 'http://test',
    call: async (
      path: string,
      _schema: unknown,
      options: { method?: string; params?: Record<string, unknown> } = {},
    ) => {
      calls.push({ path, method: options.method ?? 'POST', params: options.params });
      const handler = handlers[path];
      return handler ? handler(options.params) : refused('not_found');
    },
    /** The LiveBet calls' whole-body variant: the same handlers, recorded as POSTs. */
    raw: async (path: string, _schema: unknown, params: Record<string, unknown>) => {
      calls.push({ path, method: 'POST', params });
      const handler = handlers[path];
      return handler ? handler(params) : refused('not_found');
    },
  } as unknown as OfficeClient;
  return { client, calls };
}
