import { officePaths } from '@betframe/sdk/office';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../app/errors';
import { BettingEngine } from '../betting';
import { type BettingHarness, openBettingHarness } from '../betting/test-support';
import { feedRoutesWith } from '../feed';
import { openTestServer, type TestServer } from '../testing';
import { filterAttributes } from './feed-filter';
import { disallowedSportsRoutes, sportGuardOf } from './routes';

const FOOTBALL = 1;
const HOCKEY = 2;

let h: BettingHarness;
let server: TestServer;

async function player(login: string): Promise<number> {
  const row = await sql<{ id: number }>`
    insert into users (login, password_hash, country_id, currency_id, registration_type)
    values (${login}, 'x', 1, 1, 'fast_reg') returning id`.execute(h.database.db);
  return Number(row.rows[0]?.id);
}

// The feed filter looks for a sign of identity before asking who it is, as a browser's session cookie or token.
const as = (userId: number): Record<string, string> => ({ 'x-test-user': String(userId), authorization: 'Bearer t' });
const save = (userId: number | undefined, body: unknown) =>
  server.fetch(officePaths.disallowSports, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(userId ? as(userId) : {}) },
    body: JSON.stringify(body),
  });
const games = async (userId?: number) => {
  const res = await server.fetch('/service-api/LineFeed/Get1x2_VZip?lng=en&count=500', {
    headers: userId ? as(userId) : {},
  });
  const body = (await res.json()) as { data: { attributes: { games: Array<{ sportId: number }>; total: number } } };
  return body.data.attributes;
};

beforeAll(async () => {
  h = await openBettingHarness({ seed: 23 });
  server = await openTestServer({
    database: h.database,
    clock: h.clock,
    modules: [disallowedSportsRoutes, feedRoutesWith(() => h.feed)],
    auth: {
      resolve: async (c) => {
        const id = Number(c.req.header('x-test-user'));
        return Number.isSafeInteger(id) && id > 0 ? { id } : null;
      },
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await h?.close();
});

describe('disallow-sports', () => {
  it('saves and reads back the lists (arrays or the comma encoding); a guest is 401', async () => {
    const me = await player('ds-save');
    const empty = await server.fetch(officePaths.disallowSports, { headers: as(me) });
    expect(await empty.json()).toEqual({ success: true, data: { lineDisallowSport: [], liveDisallowSport: [] } });
    const res = await save(me, { lineDisallowSport: [HOCKEY, FOOTBALL, FOOTBALL], liveDisallowSport: '4,1' });
    expect(await res.json()).toEqual({ success: true, data: { lineDisallowSport: [1, 2], liveDisallowSport: [1, 4] } });
    const read = await server.fetch(officePaths.disallowSports, { headers: as(me) });
    expect(((await read.json()) as { data: unknown }).data).toEqual({
      lineDisallowSport: [1, 2],
      liveDisallowSport: [1, 4],
    });
    expect((await save(undefined, { lineDisallowSport: [], liveDisallowSport: [] })).status).toBe(401);
    // A missing list is an empty one (the request layer drops empty lists): `{}` allows everything again.
    const cleared = await save(me, {});
    expect(await cleared.json()).toEqual({ success: true, data: { lineDisallowSport: [], liveDisallowSport: [] } });
  });

  it('malformed bodies and unknown sports are 400 with validation_errors, and nothing changes', async () => {
    const me = await player('ds-bad');
    await save(me, { lineDisallowSport: [FOOTBALL], liveDisallowSport: [] });
    for (const body of [
      [],
      { lineDisallowSport: { id: 1 } },
      { lineDisallowSport: 'x', liveDisallowSport: [] },
      { lineDisallowSport: [1], liveDisallowSport: [], extra: 1 },
      { lineDisallowSport: [999], liveDisallowSport: [] },
    ]) {
      const res = await save(me, body);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { data: { validation_errors: Record<string, string[]> } };
      expect(Object.keys(json.data.validation_errors).length).toBeGreaterThan(0);
    }
    const read = await server.fetch(officePaths.disallowSports, { headers: as(me) });
    expect(((await read.json()) as { data: unknown }).data).toEqual({ lineDisallowSport: [1], liveDisallowSport: [] });
  });

  it('the player’s feed leaves the sport out; a guest and another player still see it', async () => {
    const me = await player('ds-feed');
    const other = await player('ds-other');
    const before = await games(me);
    expect(before.games.some((g) => g.sportId === FOOTBALL)).toBe(true);
    await save(me, { lineDisallowSport: [FOOTBALL], liveDisallowSport: [] });
    const after = await games(me);
    expect(after.games.length).toBeGreaterThan(0);
    expect(after.games.some((g) => g.sportId === FOOTBALL)).toBe(false);
    expect(after.total).toBe(before.total - before.games.filter((g) => g.sportId === FOOTBALL).length);
    expect((await games(other)).games.some((g) => g.sportId === FOOTBALL)).toBe(true);
    expect((await games()).games.some((g) => g.sportId === FOOTBALL)).toBe(true);
    const sports = await server.fetch('/service-api/LineFeed/GetSportsShortZip?lng=en', { headers: as(me) });
    const list = ((await sports.json()) as { data: { attributes: { sports: Array<{ id: number }> } } }).data.attributes;
    expect(list.sports.map((s) => s.id)).not.toContain(FOOTBALL);
    const game = h.upcoming(FOOTBALL);
    expect(
      (await server.fetch(`/service-api/LineFeed/GetGameZip?id=${game.id}&lng=en`, { headers: as(me) })).status,
    ).toBe(404);
  });

  it('a bet on a disallowed sport is refused with sport_disallowed before any money moves; others are taken', async () => {
    const me = await player('ds-bet');
    await h.fund(me, 100);
    await save(me, { lineDisallowSport: [FOOTBALL], liveDisallowSport: [] });
    const engine = new BettingEngine({
      db: h.database.db,
      provider: h.feed.provider,
      settings: async () => ({ taxes: h.taxes, partialSale: true, currency: () => ({ minBet: 1, baseRate: 1 }) }),
      guard: sportGuardOf(server.deps),
    });
    const football = h.upcoming(FOOTBALL);
    const o = h.outcome(football, 1);
    const refused = await engine
      .place(me, {
        couponEvents: [{ gameId: football.id, type: o.type, param: o.param, coef: o.coef }],
        summ: 10,
        betGuid: 'ds-1',
        vid: 0,
        checkCf: 1,
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: 'sport_disallowed' });
    const hockey = h.upcoming(HOCKEY);
    const p = h.outcome(hockey, 1);
    const taken = await engine.place(me, {
      couponEvents: [{ gameId: hockey.id, type: p.type, param: p.param, coef: p.coef }],
      summ: 10,
      betGuid: 'ds-2',
      vid: 0,
      checkCf: 1,
    });
    expect(taken.balance).toBe(90);
  });

  it('filters lists and refuses a single game of a refused sport', () => {
    const attributes = {
      games: [{ sportId: 1 }, { sportId: 2 }],
      total: 10,
      champs: [{ sportId: 1 }],
      sports: [{ id: 1 }, { id: 3 }],
    };
    expect(filterAttributes(attributes, new Set([1]))).toBe(true);
    expect(attributes).toEqual({ games: [{ sportId: 2 }], total: 9, champs: [], sports: [{ id: 3 }] });
    expect(filterAttributes({ game: { sportId: 1 } }, new Set([1]))).toBe(false);
  });
});
