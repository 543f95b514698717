/**
 * `CallResult`: a `Result` flattened for screens, which branch on one stable code rather than on the error
 * value's kinds. The code is the server's own (`errors[0].code`: `odds_changed`, `invalid_credentials`…) when it
 * sent one, else the request layer's (`network`, `http_500`, `invalid_response`…). The failing body rides along
 * so a caller can read call-specific data (the current odds of a refused bet) with its own schema.
 */
import type { FieldErrors, RequestErrorValue } from '../errors';
import type { Failure, Result } from './types';

export interface CallFailure {
  ok: false;
  code: string;
  message: string;
  /** HTTP status, 0 when no answer arrived. */
  status: number;
  fieldErrors: FieldErrors;
  /** The parsed failing body (see `Failure.body`). */
  body?: unknown;
  error: RequestErrorValue;
}

export type CallResult<T> = { ok: true; data: T } | CallFailure;

export function failureOf(failure: Failure | RequestErrorValue): CallFailure {
  const error = 'error' in failure ? failure.error : failure;
  const details = 'serverCode' in error || 'fieldErrors' in error ? error : undefined;
  const out: CallFailure = {
    ok: false,
    code: details?.serverCode ?? error.code,
    message: error.message,
    status: error.status,
    fieldErrors: details?.fieldErrors ?? {},
    error,
  };
  if ('error' in failure && failure.body !== undefined) out.body = failure.body;
  return out;
}

/** `Result` → `CallResult`, mapping the data on success. */
export function callResultOf<T, U = T>(result: Result<T>, map?: (data: T) => U): CallResult<U> {
  if (result.error) return failureOf(result);
  return { ok: true, data: map ? map(result.data) : (result.data as unknown as U) };
}
