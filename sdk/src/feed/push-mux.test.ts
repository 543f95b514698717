/**
 * The page's one feed push stream: the union of every subscription as one query, one connection for subscribers
 * that arrive together, deltas routed by each one's own filter, a reconnection when the union changes, the last
 * to leave closes it, and a late subscriber gets the games it follows from the multiplexer's copy.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from './game';
import type { PushDelta } from './push';
import { pushUrl } from './push-client';
import { covers, createFeedMux, unionOf } from './push-mux';

const encoder = new TextEncoder();

/** A fake feed-push server: every request is a stream; `send` writes to the newest one. */
function feedServer() {
  const requests: Array<{ url: string; signal: AbortSignal; write(delta: PushDelta): void; drop(): void }> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    let write: (delta: PushDelta) => void = () => undefined;
    let drop = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        write = (delta) =>
          controller.enqueue(encoder.encode(`event: ${delta.type}\ndata: ${JSON.stringify(delta)}\n\n`));
        drop = () => controller.error(new Error('dropped'));
        init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
      },
    });
    requests.push({ url, signal: init?.signal as AbortSignal, write: (d) => write(d), drop: () => drop() });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  const latest = () => {
    const last = requests.at(-1);
    if (!last) throw new Error('no stream');
    return last;
  };
  return { fetchMock, requests, latest };
}

/** A scheduler run by hand: the test decides when the union's (re)connection happens. */
function manualSchedule() {
  const queue: Array<() => void> = [];
  return {
    schedule: (run: () => void) => void queue.push(run),
    flush: () => {
      for (const run of queue.splice(0)) run();
    },
  };
}

const game = (id: number, over: Partial<Game> = {}): Game => ({
  id,
  sportId: 1,
  sportName: 'Football',
  champId: 10,
  champName: 'League',
  countryId: 1,
  gameType: 3,
  kind: 1,
  status: 1,
  start: 0,
  team1: { id: 1, name: 'A' },
  team2: { id: 2, name: 'B' },
  suspended: false,
  markets: [
    {
      group: 1,
      name: '1X2',
      period: 0,
      suspended: false,
      outcomes: [{ type: 1, param: 0, name: 'W1', coef: 2, blocked: false }],
    },
  ],
  marketsCount: 1,
  ...over,
});
const odds = (gameId: number, coef: number): PushDelta => ({
  type: 'odds',
  gameId,
  changed: [{ type: 1, param: 0, coef }],
  removed: [],
});

function recorder() {
  const deltas: PushDelta[] = [];
  let opened = 0;
  return {
    deltas,
    opened: () => opened,
    ids: () => deltas.map((d) => `${d.type}:${d.type === 'snapshot' ? d.game.id : d.gameId}`),
    listener: { onDelta: (d: PushDelta) => void deltas.push(d), onOpen: () => void opened++ },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('unionOf', () => {
  it('lists every id once, asks for the line only where a sport or championship needs it, full per game', () => {
    expect(
      unionOf([
        { sports: [2], lng: 'en' },
        { games: [7, 3], line: true, lng: 'en' },
        { games: [3, 9], full: true, lng: 'en' },
      ]),
    ).toEqual({ sports: [2], games: [3, 7, 9], fullGames: [3, 9], lng: 'en' });
    expect(
      unionOf([
        { champs: [5], line: true },
        { games: [1], full: true },
      ]),
    ).toEqual({
      champs: [5],
      games: [1],
      line: true,
      fullGames: [1],
    });
  });

  it('an unfiltered subscription beside lists becomes `all`; alone it stays the plain query', () => {
    expect(unionOf([{ lng: 'en' }, { games: [4], full: true, lng: 'en' }])).toEqual({
      games: [4],
      all: true,
      fullGames: [4],
      lng: 'en',
    });
    expect(unionOf([{}, {}])).toEqual({});
    expect(unionOf([{ sports: [1], full: true }])).toEqual({ sports: [1], full: true });
  });

  it('routes by the server rule: listed games always, the line only when asked, sports and championships', () => {
    const line = game(1, { kind: 3, sportId: 2, champId: 20 });
    expect(covers({ games: [1] }, line)).toBe(true);
    expect(covers({ sports: [2] }, line)).toBe(false);
    expect(covers({ sports: [2], line: true }, line)).toBe(true);
    expect(covers({ champs: [20], line: true }, line)).toBe(true);
    expect(covers({}, game(5))).toBe(true);
    expect(covers({ games: [9] }, game(5))).toBe(false);
  });
});

describe('createFeedMux', () => {
  it('three subscribers that arrive together open one stream for their union; each hears only its games', async () => {
    const server = feedServer();
    const timer = manualSchedule();
    const mux = createFeedMux({ fetch: server.fetchMock as typeof fetch, schedule: timer.schedule });
    const football = recorder();
    const one = recorder();
    const slip = recorder();
    mux.subscribe('https://book.example', { sports: [1], lng: 'en' }, football.listener);
    mux.subscribe('https://book.example', { games: [7], line: true, lng: 'en' }, one.listener);
    mux.subscribe('https://book.example', { games: [7, 8], full: true, lng: 'en' }, slip.listener);
    timer.flush();
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.latest().url).toBe(
      pushUrl({ sports: [1], games: [7, 8], fullGames: [7, 8], lng: 'en' }, 'https://book.example'),
    );
    const stream = server.latest();
    stream.write({ type: 'snapshot', game: game(5) });
    stream.write({ type: 'snapshot', game: game(7, { kind: 3, sportId: 2 }) });
    stream.write({ type: 'snapshot', game: game(6, { sportId: 3 }) });
    stream.write(odds(7, 1.9));
    stream.write(odds(5, 2.1));
    // Game 8 became active after the connection: no snapshot, so only who listed it hears its deltas.
    stream.write(odds(8, 3));
    await vi.waitFor(() => expect(slip.deltas).toHaveLength(3));
    expect(football.ids()).toEqual(['snapshot:5', 'odds:5']);
    expect(one.ids()).toEqual(['snapshot:7', 'odds:7']);
    expect(slip.ids()).toEqual(['snapshot:7', 'odds:7', 'odds:8']);
    expect(mux.streams).toBe(1);
  });

  it('a subscriber the stream already covers joins without a new connection and gets its games as they are now', async () => {
    const server = feedServer();
    const timer = manualSchedule();
    const mux = createFeedMux({ fetch: server.fetchMock as typeof fetch, schedule: timer.schedule });
    const first = recorder();
    mux.subscribe('', { sports: [1] }, first.listener);
    timer.flush();
    await vi.waitFor(() => expect(first.opened()).toBe(1));
    server.latest().write({ type: 'snapshot', game: game(5) });
    server.latest().write(odds(5, 2.5));
    await vi.waitFor(() => expect(first.deltas).toHaveLength(2));
    const late = recorder();
    mux.subscribe('', { games: [5] }, late.listener);
    timer.flush();
    // {sports: [1]} brings game 5 (football, as last pushed): no new connection.
    expect(server.requests).toHaveLength(1);
    expect(late.opened()).toBe(1);
    expect(late.ids()).toEqual(['snapshot:5']);
    const [snapshot] = late.deltas;
    expect(snapshot?.type === 'snapshot' && snapshot.game.markets[0]?.outcomes[0]?.coef).toBe(2.5);
  });

  it('a wider union reconnects (the old stream closes) and everyone gets the new snapshots; the last to leave closes it', async () => {
    const server = feedServer();
    const timer = manualSchedule();
    const mux = createFeedMux({ fetch: server.fetchMock as typeof fetch, schedule: timer.schedule });
    const list = recorder();
    const stopList = mux.subscribe('', { games: [1] }, list.listener);
    timer.flush();
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    const page = recorder();
    const stopPage = mux.subscribe('', { games: [2] }, page.listener);
    timer.flush();
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests[0]?.signal.aborted).toBe(true);
    expect(server.latest().url).toBe('/service-api/feed-push?games=1%2C2');
    server.latest().write({ type: 'snapshot', game: game(1) });
    server.latest().write({ type: 'snapshot', game: game(2) });
    await vi.waitFor(() => expect(page.ids()).toEqual(['snapshot:2']));
    expect(list.ids()).toEqual(['snapshot:1']);
    // A leaver narrows the union: the wider stream stays, and so it does for one who comes back.
    stopPage();
    timer.flush();
    const again = mux.subscribe('', { games: [2] }, page.listener);
    timer.flush();
    expect(server.requests).toHaveLength(2);
    expect(page.ids()).toEqual(['snapshot:2', 'snapshot:2']);
    again();
    stopList();
    expect(server.latest().signal.aborted).toBe(false);
    timer.flush();
    expect(server.latest().signal.aborted).toBe(true);
    expect(mux.streams).toBe(0);
  });

  it('another language is another stream; a drop is heard by every subscriber and the reconnection re-snapshots', async () => {
    const server = feedServer();
    const timer = manualSchedule();
    const mux = createFeedMux({ fetch: server.fetchMock as typeof fetch, schedule: timer.schedule, retryMs: 1 });
    const errors: unknown[] = [];
    const en = recorder();
    mux.subscribe('', { games: [1], lng: 'en' }, { ...en.listener, onError: (e) => void errors.push(e) });
    mux.subscribe('', { games: [1], lng: 'ar' }, recorder().listener);
    timer.flush();
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    expect(mux.streams).toBe(2);
    const enStream = server.requests.find((r) => r.url.includes('lng=en'));
    enStream?.drop();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    await vi.waitFor(() => expect(server.requests).toHaveLength(3));
    expect(en.opened()).toBe(2);
  });

  it("a subscriber's throw is reported and keeps neither the delta from the others nor the stream", async () => {
    const server = feedServer();
    const timer = manualSchedule();
    const reported: unknown[] = [];
    const mux = createFeedMux({
      fetch: server.fetchMock as typeof fetch,
      schedule: timer.schedule,
      report: (e) => void reported.push(e),
    });
    const calm = recorder();
    mux.subscribe(
      '',
      { games: [1] },
      {
        onDelta: () => {
          throw new Error('a widget bug');
        },
      },
    );
    mux.subscribe('', { games: [1] }, calm.listener);
    timer.flush();
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    server.latest().write({ type: 'snapshot', game: game(1) });
    server.latest().write(odds(1, 1.7));
    await vi.waitFor(() => expect(calm.ids()).toEqual(['snapshot:1', 'odds:1']));
    expect(reported).toHaveLength(2);
    expect(server.requests).toHaveLength(1);
  });
});
