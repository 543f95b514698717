/**
 * The player's push stream is shared by every screen of a bundle that follows it: one connection, every
 * subscriber hears each event, a late one hears the last balance at once, and the last to leave closes it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TournamentPushEvent } from '../tournaments';
import { type BetPushEvent, type SupportPushEvent, subscribeBets } from './bets-push';

const encoder = new TextEncoder();

function streamingFetch() {
  let push: (frame: string) => void = () => undefined;
  const aborted: AbortSignal[] = [];
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.signal) aborted.push(init.signal);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (frame) => controller.enqueue(encoder.encode(frame));
        init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetchMock, send: (data: unknown) => push(`data: ${JSON.stringify(data)}\n\n`), aborted };
}

afterEach(() => vi.unstubAllGlobals());

describe('subscribeBets', () => {
  it('one connection for every subscriber; a late one hears the last balance; the last to leave closes it', async () => {
    const { fetchMock, send, aborted } = streamingFetch();
    vi.stubGlobal('fetch', fetchMock);
    const a: BetPushEvent[] = [];
    const b: BetPushEvent[] = [];
    const stopA = subscribeBets({ origin: 'https://book.example', lng: 'en', onEvent: (e) => a.push(e) });
    const stopB = subscribeBets({ origin: 'https://book.example', lng: 'en', onEvent: (e) => b.push(e) });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    send({ type: 'balance', balance: 12.5, currency: 'USD' });
    await vi.waitFor(() => expect(b).toHaveLength(1));
    expect(a).toEqual([{ type: 'balance', balance: 12.5, currency: 'USD' }]);
    const late: BetPushEvent[] = [];
    const stopLate = subscribeBets({ origin: 'https://book.example', lng: 'en', onEvent: (e) => late.push(e) });
    expect(late).toEqual([{ type: 'balance', balance: 12.5, currency: 'USD' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stopA();
    stopLate();
    expect(aborted[0]?.aborted).toBe(false);
    stopB();
    expect(aborted[0]?.aborted).toBe(true);
  });

  it('another language or player is another stream', async () => {
    const { fetchMock } = streamingFetch();
    vi.stubGlobal('fetch', fetchMock);
    const stops = [
      subscribeBets({ origin: 'https://book.example', lng: 'en', onEvent: () => undefined }),
      subscribeBets({ origin: 'https://book.example', lng: 'ar', onEvent: () => undefined }),
      subscribeBets({ origin: 'https://book.example', lng: 'en', token: 't2', onEvent: () => undefined }),
    ];
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    for (const stop of stops) stop();
  });

  it('a consultant’s answer reaches the subscribers that hear support, and no bet listener', async () => {
    const { fetchMock, send } = streamingFetch();
    vi.stubGlobal('fetch', fetchMock);
    const events: BetPushEvent[] = [];
    const support: SupportPushEvent[] = [];
    const stop = subscribeBets({
      origin: 'https://support.example',
      lng: 'en',
      onEvent: (e) => events.push(e),
      onSupport: (e) => support.push(e),
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    send({ type: 'support', thread: 7 });
    send({ type: 'support', thread: 'seven' });
    send({ type: 'balance', balance: 1, currency: 'USD' });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(support).toEqual([{ type: 'support', thread: 7 }]);
    stop();
  });

  it('a joined tournament’s new leaderboard reaches the subscribers that hear tournaments; a bad id is dropped', async () => {
    const { fetchMock, send } = streamingFetch();
    vi.stubGlobal('fetch', fetchMock);
    const events: BetPushEvent[] = [];
    const tournaments: TournamentPushEvent[] = [];
    const stop = subscribeBets({
      origin: 'https://tournaments.example',
      lng: 'en',
      onEvent: (e) => events.push(e),
      onTournament: (e) => tournaments.push(e),
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    send({ type: 'tournament', tournament: 3 });
    send({ type: 'tournament', tournament: 0 });
    send({ type: 'tournament', tournament: '3' });
    send({ type: 'balance', balance: 1, currency: 'USD' });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(tournaments).toEqual([{ type: 'tournament', tournament: 3 }]);
    stop();
  });
});
