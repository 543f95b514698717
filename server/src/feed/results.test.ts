import { type ResultGame, resultsResponseSchema } from '@betframe/sdk/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { openTestServer, type TestServer } from '../testing';
import { feedRoutesWith } from './routes';
import { createFeedService, type SimulatedFeed } from './service';

const START = Date.UTC(2026, 10, 22, 12, 0);
let server: TestServer;
let service: SimulatedFeed;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock(START);
  service = createFeedService({ seed: 5, clock });
  server = await openTestServer({ modules: [feedRoutesWith(() => service)] });
});
afterAll(async () => {
  await server?.close();
});

const results = async (query: string) => {
  const res = await server.fetch(`/service-api/results/GetChampsResultsZip?${query}`);
  expect(res.status, query).toBe(200);
  return resultsResponseSchema.parse(await res.json()).data.attributes;
};

describe('results', () => {
  it('answers 400 with validation_errors on a bad date, championship or page', async () => {
    for (const [query, key] of [
      ['date=2026-11-31', 'date'],
      ['date=yesterday', 'date'],
      ['champId=abc', 'champId'],
      ['champId=999999999', 'champId'],
      ['sportId=77777', 'sportId'],
      ['page=0', 'page'],
    ]) {
      const res = await server.fetch(`/service-api/results/GetChampsResultsZip?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { data: { validation_errors: Record<string, string[]> } };
      expect(Object.keys(body.data.validation_errors), query).toContain(key);
    }
  });

  it('a game fast-forwarded to its end appears with its final and period scores', async () => {
    // The next football game to start, not yet in the results.
    const game = service.provider
      .games()
      .filter((g) => g.sport.id === 1 && g.startAt > clock.now() && !g.cancelled)
      .sort((a, b) => a.startAt - b.startAt)[0];
    if (!game) throw new Error('no football game ahead');
    const date = new Date(game.startAt).toISOString().slice(0, 10);
    const query = `lng=en&date=${date}&champId=${game.champ.id}&count=200`;
    const before = await results(query);
    expect(before.champs.flatMap((ch) => ch.games).some((g) => g.id === game.id)).toBe(false);

    clock.set(service.provider.endOf(game) + 6000);
    const after = await results(query);
    expect(after.date).toBe(date);
    const champ = after.champs.find((ch) => ch.id === game.champ.id);
    expect(champ?.sportName).toBe('Football');
    const found = champ?.games.find((g) => g.id === game.id);
    const official = service.provider.result(game.id);
    expect(found?.total).toEqual(official?.total);
    expect(found?.periods.map((p) => p.name)).toEqual(['1st half', '2nd half']);
    expect(found?.periods.map((p) => p.score)).toEqual(official?.periods);
    expect(found?.team1.name).toBe(game.home.name.en);
    expect(found && found.end > found.start).toBe(true);
  });

  it('a race fast-forwarded to its end appears with its runners in finishing order, no score', async () => {
    const race = service.provider
      .games()
      .filter((g) => g.sport.id === 322 && g.startAt > clock.now() && !g.cancelled)
      .sort((a, b) => a.startAt - b.startAt)[0];
    if (!race?.race) throw new Error('no horse race ahead');
    clock.set(service.provider.endOf(race) + 6000);
    const date = new Date(race.startAt).toISOString().slice(0, 10);
    for (const lng of ['en', 'ar'] as const) {
      // A day holds hundreds of races: the page that has this one.
      let found: ResultGame | undefined;
      for (let page = 1; !found && page <= 10; page += 1) {
        const answer = await results(`lng=${lng}&date=${date}&sportId=322&count=100&page=${page}`);
        found = answer.champs.flatMap((ch) => ch.games).find((g) => g.id === race.id);
      }
      const order = service.provider.result(race.id)?.order;
      expect(order?.length).toBe(race.race.field.length);
      expect(found?.placings?.map((p) => p.id)).toEqual(order);
      const names = new Map(race.race.field.map((r) => [r.id, r.name[lng]]));
      expect(found?.placings?.map((p) => p.name)).toEqual(order?.map((id) => names.get(id)));
    }
  });

  it('pages a whole day grouped by championship, in the requested language', async () => {
    const day = new Date(clock.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
    const first = await results(`lng=ru&date=${day}&count=40`);
    expect(first.total).toBeGreaterThan(100);
    expect(first.today).toBe(new Date(clock.now()).toISOString().slice(0, 10));
    expect(first.champs.reduce((n, ch) => n + ch.games.length, 0)).toBe(40);
    const ids = first.champs.map((ch) => ch.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const ch of first.champs)
      for (const g of ch.games) expect(g.start * 1000).toBeGreaterThanOrEqual(Date.parse(`${day}T00:00:00Z`));
    const second = await results(`lng=ru&date=${day}&count=40&page=2`);
    const firstIds = new Set(first.champs.flatMap((ch) => ch.games.map((g) => g.id)));
    expect(second.champs.flatMap((ch) => ch.games).some((g) => firstIds.has(g.id))).toBe(false);
    expect(first.champs[0]?.sportName).toBe('Футбол');
    // A day after today has nothing finished.
    const tomorrow = new Date(clock.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect((await results(`date=${tomorrow}`)).total).toBe(0);
  });
});
