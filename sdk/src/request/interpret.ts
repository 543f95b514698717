import {
  httpError,
  httpFailureMessage,
  invalidResponseError,
  isFailureBody,
  queryFailedError,
  queryFailureMessage,
  redirectError,
  serverDetailsOf,
} from '../errors';
import { type ResponseSchema, validateWith } from './schema';
import type { RawResponse } from './transport';
import type { Result } from './types';

/** A raw response → `{ data }` or `{ error }`: redirect, HTTP status, `success: false`, then the schema. */
export async function interpret<T>(
  url: string,
  response: RawResponse,
  schema: ResponseSchema<T> | undefined,
  skipSuccessCheck: boolean,
): Promise<Result<T>> {
  const { status, body, headers } = response;
  // `redirect: 'manual'` gives browsers an opaque response (status 0) and Node the 3xx itself.
  if (response.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
    return { error: redirectError(url, status, headers.get('location') ?? undefined) };
  }
  if (status >= 400) {
    const error = httpError(status, httpFailureMessage(body), url, serverDetailsOf(body));
    return response.bodyIssue ? { error } : { error, body };
  }
  if (response.bodyIssue)
    return { error: invalidResponseError(status, [{ path: '', message: response.bodyIssue }], url) };
  if (!skipSuccessCheck && isFailureBody(body)) {
    return { error: queryFailedError(status, queryFailureMessage(body), url, serverDetailsOf(body)), body };
  }
  if (!schema) return { data: body as T, status, headers };
  const checked = await validateWith(schema, body);
  if ('issues' in checked) return { error: invalidResponseError(status, checked.issues, url) };
  return { data: checked.value, status, headers };
}
