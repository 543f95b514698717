import { gamesResponseSchema } from '@betframe/sdk/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { openTestServer, type TestServer } from '../testing';
import { feedRoutesWith } from './routes';
import { createFeedService } from './service';

const START = Date.UTC(2026, 10, 22, 12, 0);
let server: TestServer;

beforeAll(async () => {
  const service = createFeedService({ seed: 5, clock: new ManualClock(START) });
  server = await openTestServer({ modules: [feedRoutesWith(() => service)] });
});
afterAll(async () => {
  await server?.close();
});

const games = async (path: string) => {
  const res = await server.fetch(path);
  expect(res.status, path).toBe(200);
  return gamesResponseSchema.parse(await res.json()).data.attributes;
};

describe('GetAsiaGamesZip (the Asia variant of Get1x2_VZip)', () => {
  it('lists goal sports only, each game with its 1X2 and the most balanced Asian total and handicap pair', async () => {
    const { games: list, total } = await games('/service-api/LineFeed/GetAsiaGamesZip?count=40&lng=en');
    expect(list).toHaveLength(40);
    expect(total).toBeGreaterThan(40);
    for (const g of list) {
      expect([1, 2, 85, 144]).toContain(g.sportId);
      const byGroup = new Map(g.markets.map((m) => [m.group, m]));
      expect(byGroup.get(1)?.outcomes.map((o) => o.type)).toEqual([1, 2, 3]);
      const handicap = byGroup.get(2854)?.outcomes ?? [];
      const totals = byGroup.get(99)?.outcomes ?? [];
      expect(handicap.map((o) => o.type)).toEqual([27, 28]);
      expect((handicap[0]?.param ?? 0) + (handicap[1]?.param ?? Number.NaN)).toBe(0);
      expect(totals.map((o) => o.type)).toEqual([29, 30]);
      expect(totals[0]?.param).toBe(totals[1]?.param);
      // No European total or handicap in the Asian headline.
      expect(byGroup.has(17)).toBe(false);
      expect(byGroup.has(2)).toBe(false);
      expect(handicap[0]?.name).toMatch(/^AH1 \([+-]?\d+(\.\d+)?\)$/);
    }
    // Quarter lines are offered as headline lines somewhere in the list.
    const lines = list.flatMap((g) => g.markets.flatMap((m) => m.outcomes.map((o) => o.param)));
    expect(lines.some((p) => Math.abs(p * 4) % 2 === 1)).toBe(true);
  });

  it('answers a sport without Asian lines with no games, and live games the same way', async () => {
    expect((await games('/service-api/LineFeed/GetAsiaGamesZip?sports=4')).total).toBe(0);
    const live = await games('/service-api/LiveFeed/GetAsiaGamesZip?lng=ar');
    for (const g of live.games) expect(g.kind).toBe(1);
  });

  it('refuses a bad query with 400 and validation errors', async () => {
    const res = await server.fetch('/service-api/LineFeed/GetAsiaGamesZip?count=abc');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('validation_errors');
  });
});
