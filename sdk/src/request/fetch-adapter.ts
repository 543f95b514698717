/**
 * A `fetch`-shaped view of an `HttpClient`, for code that takes an injected fetch (the i18n translation loader),
 * so that its calls too go through the one request layer. GET only; a failure throws the `RequestError`.
 */
import { RequestError } from '../errors';
import type { HttpClient } from './client';

export type FetchThrough = (input: string, init?: RequestInit) => Promise<Response>;

export function fetchThrough(http: HttpClient): FetchThrough {
  return async (input, init) => {
    const result = await http.request({
      path: input,
      responseType: 'text',
      skipSuccessCheck: true,
      ...(init?.signal ? { signal: init.signal } : {}),
    });
    if (result.error) throw new RequestError(result.error);
    const empty = result.status === 204 || result.status === 205 || result.status === 304;
    return new Response(empty ? null : (result.data as string), {
      status: result.status,
      headers: { 'content-type': result.headers.get('content-type') ?? 'application/json' },
    });
  };
}
