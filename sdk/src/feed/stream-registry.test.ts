/**
 * The page's registry of shared streams: bundles that are separate module instances (the site's bundle, the
 * widgets' runtime) subscribe through the first one's function; a registry of another version is left alone.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPage, STREAMS_VERSION } from './stream-registry';

const KEY = Symbol.for('betframe.streams');
const scope = globalThis as unknown as Record<symbol, unknown>;
const encoder = new TextEncoder();

function streamingFetch() {
  const requests: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    requests.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(': hello\n\n'));
        init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetchMock, requests };
}

afterEach(() => {
  delete scope[KEY];
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('onPage', () => {
  it('the first function registered serves every later caller', () => {
    const first = () => 'first';
    const second = () => 'second';
    expect(onPage('feed', first)).toBe(first);
    expect(onPage('feed', second)).toBe(first);
    expect(onPage('bets', second)).toBe(second);
    expect((scope[KEY] as { version: number }).version).toBe(STREAMS_VERSION);
  });

  it('a registry of another version is left alone: the caller keeps its own', () => {
    const other = { version: STREAMS_VERSION + 1, feed: () => 'theirs' };
    scope[KEY] = other;
    const mine = () => 'mine';
    expect(onPage('feed', mine)).toBe(mine);
    expect(scope[KEY]).toBe(other);
    scope[KEY] = 'not a registry';
    expect(onPage('bets', mine)).toBe(mine);
  });

  it("two bundles' player streams are one; on the page's origin the cookie and the token share it", async () => {
    const { fetchMock, requests } = streamingFetch();
    vi.stubGlobal('fetch', fetchMock);
    const site = await import('./bets-push');
    vi.resetModules();
    const widgets = await import('./bets-push');
    expect(widgets.subscribeBets).not.toBe(site.subscribeBets);
    const stopSite = site.subscribeBets({ lng: 'en', onEvent: () => undefined });
    const stopWidget = widgets.subscribeBets({ lng: 'en', token: 'player-token', onEvent: () => undefined });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    stopSite();
    stopWidget();
    expect(requests[0]?.url).toBe('/service-api/LiveBet/Secure/BetsPush?lng=en');
  });

  it("two bundles' feed subscriptions share the page's one stream", async () => {
    const { fetchMock, requests } = streamingFetch();
    vi.stubGlobal('fetch', fetchMock);
    const site = await import('./push-mux');
    vi.resetModules();
    const widgets = await import('./push-mux');
    const listener = { onDelta: () => undefined };
    const stops = [
      site.subscribeFeed('', { sports: [1] }, listener),
      widgets.subscribeFeed('', { games: [4] }, listener),
    ];
    // The union settles a moment after the last subscriber arrived: one stream for both.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(requests.map((r) => r.url)).toEqual(['/service-api/feed-push?sports=1&games=4']);
    for (const stop of stops) stop();
  });
});
