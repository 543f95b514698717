/**
 * A casino tournament scored from rounds closed through the provider wallet (in-house dice, real money): opt-in
 * first, the game filter, the best multiplier. The operator desk defines a tournament from its form and refuses a
 * bad one with `validation_errors`; the development seed adds one running sports and one casino tournament once.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { casinoRoutes } from '../casino';
import { fundedPlayer, headerAuth } from '../casino/testing';
import { ManualClock } from '../clock';
import { openTestServer, type TestServer } from '../testing';
import { reconcile } from '../wallet';
import { tournamentsDeskRoutes } from './desk';
import { runTournamentJobs } from './jobs';
import { standings } from './payout';
import { tournamentsRoutes } from './routes';
import { seedDevelopmentTournaments } from './seed';
import { createTournament } from './store';

const START = Date.UTC(2026, 10, 22, 12, 0);
const clock = new ManualClock(START);
const CREDENTIALS = 'desk:secret-password';
let server: TestServer;
let kzt: number;

beforeAll(async () => {
  server = await openTestServer({
    auth: headerAuth,
    clock,
    operatorCredentials: CREDENTIALS,
    modules: [casinoRoutes, tournamentsRoutes, tournamentsDeskRoutes],
  });
  kzt = (
    await server.database.db.selectFrom('currencies').select('id').where('code', '=', 'KZT').executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterEach(async () => {
  expect(await reconcile(server.database.db)).toMatchObject({ ok: true });
});
afterAll(() => server?.close());

const post = (path: string, body: unknown, userId: number) =>
  server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-user': String(userId) },
    body: JSON.stringify(body),
  });
const jobs = () => runTournamentJobs(server.database.db, { now: new Date(clock.now()), sportOf: () => undefined });

async function dice(userId: number, amount: number) {
  const res = await post('/web-api/casino/originals/dice/play', { amount, params: { target: 50, over: true } }, userId);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { multiplier: number; payout: number } }).data;
}

describe('a casino tournament', () => {
  it('scores closed rounds of joined players by their best multiplier, once each', async () => {
    const at = new Date(START);
    const id = await createTournament(
      server.database.db,
      {
        code: 'dice-race',
        name: 'Dice race',
        product: 'casino',
        currencyId: kzt,
        startsAt: at,
        endsAt: new Date(START + 3_600_000),
        rules: { scoring: 'multiplier', sportIds: [], minOdds: null, gameIds: [9001], categoryIds: [] },
        prizes: [{ place: 1, kind: 'money', amountMinor: 10_00 }],
      },
      at,
    );
    const slots = await createTournament(
      server.database.db,
      {
        code: 'slots-only',
        name: 'Slots only',
        product: 'casino',
        currencyId: kzt,
        startsAt: at,
        endsAt: new Date(START + 3_600_000),
        // Category 1001 (slots): dice is not one.
        rules: { scoring: 'stake', sportIds: [], minOdds: null, gameIds: [], categoryIds: [1001] },
        prizes: [{ place: 1, kind: 'money', amountMinor: 10_00 }],
      },
      at,
    );
    const p = await fundedPlayer(server, 100_000);
    // Before opting in: does not count.
    await dice(p.userId, 1);
    clock.advance(1000);
    for (const t of [id, slots])
      expect((await post('/web-api/tournaments/join', { tournament_id: t }, p.userId)).status).toBe(200);
    clock.advance(1000);
    const amounts = [2, 3, 4];
    const rounds = [];
    for (const amount of amounts) rounds.push({ amount, ...(await dice(p.userId, amount)) });
    clock.advance(1000);
    await jobs();
    await jobs();
    // The multiplier × 100 of the best round: its return over its stake.
    const best = Math.max(...rounds.map((r) => Math.floor((Math.round(r.payout * 100) * 100) / (r.amount * 100))));
    const scores = await server.database.db
      .selectFrom('tournament_scores')
      .select(['tournament_id', 'points'])
      .where('tournament_id', 'in', [id, slots])
      .execute();
    expect(scores.filter((s) => Number(s.tournament_id) === id)).toHaveLength(3);
    expect(scores.filter((s) => Number(s.tournament_id) === slots).every((s) => Number(s.points) === 0)).toBe(true);
    expect(await standings(server.database.db, slots)).toEqual([]);
    expect(await standings(server.database.db, id)).toEqual(best > 0 ? [{ userId: p.userId, points: best }] : []);
  });
});

describe('the operator desk and the seed', () => {
  const auth = { authorization: `Basic ${Buffer.from(CREDENTIALS).toString('base64')}` };
  const form = (fields: Record<string, string>) =>
    server.fetch('/sandbox/operator/tournaments', {
      method: 'POST',
      redirect: 'manual',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const good = {
    code: 'desk-cup',
    name: 'Desk cup',
    product: 'sport',
    currency_id: '1',
    starts_at: '2026-11-22T12:00',
    ends_at: '2026-11-29T12:00',
    scoring: 'winnings',
    sport_ids: '1, 4',
    min_odds: '1.5',
    prizes: '1 money 500.00\n2 bonus 1st 100.00',
  };

  it('creates a tournament from the form and refuses bad ones with validation_errors', async () => {
    expect((await server.fetch('/sandbox/operator/tournaments')).status).toBe(401);
    const created = await form(good);
    expect(created.status).toBe(303);
    const row = await server.database.db
      .selectFrom('tournaments')
      .selectAll()
      .where('code', '=', 'desk-cup')
      .executeTakeFirstOrThrow();
    expect(row.rules).toEqual({ scoring: 'winnings', sportIds: [1, 4], minOdds: 1.5, gameIds: [], categoryIds: [] });
    expect(row.prizes).toEqual([
      { place: 1, kind: 'money', amountMinor: 50_000 },
      { place: 2, kind: 'bonus', offerCode: '1st', baseMinor: 10_000 },
    ]);
    const page = await (await server.fetch('/sandbox/operator/tournaments', { headers: auth })).text();
    expect(page).toContain('data-code="desk-cup"');
    for (const bad of [
      { ...good, code: 'desk-cup' },
      { ...good, code: 'other', ends_at: '2026-11-01T12:00' },
      { ...good, code: 'other', prizes: '1 bonus no-such-offer' },
      { ...good, code: 'other', prizes: '1 money 5\n1 money 6' },
      { ...good, code: 'other', product: 'casino' },
      { ...good, code: 'other', scoring: 'luck' },
    ]) {
      const res = await form(bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { data: { validation_errors: object } }).data.validation_errors).toBeTruthy();
    }
  });

  it('seeds one running sports and one casino tournament, once', async () => {
    const now = new Date(START + 86_400_000 * 10);
    await seedDevelopmentTournaments(server.database.db, now);
    await seedDevelopmentTournaments(server.database.db, now);
    const running = await server.database.db
      .selectFrom('tournaments')
      .select(['product'])
      .where('code', 'like', 'dev-%')
      .execute();
    expect(running.map((r) => r.product).sort()).toEqual(['casino', 'sport']);
  });
});
