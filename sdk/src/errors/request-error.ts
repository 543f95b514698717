import type { RequestErrorCode, RequestErrorValue } from './error-value';

/**
 * The thrown form of a request error (used by `execute`). It carries the serialisable value in `error`, so a
 * catch block can switch on `error.code` and post `error.error` to another window unchanged.
 */
export class RequestError extends Error {
  readonly error: RequestErrorValue;

  constructor(error: RequestErrorValue) {
    super(error.message);
    this.name = error.name;
    this.error = error;
  }

  get code(): RequestErrorCode {
    return this.error.code;
  }

  get status(): number {
    return this.error.status;
  }

  /** True when the request was cancelled because its caller went away. */
  get cancelled(): boolean {
    return this.error.code === 'cancelled';
  }
}

export function isRequestError(value: unknown): value is RequestError {
  return value instanceof RequestError;
}
