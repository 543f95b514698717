/**
 * Numeric vocabularies of the error catalogue (SPEC §8). They are part of the wire contract with older clients,
 * so the numbers never change; new entries are only appended.
 */

/** Outcome of an operation as reported to UI code (toasts, modals): success 1, error 2, network error 3, close 4. */
export const ResultStatus = {
  success: 1,
  error: 2,
  networkError: 3,
  close: 4,
} as const;
export type ResultStatus = (typeof ResultStatus)[keyof typeof ResultStatus];

/**
 * The HTTP status codes the product names, plus two custom ones: 1488 (no response headers before the timeout)
 * and 1489 (headers arrived but the body did not finish before the timeout).
 */
export const HttpStatus = {
  OK: 200,
  Created: 201,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  UnavailableForLegalReasons: 451,
  ClientClosedRequest: 499,
  InternalServerError: 500,
  NotImplemented: 501,
  BadGateway: 502,
  RequestTimeout: 1488,
  DownloadTimeout: 1489,
} as const;
export type HttpStatus = (typeof HttpStatus)[keyof typeof HttpStatus];

export type HttpStatusName = 'BadRequest' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'HTTPError';

/** 400, 401, 403 and 404 have their own names; every other failing status is a plain `HTTPError`. */
export function httpStatusName(status: number): HttpStatusName {
  switch (status) {
    case 400:
      return 'BadRequest';
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden';
    case 404:
      return 'NotFound';
    default:
      return 'HTTPError';
  }
}

/**
 * Translation keys of the generic texts used when a failing response carries no message of its own.
 * The dictionaries (sdk/src/i18n) hold the human text; the keys are what travels.
 */
export const GenericErrorKey = {
  /** An HTTP failure whose body has neither `errors[0].detail` nor `message`. */
  server: 'error_server_generic',
  /** A `success: false` body with neither `message` nor `detail`. */
  query: 'error_query_generic',
  /** No response at all (DNS, refused connection, CORS, offline). */
  network: 'error_network',
  /** The response did not match the expected shape. */
  invalidResponse: 'error_invalid_response',
} as const;
