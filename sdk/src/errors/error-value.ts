/**
 * Errors are plain, serialisable values with a stable `code`. They can be logged, stored, compared in tests and
 * posted across windows (the schema below re-validates them on the receiving side); `execute` wraps the same
 * value in a thrown `RequestError` for code that prefers exceptions.
 */
import * as z from 'zod/mini';
import { HttpStatus, type HttpStatusName, httpStatusName, ResultStatus } from './codes';

/** Field path → messages (translation keys or text), as read from `validation_errors`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

const common = {
  message: z.string(),
  /** HTTP status, a custom status (1488, 1489, 499) or 0 when there was no response. */
  status: z.number(),
  url: z.optional(z.string()),
};

/** Details a failing server response may carry (see the error body agreement in docs/request-layer.md). */
const serverDetails = {
  /** `errors[0].code` of the body: the server's own stable code. */
  serverCode: z.optional(z.string()),
  fieldErrors: z.optional(fieldErrorsSchema),
};

const tokenCodes = [
  'token_not_authenticated',
  'user_not_authenticated',
  'token_lost',
  'token_missing_date_header',
  'token_invalid',
] as const;
export type TokenErrorCode = (typeof tokenCodes)[number];

const fixedCodeErrorSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('timeout'), name: z.literal('TimeoutError'), ...common }),
  z.object({ code: z.literal('body_timeout'), name: z.literal('TimeoutError'), ...common }),
  z.object({ code: z.literal('cancelled'), name: z.literal('CancelRequest'), cancelled: z.literal(true), ...common }),
  z.object({ code: z.literal('network'), name: z.literal('NetworkError'), ...common }),
  z.object({
    code: z.literal('redirect'),
    name: z.literal('HTTPError'),
    location: z.optional(z.string()),
    ...common,
  }),
  z.object({ code: z.literal('query_failed'), name: z.literal('QueryError'), ...common, ...serverDetails }),
  z.object({
    code: z.literal('invalid_response'),
    name: z.literal('InvalidResponse'),
    issues: z.array(z.object({ path: z.string(), message: z.string() })),
    ...common,
  }),
  z.object({ code: z.enum(tokenCodes), name: z.literal('TokenError'), ...common }),
]);

/** `http_<status>`: the pattern `z.templateLiteral(['http_', z.int()])` checks, as a string with a regex — zod's
 * template-literal kind would otherwise sit in the shared runtime every widget loads (issue 25). */
const httpCodeSchema = z.string().check(z.regex(/^http_-?\d+$/)) as unknown as z.ZodMiniType<`http_${number}`>;

const httpErrorSchema = z.object({
  code: httpCodeSchema,
  name: z.enum(['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'HTTPError']),
  ...common,
  ...serverDetails,
});

/** Schema of every request-layer error value; use it to accept errors from another window or process. */
export const requestErrorValueSchema = z.union([fixedCodeErrorSchema, httpErrorSchema]);
export type RequestErrorValue = z.infer<typeof requestErrorValueSchema>;
export type RequestErrorCode = RequestErrorValue['code'];
export type HttpErrorValue = z.infer<typeof httpErrorSchema>;

export const timeoutMessage = (url: string): string => `Истекло время запроса. url: ${url}`;
export const cancelMessage = (url: string): string => `Запрос был отменен. url: ${url}`;

/** No response headers before the deadline (status 1488). */
export function timeoutError(url: string): RequestErrorValue {
  return {
    code: 'timeout',
    name: 'TimeoutError',
    message: timeoutMessage(url),
    status: HttpStatus.RequestTimeout,
    url,
  };
}

/** Headers arrived but the body did not finish before the deadline (status 1489). */
export function bodyTimeoutError(url: string): RequestErrorValue {
  return {
    code: 'body_timeout',
    name: 'TimeoutError',
    message: timeoutMessage(url),
    status: HttpStatus.DownloadTimeout,
    url,
  };
}

/** The caller went away (its signal aborted or its scope was disposed). */
export function cancelledError(url: string): RequestErrorValue {
  return {
    code: 'cancelled',
    name: 'CancelRequest',
    message: cancelMessage(url),
    status: HttpStatus.ClientClosedRequest,
    url,
    cancelled: true,
  };
}

export function networkError(url: string, message: string): RequestErrorValue {
  return { code: 'network', name: 'NetworkError', message, status: 0, url };
}

export function redirectError(url: string, status: number, location?: string): RequestErrorValue {
  const value: RequestErrorValue = {
    code: 'redirect',
    name: 'HTTPError',
    message: `Redirect not followed. url: ${url}`,
    status,
    url,
  };
  if (location) value.location = location;
  return value;
}

export interface ServerErrorDetails {
  serverCode?: string | undefined;
  fieldErrors?: FieldErrors | undefined;
}

function withDetails<T extends object>(value: T, details: ServerErrorDetails): T {
  const out: T & ServerErrorDetails = { ...value };
  if (details.serverCode !== undefined) out.serverCode = details.serverCode;
  if (details.fieldErrors !== undefined) out.fieldErrors = details.fieldErrors;
  return out;
}

export function httpError(
  status: number,
  message: string,
  url?: string,
  details: ServerErrorDetails = {},
): HttpErrorValue {
  const value: HttpErrorValue = { code: `http_${status}`, name: httpStatusName(status), message, status };
  if (url !== undefined) value.url = url;
  return withDetails(value, details);
}

/** A response that arrived fine but says `success: false`. */
export function queryFailedError(
  status: number,
  message: string,
  url?: string,
  details: ServerErrorDetails = {},
): RequestErrorValue {
  const value: RequestErrorValue = { code: 'query_failed', name: 'QueryError', message, status };
  if (url !== undefined) value.url = url;
  return withDetails(value, details);
}

export function invalidResponseError(
  status: number,
  issues: Array<{ path: string; message: string }>,
  url?: string,
  message = 'error_invalid_response',
): RequestErrorValue {
  const value: RequestErrorValue = { code: 'invalid_response', name: 'InvalidResponse', message, status, issues };
  if (url !== undefined) value.url = url;
  return value;
}

const tokenMessages: Record<TokenErrorCode, string> = {
  token_not_authenticated: 'Token not authenticated',
  user_not_authenticated: 'User not authenticated',
  token_lost: 'Token lost',
  token_missing_date_header: 'Missing date header',
  token_invalid: 'Invalid token specified',
};

export function tokenError(code: TokenErrorCode, url?: string, status = 0): RequestErrorValue {
  const value: RequestErrorValue = { code, name: 'TokenError', message: tokenMessages[code], status };
  if (url !== undefined) value.url = url;
  return value;
}

export function isHttpError(error: RequestErrorValue): error is HttpErrorValue {
  return error.code.startsWith('http_');
}

export function isCancelled(error: RequestErrorValue): boolean {
  return error.code === 'cancelled';
}

/** Maps an error to the UI result status: no response → network error, the caller left → close, else error. */
export function resultStatusOf(error: RequestErrorValue): ResultStatus {
  switch (error.code) {
    case 'network':
    case 'timeout':
    case 'body_timeout':
      return ResultStatus.networkError;
    case 'cancelled':
      return ResultStatus.close;
    default:
      return ResultStatus.error;
  }
}

export type { HttpStatusName };
