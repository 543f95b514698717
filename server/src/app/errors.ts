/**
 * The error body every failing API call returns (cross-team agreement):
 *   { success: false, message, errors: [{ code, detail }], data?: { validation_errors: { path: [keys] } } }
 * Route code throws `ApiError`; the app's error handler turns it (and body-parsing failures) into that body.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ValidationErrors = Record<string, string[]>;

export interface ErrorBody {
  success: false;
  message: string;
  errors: Array<{ code: string; detail: string }>;
  data?: { validation_errors?: ValidationErrors; [detail: string]: unknown };
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly validationErrors?: ValidationErrors,
    /** More of the refusal for the client (`data` of the body), e.g. a limit's type, period and remaining. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static badRequest(code: string, message: string) {
    return new ApiError(400, code, message);
  }
  static validation(errors: ValidationErrors, message = 'Validation failed') {
    return new ApiError(400, 'validation_failed', message, errors);
  }
  static unauthorized(message = 'User not authenticated') {
    return new ApiError(401, 'unauthorized', message);
  }
  static forbidden(message = 'Forbidden') {
    return new ApiError(403, 'forbidden', message);
  }
  static notFound(message = 'Not found') {
    return new ApiError(404, 'not_found', message);
  }
  static conflict(code: string, message: string) {
    return new ApiError(409, code, message);
  }
}

export function errorBody(
  code: string,
  message: string,
  validationErrors?: ValidationErrors,
  details?: Record<string, unknown>,
): ErrorBody {
  return {
    success: false,
    message,
    errors: [{ code, detail: message }],
    ...(validationErrors || details
      ? { data: { ...details, ...(validationErrors ? { validation_errors: validationErrors } : {}) } }
      : {}),
  };
}
