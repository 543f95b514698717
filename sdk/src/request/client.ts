/**
 * The request layer: one small factory so that the browser, the tests and the server inject their own fetch,
 * clock and token handling. Everything a call needs is in its options; the client holds only the shared
 * pieces (pending calls, the result cache).
 */
import { type EncodeOptions, encodeBody, type Params } from '../encoding';
import { networkError, RequestError, type RequestErrorValue, tokenError } from '../errors';
import { interpret } from './interpret';
import { ResultCache } from './result-cache';
import type { ResponseSchema, SchemaOutput } from './schema';
import { SharedCalls } from './shared-calls';
import { pause, send } from './transport';
import {
  BODY_METHODS,
  type Method,
  type RequestDefaults,
  type RequestOptions,
  type Result,
  type TokenProvider,
} from './types';
import { buildUrl } from './url';

export const JSON_TYPE = 'application/json';
export const JSON_API_TYPE = 'application/vnd.api+json';

export interface HttpClientOptions {
  /** Prefix of relative paths: `''` (same origin in a browser) or an absolute origin such as `http://127.0.0.1:8080`. */
  baseUrl?: string;
  fetch?: typeof fetch;
  tokens?: TokenProvider;
  now?: () => number;
  defaults?: RequestDefaults;
  /** Most cached results kept at once. Default 200. */
  cacheLimit?: number;
  /**
   * Whether a call that does not say `auth` goes as the player all the same (`x-auth` from `tokens`, with the 401
   * refetch and retry), asked at each call. For a page whose session is a token handed to it rather than a cookie:
   * the site framed on another site, where the browser withholds the cookie (site/src/http/site-http.ts).
   */
  authByDefault?: () => boolean;
}

export interface HttpClient {
  /** Never throws: `{ data, status, headers }` or `{ error }`. */
  request<S extends ResponseSchema | undefined = undefined>(
    options: RequestOptions<S>,
  ): Promise<Result<S extends ResponseSchema ? SchemaOutput<S> : unknown>>;
  /** Resolves with the data or throws a `RequestError` carrying the error value. */
  execute<S extends ResponseSchema | undefined = undefined>(
    options: RequestOptions<S>,
  ): Promise<S extends ResponseSchema ? SchemaOutput<S> : unknown>;
  clearCache(): void;
}

/** Network failures, both timeouts and 5xx answers may succeed on another attempt; nothing else is retried. */
export function isRetryable(error: RequestErrorValue): boolean {
  if (error.code === 'network' || error.code === 'timeout' || error.code === 'body_timeout') return true;
  return error.code.startsWith('http_5');
}

interface Prepared {
  method: Method;
  url: string;
  body: BodyInit | undefined;
  headers: Record<string, string>;
  /** Identity of the call (method, URL, body, token flags, headers) for dedupe and cache; undefined for FormData. */
  key: string | undefined;
}

function lowerCaseHeaders(...sources: Array<Readonly<Record<string, string>> | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const source of sources) {
    for (const [name, value] of Object.entries(source ?? {})) out[name.toLowerCase()] = value;
  }
  return out;
}

function prepare(
  baseUrl: string,
  options: RequestOptions<ResponseSchema | undefined>,
  defaults: RequestDefaults,
): Prepared {
  const method = options.method ?? 'GET';
  const encode: EncodeOptions = {
    names: { ...defaults.paramNames, ...options.paramNames },
    defaults: { ...defaults.paramDefaults, ...options.paramDefaults },
  };
  const inBody = BODY_METHODS.has(method);
  const params = options.params;
  const isForm = typeof FormData !== 'undefined' && params instanceof FormData;
  const queryParams = !inBody && !isForm ? (params as Params | undefined) : undefined;
  const url = buildUrl(baseUrl, options.path, options.segments, [queryParams, options.query], encode);

  const jsonType = options.jsonApi ? JSON_API_TYPE : JSON_TYPE;
  // Lower-cased names, so `content-type` from a caller and ours can never both be sent.
  const headers = lowerCaseHeaders({ accept: jsonType }, defaults.headers, options.headers);
  let body: BodyInit | undefined;
  let bodyKey = '';
  const raw = options.body !== undefined && inBody;
  if (raw) {
    body = options.body;
  } else if (isForm) {
    body = params;
    // The browser must write the multipart boundary itself.
    delete headers['content-type'];
  } else if (inBody) {
    const attributes = encodeBody(params as Params | undefined, encode);
    const payload = options.jsonApi ? { data: { type: options.jsonApi, attributes } } : attributes;
    body = JSON.stringify(payload);
    bodyKey = body;
    headers['content-type'] ??= jsonType;
  }
  const headerKey = Object.keys(headers)
    .sort()
    .map((name) => `${name}:${headers[name]}`)
    .join('\n');
  const key =
    isForm || raw
      ? undefined
      : [method, url, bodyKey, options.auth ? 'auth' : '', options.serviceToken ? 'service' : '', headerKey].join('\n');
  return { method, url, body, headers, key };
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const defaults = options.defaults ?? {};
  const tokens = options.tokens;
  const pending = new SharedCalls();
  const cache = new ResultCache(now, options.cacheLimit ?? 200);

  async function authorise(
    call: RequestOptions<ResponseSchema | undefined>,
    prepared: Prepared,
    signal: AbortSignal,
    force: boolean,
  ): Promise<{ headers: Record<string, string> } | { error: RequestErrorValue }> {
    const headers = { ...prepared.headers };
    if (!call.auth && !call.serviceToken) return { headers };
    if (!tokens) return { error: tokenError('token_lost', prepared.url) };
    if (call.serviceToken) {
      const token = await tokens.serviceToken({ force, signal });
      if (token.error) return { error: token.error };
      headers.authorization = `Bearer ${token.data}`;
    }
    if (call.auth) {
      const token = await tokens.userToken({ force, signal });
      if (token.error) return { error: token.error };
      headers['x-auth'] = `Bearer ${token.data}`;
    }
    return { headers };
  }

  /** One attempt, including the single token refetch and retry after a 401. */
  async function attempt<T>(
    call: RequestOptions<ResponseSchema | undefined>,
    prepared: Prepared,
    signal: AbortSignal,
  ): Promise<Result<T>> {
    const authorised = call.auth || call.serviceToken;
    for (let refreshed = false; ; refreshed = true) {
      const auth = await authorise(call, prepared, signal, refreshed);
      if ('error' in auth) return { error: auth.error };
      const sent = await send(
        fetchFn,
        prepared.url,
        {
          method: prepared.method,
          headers: auth.headers,
          body: prepared.body ?? null,
          credentials: 'same-origin',
          redirect: 'manual',
        },
        { timeout: call.timeout ?? defaults.timeout, signal, responseType: call.responseType },
      );
      if (sent.error) return { error: sent.error };
      const result = await interpret(
        prepared.url,
        sent.response,
        call.schema as ResponseSchema<T> | undefined,
        call.skipSuccessCheck ?? false,
      );
      if (!authorised || !tokens) return result;
      if (result.error?.code !== 'http_401') {
        if (!result.error) tokens.authorized(prepared.url);
        return result;
      }
      if (!tokens.unauthorized(prepared.url))
        return { error: tokenError('token_not_authenticated', prepared.url, 401) };
      if (refreshed) return result;
    }
  }

  async function run<T>(
    call: RequestOptions<ResponseSchema | undefined>,
    prepared: Prepared,
    signal: AbortSignal,
  ): Promise<Result<T>> {
    const attempts = Math.max(1, call.attempts ?? defaults.attempts ?? 1);
    const retryOn = call.retryOn ?? defaults.retryOn ?? isRetryable;
    const retryDelay = call.retryDelay ?? defaults.retryDelay ?? 0;
    for (let n = 1; ; n += 1) {
      let result: Result<T>;
      try {
        result = await attempt<T>(call, prepared, signal);
      } catch (cause) {
        // A throwing token provider or schema must not leave a shared call hanging.
        result = {
          error:
            cause instanceof RequestError
              ? cause.error
              : networkError(prepared.url, cause instanceof Error ? cause.message : String(cause)),
        };
      }
      if (!result.error || n >= attempts || !retryOn(result.error)) return result;
      const delay = typeof retryDelay === 'function' ? retryDelay(n, result.error) : retryDelay;
      if (!(await pause(delay, signal))) return result;
    }
  }

  async function request<S extends ResponseSchema | undefined = undefined>(
    asked: RequestOptions<S>,
  ): Promise<Result<S extends ResponseSchema ? SchemaOutput<S> : unknown>> {
    type T = S extends ResponseSchema ? SchemaOutput<S> : unknown;
    const call = asked.auth === undefined && options.authByDefault?.() ? { ...asked, auth: true } : asked;
    const prepared = prepare(baseUrl, call, defaults);
    const ttl = call.cache?.ttl ?? 0;
    if (ttl > 0 && prepared.key !== undefined) {
      const cached = cache.get<T>(prepared.key);
      if (cached) return cached;
    }
    const shareKey = (call.dedupe ?? ttl > 0) ? prepared.key : undefined;
    const result = await pending.join<T>(shareKey, prepared.url, call.signal, (signal) =>
      run<T>(call, prepared, signal),
    );
    if (!result.error && ttl > 0 && prepared.key !== undefined) cache.set(prepared.key, result, ttl);
    return result;
  }

  return {
    request,
    async execute(call) {
      const result = await request(call);
      if (result.error) throw new RequestError(result.error);
      return result.data;
    },
    clearCache: () => cache.clear(),
  };
}
