/**
 * One HTTP exchange: fetch, deadline, caller abort, body read. The deadline distinguishes "no headers yet"
 * (1488) from "headers arrived, body still downloading" (1489) because the two point at different problems
 * (a slow server vs. a slow or broken connection).
 */
import { bodyTimeoutError, cancelledError, networkError, type RequestErrorValue, timeoutError } from '../errors';

export interface RawResponse {
  status: number;
  type: ResponseType;
  headers: Headers;
  body: unknown;
  /** Set when the body could not be parsed (`body` is then the raw text). */
  bodyIssue?: string;
}

export type SendResult =
  | { response: RawResponse; error?: undefined }
  | { response?: undefined; error: RequestErrorValue };

export interface SendOptions {
  timeout?: number | undefined;
  signal?: AbortSignal | undefined;
  responseType?: 'json' | 'text' | undefined;
}

function parseBody(text: string, responseType: 'json' | 'text'): { body: unknown } | { issue: string } {
  if (responseType === 'text') return { body: text };
  if (text.trim() === '') return { body: null };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { issue: 'Response body is not JSON' };
  }
}

export async function send(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  { timeout, signal, responseType = 'json' }: SendOptions,
): Promise<SendResult> {
  if (signal?.aborted) return { error: cancelledError(url) };
  const controller = new AbortController();
  let timedOut = false;
  let headersReceived = false;
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeout && timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  try {
    const response = await fetchFn(url, { ...init, signal: controller.signal });
    headersReceived = true;
    const text = await response.text();
    const parsed = parseBody(text, responseType);
    const raw: RawResponse = { status: response.status, type: response.type, headers: response.headers, body: text };
    if ('issue' in parsed) raw.bodyIssue = parsed.issue;
    else raw.body = parsed.body;
    return { response: raw };
  } catch (cause) {
    if (timedOut) return { error: headersReceived ? bodyTimeoutError(url) : timeoutError(url) };
    if (signal?.aborted) return { error: cancelledError(url) };
    return { error: networkError(url, cause instanceof Error ? cause.message : String(cause)) };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Waits `ms`, resolving early (false) when the signal aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(!signal?.aborted);
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
