import type { EncodeOptions, Params } from '../encoding';
import type { RequestErrorValue } from '../errors';
import type { ResponseSchema } from './schema';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** Methods whose parameters travel in the body; the others put them in the query (SPEC §7). */
export const BODY_METHODS: ReadonlySet<Method> = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Success: the (validated) body plus the response status and headers. */
export interface Success<T> {
  data: T;
  error?: undefined;
  body?: undefined;
  status: number;
  headers: Headers;
}

export interface Failure {
  data?: undefined;
  error: RequestErrorValue;
  /**
   * The parsed body of a failing answer (an HTTP error or a `success: false` body), whatever the server sent:
   * codes, `validation_errors`, and call-specific data such as the current odds of a refused bet. Absent when no
   * answer arrived (network, timeout, cancel) or it could not be parsed.
   */
  body?: unknown;
}

/** Either `{ data }` or `{ error }`; never throws. */
export type Result<T> = Success<T> | Failure;

/**
 * What the request layer needs from token handling (implemented by `@betframe/sdk/tokens`). Kept as an
 * interface so a host, a test or the server can hand in its own.
 */
export interface TokenProvider {
  /** The service ("mobile") token for `Authorization: Bearer …`; `force` skips the cached one. */
  serviceToken(options?: { force?: boolean; signal?: AbortSignal }): Promise<Result<string>>;
  /** A fresh user token for `x-auth: Bearer …`; `force` skips the cached one. */
  userToken(options?: { force?: boolean; signal?: AbortSignal }): Promise<Result<string>>;
  /** Records a 401 for `url`; false once the URL has reached the failure limit (no more refetch and retry). */
  unauthorized(url: string): boolean;
  /** Records an authorised success for `url` (resets its failure count). */
  authorized(url: string): void;
}

export interface RequestDefaults {
  /** Total attempts for retryable failures (network, timeouts, 5xx). Default 1: no retry. */
  attempts?: number;
  /** Pause before attempt `attempt + 1` in ms, or a function of the attempt just failed (backoff). Default 0. */
  retryDelay?: number | ((attempt: number, error: RequestErrorValue) => number);
  /** Per-attempt timeout in ms; 0 or absent means none (SPEC §9: no default timeout). */
  timeout?: number;
  /** Headers sent with every request (a call's own headers win). */
  headers?: Readonly<Record<string, string>>;
  /** Wire names and defaults for the parameter encoder. */
  paramNames?: EncodeOptions['names'];
  paramDefaults?: EncodeOptions['defaults'];
  /** Which failures are retried; default: network, timeouts and 5xx. */
  retryOn?: (error: RequestErrorValue) => boolean;
}

export interface RequestOptions<S extends ResponseSchema | undefined = undefined> extends RequestDefaults {
  /** Path under the client's base URL (or an absolute URL). */
  path: string;
  method?: Method;
  /** Optional path segments appended in order; `undefined`, `null` and `''` are skipped. */
  segments?: ReadonlyArray<string | number | null | undefined>;
  /** Body for POST/PUT/PATCH/DELETE, query otherwise. A FormData is sent unchanged, without a content type. */
  params?: Params | FormData;
  /**
   * A body already encoded by the caller (for example gzip bytes with `content-encoding: gzip` in `headers`), sent
   * unchanged instead of `params`; its content type comes from `headers`. Never deduped or cached.
   */
  body?: Uint8Array<ArrayBuffer> | Blob | string;
  /** Always sent in the query, whatever the method. */
  query?: Params;
  /** Send `x-auth: Bearer <fresh user token>`. */
  auth?: boolean;
  /** Send `Authorization: Bearer <service token>` (the spec's "mobile token"). */
  serviceToken?: boolean;
  /** JSON:API resource type: the body becomes `{ data: { type, attributes } }`, with JSON:API content types. */
  jsonApi?: string;
  /** Abort when the caller goes away (a signal, or `scope.signal`). */
  signal?: AbortSignal;
  /**
   * Reuse a pending identical call (same method, URL, body, token flags and headers) instead of starting another.
   * Default: on for cached calls, off otherwise.
   */
  dedupe?: boolean;
  /** Cache successful results for `ttl` ms, keyed like `dedupe` (concurrent misses share one request). */
  cache?: { ttl: number };
  /** Validates the body; a mismatch is an `invalid_response` error. */
  schema?: S;
  /** `json` (default) parses the body; `text` returns it as a string. */
  responseType?: 'json' | 'text';
  /** Skip the `success: false` check (some office endpoints return other shapes). */
  skipSuccessCheck?: boolean;
}
