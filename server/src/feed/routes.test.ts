import {
  applyPushDelta,
  type Game,
  gameResponseSchema,
  gamesResponseSchema,
  pushDeltaSchema,
  sportsResponseSchema,
  subscribePush,
} from '@betframe/sdk/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app/types';
import { ManualClock } from '../clock';
import { openTestServer, type TestServer } from '../testing';
import { feedRoutesWith } from './routes';
import { createFeedService, type FeedService } from './service';

const START = Date.UTC(2026, 10, 22, 12, 0);
let server: TestServer;
let service: FeedService;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock(START);
  service = createFeedService({ seed: 5, clock });
  server = await openTestServer({
    modules: [feedRoutesWith(() => service)],
    // Signed in as player 1 when the header says so.
    auth: { resolve: async (c: AppContext) => (c.req.header('x-test-user') ? { id: 1 } : null) },
  });
});
afterAll(async () => {
  await server?.close();
});

const get = async (path: string) => {
  const res = await server.fetch(path);
  expect(res.status, path).toBe(200);
  return res.json();
};

describe('feed routes', () => {
  it('GetSportsShortZip lists the line sports with counts in the requested language', async () => {
    const body = sportsResponseSchema.parse(await get('/service-api/LineFeed/GetSportsShortZip?lng=en'));
    const football = body.data.attributes.sports.find((s) => s.id === 1);
    expect(football?.name).toBe('Football');
    expect(football?.count).toBeGreaterThan(100);
    const ru = sportsResponseSchema.parse(await get('/service-api/LineFeed/GetSportsShortZip'));
    expect(ru.data.attributes.sports.find((s) => s.id === 1)?.name).toBe('Футбол');
  });

  it('Get1x2_VZip pages games of a sport with their main markets', async () => {
    const body = gamesResponseSchema.parse(await get('/service-api/LineFeed/Get1x2_VZip?sports=1&count=5&lng=en'));
    const { games, total } = body.data.attributes;
    expect(games).toHaveLength(5);
    expect(total).toBeGreaterThan(5);
    for (const g of games) {
      expect(g.sportId).toBe(1);
      expect(g.status).toBe(1);
      expect(g.kind).toBe(3);
      expect(g.markets.find((m) => m.group === 1)?.outcomes.map((o) => o.name)).toEqual(['W1', 'X', 'W2']);
    }
    const page2 = gamesResponseSchema.parse(await get('/service-api/LineFeed/Get1x2_VZip?sports=1&count=5&page=2'));
    expect(page2.data.attributes.games[0]?.id).not.toBe(games[0]?.id);
  });

  it('time buckets select games starting within 2 hours, 2–4 hours and later', async () => {
    const now = START / 1000;
    for (const [period, lo, hi] of [
      [1, 0, 7200],
      [2, 7200, 14400],
      [3, 14400, Number.POSITIVE_INFINITY],
    ] as const) {
      const body = gamesResponseSchema.parse(await get(`/service-api/LineFeed/Get1x2_VZip?period=${period}&count=100`));
      expect(body.data.attributes.games.length).toBeGreaterThan(0);
      for (const g of body.data.attributes.games) {
        expect(g.start - now).toBeGreaterThanOrEqual(lo);
        expect(g.start - now).toBeLessThan(hi);
      }
    }
  });

  it('GetGameZip returns every market, and LiveFeed lists the game once it started', async () => {
    const list = gamesResponseSchema.parse(await get('/service-api/LineFeed/Get1x2_VZip?sports=1&count=1'));
    const id = list.data.attributes.games[0]?.id as number;
    const full = gameResponseSchema.parse(await get(`/service-api/LineFeed/GetGameZip?id=${id}&lng=en`));
    expect(full.data.attributes.game.markets.length).toBeGreaterThan(8);
    const names = full.data.attributes.game.markets.map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining(['1X2', 'Asian handicap', 'Both teams to score', 'Correct score', '1X2. 1st half']),
    );
    clock.set(full.data.attributes.game.start * 1000 + 60_000);
    const live = gamesResponseSchema.parse(await get('/service-api/LiveFeed/Get1x2_VZip?sports=1&count=200'));
    const game = live.data.attributes.games.find((g) => g.id === id);
    expect(game?.kind).toBe(1);
    expect(game?.score?.clock).toBeGreaterThan(0);
    clock.set(START);
  });

  it('answers compressed when the client accepts it', async () => {
    const res = await server.fetch('/service-api/LineFeed/Get1x2_VZip?count=50', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((await res.json()).data.type).toBe('feed-games');
  });

  it('search finds a team by a word of its name in either language', async () => {
    const list = gamesResponseSchema.parse(await get('/service-api/LineFeed/Get1x2_VZip?sports=1&count=1&lng=ru'));
    const team = list.data.attributes.games[0]?.team1.name as string;
    const word = team.split(' ')[0] as string;
    const body = await get(`/service-api/LineFeed/Web_SearchZip?text=${encodeURIComponent(word)}&limit=5&strict=true`);
    expect(body.data.attributes.games.length).toBeGreaterThan(0);
    expect(body.data.attributes.games.length).toBeLessThanOrEqual(5);
  });

  it('invalid parameters are a 400 with validation errors', async () => {
    const res = await server.fetch('/service-api/LineFeed/Get1x2_VZip?sports=a,b');
    expect(res.status).toBe(400);
    expect((await res.json()).data.validation_errors.sports).toBeDefined();
  });

  it('champs, top champs, sport section and express of the day answer', async () => {
    const champs = await get('/service-api/LineFeed/GetChampsZip?sports=1');
    expect(champs.data.attributes.champs.length).toBeGreaterThan(3);
    const champId = champs.data.attributes.champs[0].id;
    expect(
      (await get(`/service-api/LineFeed/GetChampZip?champ=${champId}&count=3`)).data.attributes.games,
    ).toHaveLength(3);
    expect(
      (await get('/service-api/LineFeed/WebGetTopChampsZip')).data.attributes.champs.every(
        (c: { top: boolean }) => c.top,
      ),
    ).toBe(true);
    const section = await get('/service-api/main-line/sportSection?sportId=4&count=10');
    expect(section.data.attributes.champs.length).toBeGreaterThan(0);
    const express = await get('/service-api/LineFeed/GetExpressDayZip');
    expect(express.data.attributes.expresses[0].events).toHaveLength(3);
    // Every pick is named, a winner pick outside the main markets too (the express of the day page shows it).
    for (const e of express.data.attributes.expresses.flatMap((x: { events: { name: string }[] }) => x.events))
      expect(e.name.length).toBeGreaterThan(0);
  });

  it('favourites need a signed-in player and survive add, migrate and delete', async () => {
    expect((await server.fetch('/service-api/Favorite')).status).toBe(401);
    const list = gamesResponseSchema.parse(await get('/service-api/LineFeed/Get1x2_VZip?count=3'));
    const [a, b, c] = list.data.attributes.games.map((g) => g.id);
    const call = (method: string, path: string, ids: number[]) =>
      server.fetch(path, {
        method,
        headers: { 'x-test-user': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ gameIds: ids }),
      });
    await call('POST', '/service-api/Favorite/Games', [a as number]);
    await call('POST', '/service-api/Favorite/migrate/Games', [b as number, c as number, 999]);
    const del = await call('DELETE', '/service-api/Favorite/Games', [b as number]);
    expect((await del.json()).data.attributes.games).toEqual([a, c]);
    const feed = await get(`/service-api/LineFeed/GetFavoritesZip?ids=${a},${c}`);
    expect(feed.data.attributes.games).toHaveLength(2);
  });
});

describe('live push', () => {
  it('streams a snapshot, then odds, score and settlement deltas as the clock moves', async () => {
    const live = service.provider.activeGames(0).length;
    const list = gamesResponseSchema.parse(await get('/service-api/LineFeed/Get1x2_VZip?sports=1&count=1'));
    const game = list.data.attributes.games[0];
    if (!game) throw new Error('no game');
    clock.set(game.start * 1000 + 1000);
    const controller = new AbortController();
    const res = await server.fetch(`/service-api/feed-push?games=${game.id}&lng=en`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const seen = new Set<string>();
    let buffer = '';
    const reading = (async () => {
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (chunk.done || !chunk.value) return;
        buffer += decoder.decode(chunk.value, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) seen.add(pushDeltaSchema.parse(JSON.parse(data.slice(6))).type);
        }
      }
    })();
    service.hub.tick();
    for (let i = 0; i < 400 && !seen.has('settled'); i++) {
      clock.advance(5000);
      service.hub.tick();
      await new Promise((r) => setTimeout(r, 2));
    }
    controller.abort();
    await reading;
    expect([...seen]).toEqual(expect.arrayContaining(['snapshot', 'odds', 'score', 'status', 'settled']));
    expect(live).toBeGreaterThanOrEqual(0);
    clock.set(START);
  });
});

describe('sdk push client', () => {
  it('keeps a game current from snapshot to settlement without polling', async () => {
    const list = gamesResponseSchema.parse(await get('/service-api/LineFeed/Get1x2_VZip?sports=4&count=1'));
    const first = list.data.attributes.games[0];
    if (!first) throw new Error('no game');
    clock.set(first.start * 1000 + 1000);
    let state: Game | undefined;
    let deltas = 0;
    const stop = subscribePush(
      { games: [first.id], lng: 'en' },
      {
        origin: server.url,
        onDelta: (d) => {
          deltas++;
          if (d.type === 'snapshot') state = d.game;
          else if (state) state = applyPushDelta(state, d);
        },
      },
    );
    for (let i = 0; i < 100 && !state; i++) await new Promise((r) => setTimeout(r, 10));
    service.hub.tick();
    for (let i = 0; i < 2000 && state?.status !== 2; i++) {
      clock.advance(5000);
      service.hub.tick();
      await new Promise((r) => setTimeout(r, 1));
    }
    for (let i = 0; i < 100 && state?.status !== 2; i++) await new Promise((r) => setTimeout(r, 10));
    stop();
    const result = service.provider.result(first.id);
    expect(state?.status).toBe(2);
    expect(state?.score?.total).toEqual(result?.total);
    expect(deltas).toBeGreaterThan(10);
    clock.set(START);
  });
});
