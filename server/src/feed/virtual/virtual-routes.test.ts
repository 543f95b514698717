import {
  gameResponseSchema,
  gamesResponseSchema,
  sportsResponseSchema,
  VIRTUAL_RACING_IDS,
  VIRTUAL_SPORT_IDS,
} from '@betframe/sdk/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { openTestServer, type TestServer } from '../../testing';
import { feedRoutesWith } from '../routes';
import { createFeedService } from '../service';

const [FOOTBALL, TENNIS] = VIRTUAL_SPORT_IDS as readonly [number, number];
const [RACING] = VIRTUAL_RACING_IDS as readonly [number];
let server: TestServer;

beforeAll(async () => {
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 23, 50));
  const service = createFeedService({ seed: 5, clock });
  server = await openTestServer({ modules: [feedRoutesWith(() => service)] });
});
afterAll(async () => {
  await server?.close();
});

const games = async (query: string) => {
  const res = await server.fetch(`/service-api/LineFeed/Get1x2_VZip?count=500&${query}`);
  expect(res.status).toBe(200);
  return gamesResponseSchema.parse(await res.json()).data.attributes.games;
};

describe('virtual sports on the feed calls', () => {
  it('the sports list counts them, named in the language asked for', async () => {
    for (const [lng, name] of [
      ['en', 'Virtual Football'],
      ['ar', 'كرة القدم الافتراضية'],
    ] as const) {
      const res = await server.fetch(`/service-api/LineFeed/GetSportsShortZip?lng=${lng}`);
      const sports = sportsResponseSchema.parse(await res.json()).data.attributes.sports;
      const football = sports.find((s) => s.id === FOOTBALL);
      expect(football?.name).toBe(name);
      expect(football?.count).toBe(20);
      expect(sports.find((s) => s.id === TENNIS)?.count).toBe(12);
    }
  });

  it('lists them when their sport or virtualSports is asked for, across midnight; not otherwise', async () => {
    const football = await games(`sports=${FOOTBALL}&lng=en`);
    expect(football.map((g) => g.start - (football[0]?.start ?? 0))).toEqual(
      Array.from({ length: 20 }, (_, i) => i * 180),
    );
    expect(football.map((g) => new Date(g.start * 1000).toISOString().slice(11, 16))).toContain('00:00');
    expect(football[0]?.markets[0]?.outcomes.map((o) => o.type)).toEqual([1, 2, 3]);
    const all = await games('lng=en');
    expect(all.some((g) => VIRTUAL_SPORT_IDS.includes(g.sportId))).toBe(false);
    const withVirtual = await games('lng=en&virtualSports=true');
    expect(new Set(withVirtual.map((g) => g.sportId))).toEqual(
      new Set([...all.map((g) => g.sportId), ...VIRTUAL_SPORT_IDS]),
    );
  });

  it("a race: its title, its runners and the two favourites' Win prices in the list; every market on its page", async () => {
    for (const lng of ['en', 'ar']) {
      const races = await games(`sports=${RACING}&lng=${lng}`);
      expect(races).toHaveLength(20);
      const race = races[3];
      if (!race) throw new Error('no race');
      expect(race.team1.name).toBe(race.team2.name);
      expect(race.runners?.length).toBeGreaterThanOrEqual(6);
      const wins = race.markets.flatMap((m) => m.outcomes);
      expect(wins.map((o) => o.type)).toEqual([80, 80]);
      expect((wins[0]?.coef ?? 0) <= (wins[1]?.coef ?? 0)).toBe(true);
      const res = await server.fetch(`/service-api/LineFeed/GetGameZip?id=${race.id}&lng=${lng}`);
      const game = gameResponseSchema.parse(await res.json()).data.attributes.game;
      expect(game.markets.map((m) => m.group)).toEqual([2910, 2911, 2912]);
      expect(game.markets[0]?.outcomes).toHaveLength(race.runners?.length ?? 0);
    }
  });
});
