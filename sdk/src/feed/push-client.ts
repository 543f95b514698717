/**
 * Subscribes to the feed push stream over fetch (works in browsers and Node alike, and lets the caller abort):
 * builds the query (sorted, de-duplicated id lists), parses every event with the shared schema and reconnects
 * with a growing delay when the stream drops. Each (re)connect starts with snapshots, so state stays whole.
 */

import { parseSseFrames } from './apply-delta';
import { feedPaths } from './paths';
import { type PushDelta, pushDeltaSchema } from './push';

export interface PushSubscription {
  sports?: number[];
  champs?: number[];
  games?: number[];
  line?: boolean;
  /** Snapshots with every market of the game (odds deltas always cover every outcome). */
  full?: boolean;
  /** Full snapshots for these games only (the page's union: the slip follows every market, the lists do not). */
  fullGames?: number[];
  /** Every game of the chosen kinds besides the listed ones (the page's union of an unfiltered and filtered one). */
  all?: boolean;
  lng?: string;
}

/** How a server-sent event stream is followed: the origin, the fetch, the retry and the connection callbacks. */
export interface SseOptions {
  /** Origin of the service base, e.g. `https://sportsbook.example` (default: same origin). */
  origin?: string;
  /** Called with each connection error (or end of the stream) before the retry. */
  onError?(error: unknown): void;
  /** Called when a (re)connection is established, before its first events: the stream is up. */
  onOpen?(): void;
  fetch?: typeof fetch;
  /** First retry delay; doubles up to 30 s. */
  retryMs?: number;
}

export interface PushClientOptions extends SseOptions {
  onDelta(delta: PushDelta): void;
}

const ids = (list: number[] | undefined) =>
  list && list.length > 0 ? [...new Set(list)].sort((a, b) => a - b).join(',') : undefined;

export function pushUrl(sub: PushSubscription, origin = ''): string {
  const params = new URLSearchParams();
  const add = (k: string, v: string | undefined) => {
    if (v !== undefined) params.set(k, v);
  };
  add('sports', ids(sub.sports));
  add('champs', ids(sub.champs));
  add('games', ids(sub.games));
  if (sub.line) params.set('line', 'true');
  if (sub.full) params.set('full', 'true');
  add('fullGames', ids(sub.fullGames));
  if (sub.all) params.set('all', 'true');
  if (sub.lng && sub.lng !== 'ru') params.set('lng', sub.lng);
  const query = params.toString();
  return `${origin}${feedPaths.push}${query ? `?${query}` : ''}`;
}

/** Starts the subscription; the returned function stops it. */
export function subscribePush(sub: PushSubscription, options: PushClientOptions): () => void {
  return subscribeSse(
    pushUrl(sub, options.origin),
    {},
    (data) => {
      const delta = pushDeltaSchema.safeParse(JSON.parse(data));
      if (delta.success) options.onDelta(delta.data);
    },
    options,
  );
}

/**
 * Follows a server-sent event stream over fetch: hands each event's data to `onData`, and reconnects with a
 * doubling delay (up to 30 s) when the stream fails or ends. The returned function stops it.
 */
export function subscribeSse(
  url: string,
  headers: Record<string, string>,
  onData: (data: string) => void,
  options: SseOptions,
): () => void {
  const controller = new AbortController();
  const doFetch = options.fetch ?? fetch;
  let delay = options.retryMs ?? 1000;
  const run = async (): Promise<void> => {
    while (!controller.signal.aborted) {
      try {
        const res = await doFetch(url, {
          signal: controller.signal,
          headers: { accept: 'text/event-stream', ...headers },
          credentials: 'same-origin',
        });
        if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`);
        delay = options.retryMs ?? 1000;
        options.onOpen?.();
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const parsed = parseSseFrames(buffer);
          buffer = parsed.rest;
          for (const frame of parsed.frames) onData(frame.data);
        }
        if (!controller.signal.aborted) options.onError?.(new Error('event stream ended'));
      } catch (error) {
        if (controller.signal.aborted) return;
        options.onError?.(error);
      }
      if (controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 30_000);
    }
  };
  void run();
  return () => controller.abort();
}
