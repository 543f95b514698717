import {
  bannerResponseSchema,
  expressHighlightResponseSchema,
  gameActionsResponseSchema,
  mainLiveResponseSchema,
  personalResponseSchema,
  previewPaths,
  previewResponseSchema,
  sliderResponseSchema,
} from '@betframe/sdk/feed';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BettingHarness, FEED_START, openBettingHarness } from '../betting/test-support';

let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 9 });
});
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  h.clock.set(FEED_START);
});

const get = async (path: string, user?: number) => {
  const res = await h.server.fetch(path, user ? { headers: { 'x-test-user': String(user) } } : undefined);
  expect(res.status, path).toBe(200);
  return res.json();
};
const errorsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { data: { validation_errors: Record<string, string[]> } };
  return Object.keys(body.data.validation_errors);
};

describe('GetGamesPreviewLight', () => {
  it('lists top games, live first, each with its main winner market in the language asked', async () => {
    h.clock.set(FEED_START + 3 * 3600 * 1000);
    const { games } = previewResponseSchema.parse(await get(`${previewPaths.light}?lng=en&count=30`)).data.attributes;
    expect(games).toHaveLength(30);
    const kinds = games.map((g) => g.kind);
    expect(kinds.indexOf(3)).toBeGreaterThan(0);
    expect(kinds.slice(kinds.indexOf(3)).every((k) => k === 3)).toBe(true);
    const football = games.find((g) => g.sportId === 1 && g.kind === 3);
    expect(football?.outcomes.map((o) => o.name)).toEqual(['W1', 'X', 'W2']);
    for (const g of games) expect(h.feed.provider.game(g.id)?.champ.tier).toBe(1);
    const hockey = previewResponseSchema.parse(await get(`${previewPaths.light}?sports=2&count=3`)).data.attributes;
    expect(hockey.games.every((g) => g.sportId === 2)).toBe(true);
  });

  it('is made once per tick: the same ETag within a second, 304 on If-None-Match', async () => {
    const first = await h.server.fetch(`${previewPaths.light}?lng=en`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await h.server.fetch(`${previewPaths.light}?lng=en`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 400 with validation_errors on a bad count', async () => {
    expect(await errorsOf(await h.server.fetch(`${previewPaths.light}?count=0`))).toContain('count');
    expect(await errorsOf(await h.server.fetch(`${previewPaths.light}?sports=x`))).toContain('sports');
  });
});

describe('GetGamesPreviewByGameIds', () => {
  it('answers the known games of the list to a signed-in player; 401 to a guest, 400 on a bad list', async () => {
    const a = h.upcoming(1, 3);
    const b = h.upcoming(3, 2);
    expect((await h.post(previewPaths.byIds, { ids: [a.id] })).status).toBe(401);
    const res = await h.post(previewPaths.byIds, { ids: [a.id, 999_999_999, b.id, a.id], lng: 'en' }, 7);
    expect(res.status).toBe(200);
    const { games } = previewResponseSchema.parse(await res.json()).data.attributes;
    expect(games.map((g) => g.id)).toEqual([a.id, b.id]);
    expect(games[0]?.team1.id).toBe(a.home.id);
    expect(await errorsOf(await h.post(previewPaths.byIds, { ids: [] }, 7))).toContain('ids');
    expect(await errorsOf(await h.post(previewPaths.byIds, { ids: ['1'] }, 7))).toContain('ids.0');
  });
});

describe('GetGamesActions', () => {
  it('tells the score by period and the cards shown so far; nothing before the start', async () => {
    const game = h.upcoming(1, 4);
    const before = gameActionsResponseSchema.parse(await get(`${previewPaths.actions}?ids=${game.id}&lng=en`));
    expect(before.data.attributes.games[0]).toMatchObject({ gameId: game.id, phase: 'line', total: [0, 0], cards: [] });
    h.clock.set(h.feed.provider.endOf(game) + 500);
    const after = gameActionsResponseSchema.parse(await get(`${previewPaths.actions}?ids=${game.id}`));
    const actions = after.data.attributes.games[0];
    expect(actions?.phase).not.toBe('line');
    expect(actions?.cards.length).toBeGreaterThan(0);
    const goals = actions?.periods.reduce((s, p) => s + p[0] + p[1], 0);
    expect(goals).toBe((actions?.total[0] ?? 0) + (actions?.total[1] ?? 0));
    expect(await errorsOf(await h.server.fetch(previewPaths.actions))).toContain('ids');
  });
});

describe('getbanner and the slider', () => {
  it('banners one top game per sport, each starting half an hour ahead or more; the slider shows the same', async () => {
    const { banners } = bannerResponseSchema.parse(await get(`${previewPaths.banner}?lng=ar`)).data.attributes;
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(new Set(banners.map((b) => b.game.sportId)).size).toBe(banners.length);
    for (const b of banners) {
      expect(b.game.start * 1000).toBeGreaterThanOrEqual(FEED_START + 30 * 60 * 1000);
      expect(h.feed.provider.game(b.gameId)?.champ.tier).toBe(1);
      expect(b.subtitle).toBe(`${b.game.team1.name} — ${b.game.team2.name}`);
    }
    const slider = sliderResponseSchema.parse(await get(previewPaths.slider('LineFeed'))).data.attributes;
    expect(slider.games.map((g) => g.id)).toEqual(banners.map((b) => b.gameId));
    const live = sliderResponseSchema.parse(await get(previewPaths.slider('LiveFeed'))).data.attributes;
    expect(live.games.every((g) => g.kind === 1)).toBe(true);
  });
});

describe('FindMainLiveByLineId', () => {
  it('answers no live game before the start and the game itself once it plays', async () => {
    const game = h.upcoming(1, 2);
    const path = `${previewPaths.mainLive}?gameId=${game.id}`;
    expect(mainLiveResponseSchema.parse(await get(path)).data.attributes).toEqual({
      lineId: game.id,
      liveId: null,
      phase: 'line',
    });
    h.clock.set(game.startAt + 60_000);
    expect(mainLiveResponseSchema.parse(await get(path)).data.attributes.liveId).toBe(game.id);
    expect((await h.server.fetch(`${previewPaths.mainLive}?gameId=999999999`)).status).toBe(404);
    expect(await errorsOf(await h.server.fetch(`${previewPaths.mainLive}?gameId=abc`))).toContain('gameId');
  });
});

describe('personal games', () => {
  it('offers the teams, championships and sports the player bet on, teams first; a guest gets 401', async () => {
    const path = `${previewPaths.personal('LineFeed')}?lng=en&count=20`;
    expect((await h.server.fetch(path)).status).toBe(401);
    expect(personalResponseSchema.parse(await get(path, 41)).data.attributes.games).toEqual([]);
    await h.fund(41, 100);
    const game = h.upcoming(1, 1);
    const w1 = h.outcome(game, 1);
    const bet = await h.post(
      '/service-api/LiveBet/Secure/MakeBetWeb',
      { couponEvents: [{ gameId: game.id, ...w1 }], summ: 5, betGuid: 'personal-1' },
      41,
    );
    expect(bet.status).toBe(200);
    const { games } = personalResponseSchema.parse(await get(path, 41)).data.attributes;
    expect(games.length).toBeGreaterThan(0);
    expect(games.some((x) => x.game.id === game.id)).toBe(false);
    const order = { team: 0, champ: 1, sport: 2 };
    for (let i = 1; i < games.length; i++)
      expect(order[games[i - 1]?.reason ?? 'team']).toBeLessThanOrEqual(order[games[i]?.reason ?? 'team']);
    for (const x of games) {
      const teams = [x.game.team1.id, x.game.team2.id];
      if (x.reason === 'team') expect(teams.some((t) => t === game.home.id || t === game.away.id)).toBe(true);
      if (x.reason === 'champ') expect(x.game.champId).toBe(game.champ.id);
      expect(x.game.sportId).toBe(1);
    }
    expect(await errorsOf(await h.server.fetch(`${path}&count=99`, { headers: { 'x-test-user': '41' } }))).toContain(
      'count',
    );
  });
});

describe('ExpressHighlight', () => {
  it('suggests three favourites of the day, leaving out the coupon’s games, priced as their product', async () => {
    const first = await h.post(previewPaths.expressHighlight, { lng: 'en' });
    const express = expressHighlightResponseSchema.parse(await first.json()).data.attributes.express;
    expect(express?.events).toHaveLength(3);
    const product = express?.events.reduce((p, e) => p * e.coef, 1) ?? 0;
    expect(express?.coef).toBeCloseTo(Math.round(product * 100) / 100, 2);
    for (const e of express?.events ?? []) {
      expect(h.feed.provider.view(h.feed.provider.game(e.gameId) ?? h.upcoming(1)).outcomes).toContainEqual({
        type: e.type,
        param: e.param,
        coef: e.coef,
      });
      expect(e.name).not.toBe('');
    }
    const taken = express?.events[0];
    const res = await h.post(previewPaths.expressHighlight, {
      lng: 'en',
      events: [{ gameId: taken?.gameId, type: taken?.type, param: taken?.param, coef: taken?.coef }],
    });
    const other = expressHighlightResponseSchema.parse(await res.json()).data.attributes.express;
    expect(other?.events.some((e) => e.gameId === taken?.gameId)).toBe(false);
    expect(await errorsOf(await h.post(previewPaths.expressHighlight, { events: [{ gameId: 'x' }] }))).toContain(
      'events.0.gameId',
    );
  });
});
