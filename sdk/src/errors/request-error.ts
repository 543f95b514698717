import { type RequestErrorCode, type RequestErrorValue, requestErrorValueSchema } from './error-value';

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

/**
 * True for a `RequestError`, including one thrown by another copy of the SDK (the loader and each widget bundle
 * may carry their own), where `instanceof` fails: any Error whose `error` is a valid error value counts.
 */
export function isRequestError(value: unknown): value is RequestError {
  if (value instanceof RequestError) return true;
  return value instanceof Error && requestErrorValueSchema.safeParse((value as { error?: unknown }).error).success;
}
