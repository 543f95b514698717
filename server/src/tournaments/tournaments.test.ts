/**
 * A sports tournament over fast-forwarded feed time (the betting harness's ManualClock): opt-in required, each
 * settled bet scores once however often the jobs run, the leaderboard answers the places, and at the end the
 * table is paid once — the end job run twice at once and again — in real money and as a bonus. The player's calls
 * refuse bad bodies with `validation_errors`. Ledger and bonus books reconcile.
 */
import { tournamentDetail as detailSchema } from '@betframe/sdk/tournaments';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PlayerEvents } from '../app/player-events';
import { type BettingHarness, FEED_START, openBettingHarness } from '../betting/test-support';
import { reconcileBonuses } from '../bonuses';
import type { GameDef } from '../feed';
import { reconcile } from '../wallet';
import { runTournamentJobs } from './jobs';
import { FINISH_GRACE_MS, standings } from './payout';
import { tournamentsRoutes } from './routes';
import type { TournamentDefinition } from './rules';
import { createTournament } from './store';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const HOUR = 3_600_000;
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 21, modules: [tournamentsRoutes] });
}, 120_000);
afterEach(async () => {
  expect(await reconcile(h.database.db)).toMatchObject({ ok: true });
  expect(await reconcileBonuses(h.database.db)).toMatchObject({ ok: true });
});
afterAll(() => h?.close());

const context = () => ({
  now: new Date(h.clock.now()),
  sportOf: (gameId: number) => h.feed.provider.game(gameId)?.sport.id,
});
const jobs = (events?: PlayerEvents) => runTournamentJobs(h.database.db, context(), events);
const get = (path: string, userId?: number) =>
  h.server.fetch(path, { headers: userId ? { 'x-test-user': String(userId) } : {} });

function definition(code: string, over: Partial<TournamentDefinition> = {}): TournamentDefinition {
  return {
    code,
    name: `Tournament ${code}`,
    product: 'sport',
    currencyId: 1,
    startsAt: new Date(FEED_START),
    endsAt: new Date(FEED_START + 6 * HOUR),
    rules: { scoring: 'stake', sportIds: [1], minOdds: 1.2, gameIds: [], categoryIds: [] },
    prizes: [
      { place: 1, kind: 'money', amountMinor: 100_00 },
      { place: 2, kind: 'bonus', offerCode: '1st', baseMinor: 50_00 },
    ],
    ...over,
  };
}

/** The side of `game` that wins (the test knows the played-out result). */
function winningType(game: GameDef): number {
  const saved = h.clock.now();
  h.clock.set(h.feed.provider.endOf(game) + 5000);
  const total = h.feed.provider.result(game.id)?.total ?? [0, 0];
  h.clock.set(saved);
  return total[0] > total[1] ? 1 : total[0] < total[1] ? 3 : 2;
}

async function bet(userId: number, game: GameDef, type: number, summ: number, guid: string) {
  const o = h.outcome(game, type);
  const res = await h.post(
    BET,
    { couponEvents: [{ gameId: game.id, type, param: 0, coef: o.coef }], summ, betGuid: guid },
    userId,
  );
  if (res.status !== 200) throw new Error(`${guid}: ${await res.text()}`);
  return o.coef;
}

describe('a sports tournament', () => {
  it('scores opted-in players once per settled bet and pays its table exactly once', async () => {
    h.clock.set(FEED_START);
    const id = await createTournament(h.database.db, definition('weekend-cup'), new Date(FEED_START));
    const winnings = await createTournament(
      h.database.db,
      definition('weekend-profit', {
        rules: { scoring: 'winnings', sportIds: [1], minOdds: null, gameIds: [], categoryIds: [] },
      }),
      new Date(FEED_START),
    );
    const multiplier = await createTournament(
      h.database.db,
      definition('weekend-multi', {
        rules: { scoring: 'multiplier', sportIds: [], minOdds: null, gameIds: [], categoryIds: [] },
      }),
      new Date(FEED_START),
    );
    const [a, b, c] = [2101, 2102, 2103];
    for (const user of [a, b, c]) await h.fund(user, 1000);
    for (const user of [a, b]) {
      for (const t of [id, winnings, multiplier]) {
        const joined = await h.post('/web-api/tournaments/join', { tournament_id: t }, user);
        expect(joined.status).toBe(200);
      }
    }
    const game = h.upcoming(1, 0);
    const win = winningType(game);
    const lose = win === 1 ? 3 : 1;
    const coef = await bet(a, game, win, 30, 'tournament-a');
    await bet(b, game, lose, 20, 'tournament-b');
    // Not opted in: never scores.
    await bet(c, game, win, 50, 'tournament-c');

    h.clock.set(h.feed.provider.endOf(game) + 5000);
    await h.engine.settleDue();
    // Participants hear which leaderboards moved (the push stream's `tournament` event); others hear nothing.
    const events = new PlayerEvents();
    const heard: [number, number][] = [];
    for (const user of [a, b, c]) events.on(user, (tournament) => heard.push([user, tournament]));
    const first = await jobs(events);
    expect(first.scored.sort()).toEqual([id, multiplier, winnings].sort());
    expect(heard.filter(([user]) => user === c)).toEqual([]);
    expect(
      heard
        .filter(([user]) => user === b)
        .map(([, t]) => t)
        .sort(),
    ).toEqual([id, multiplier, winnings].sort());
    // Running the jobs again changes nothing: each bet counts once.
    expect((await jobs()).scored).toEqual([]);
    expect(await standings(h.database.db, id)).toEqual([
      { userId: a, points: 3000 },
      { userId: b, points: 2000 },
    ]);
    // Winnings: the won bet's profit; the lost one scores nothing (and is no place).
    const profit = Math.floor(3000 * coef) - 3000;
    expect(await standings(h.database.db, winnings)).toEqual([{ userId: a, points: profit }]);
    expect(await standings(h.database.db, multiplier)).toEqual([
      { userId: a, points: Math.floor((Math.floor(3000 * coef) * 100) / 3000) },
    ]);

    const detail = detailSchema.parse(
      ((await (await get(`/web-api/tournaments/detail?tournament_id=${id}`, b)).json()) as { data: unknown }).data,
    );
    expect(detail.top.map((r) => [r.place, r.points, r.me])).toEqual([
      [1, 30, false],
      [2, 20, true],
    ]);
    expect(detail.me).toEqual({ place: 2, points: 20 });
    expect(detail.tournament).toMatchObject({ state: 'running', joined: true, participants: 2, currencyIso: 'RUB' });

    // The end: the end job twice at once, then once more, pays the table once.
    h.clock.set(FEED_START + 6 * HOUR + FINISH_GRACE_MS);
    const [x, y] = await Promise.all([jobs(), jobs()]);
    expect([...x.paid, ...y.paid].filter((t) => t === id)).toEqual([id]);
    expect((await jobs()).paid).toEqual([]);
    const prizes = await h.database.db
      .selectFrom('ledger_transactions')
      .select('reference')
      .where('kind', '=', 'tournament_prize')
      .where('reference', 'like', `tournament:${id}:%`)
      .execute();
    expect(prizes.map((p) => p.reference)).toEqual([`tournament:${id}:place:1`]);
    const bonus = await h.database.db
      .selectFrom('player_bonuses')
      .select(['user_id', 'amount_minor'])
      .where('source', '=', `tournament:${id}:place:2`)
      .execute();
    expect(bonus).toEqual([{ user_id: b, amount_minor: 50_00 }]);
    const after = detailSchema.parse(
      ((await (await get(`/web-api/tournaments/detail?tournament_id=${id}`, a)).json()) as { data: unknown }).data,
    );
    expect(after.tournament.state).toBe('finished');
    expect(after.results).toEqual([
      { place: 1, player: expect.any(String), me: true, kind: 'money', amount: 100, status: 'paid' },
      { place: 2, player: expect.any(String), me: false, kind: 'bonus', amount: 50, status: 'paid' },
    ]);
    // Joining an ended tournament is refused.
    const late = await h.post('/web-api/tournaments/join', { tournament_id: id }, c);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ errors: [expect.objectContaining({ code: 'tournament_finished' })] });
    const mine = (await (await get('/web-api/tournaments/mine', a)).json()) as { data: { items: unknown[] } };
    expect(mine.data.items).toContainEqual(
      expect.objectContaining({ place: 1, points: 30, prize: { kind: 'money', amount: 100, status: 'paid' } }),
    );
  });

  it('only bets of the qualifying sports and odds score', async () => {
    h.clock.set(FEED_START);
    const id = await createTournament(
      h.database.db,
      definition('tennis-only', {
        rules: { scoring: 'stake', sportIds: [4], minOdds: 1.2, gameIds: [], categoryIds: [] },
      }),
      new Date(FEED_START),
    );
    const user = 2111;
    await h.fund(user, 1000);
    await h.post('/web-api/tournaments/join', { tournament_id: id }, user);
    const football = h.upcoming(1, 1);
    await bet(user, football, winningType(football), 10, 'tennis-only-football');
    h.clock.set(h.feed.provider.endOf(football) + 5000);
    await h.engine.settleDue();
    await jobs();
    expect(await standings(h.database.db, id)).toEqual([]);
    const scored = await h.database.db
      .selectFrom('tournament_scores')
      .select(['points'])
      .where('tournament_id', '=', id)
      .execute();
    expect(scored).toEqual([{ points: 0 }]);
  });
});

describe('the calls', () => {
  it('refuse bad bodies with validation_errors, guests, and unknown tournaments', async () => {
    const bad = await h.post('/web-api/tournaments/join', { tournament_id: 'abc', extra: 1 }, 2121);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { data: { validation_errors: Record<string, string[]> } };
    expect(Object.keys(body.data.validation_errors).sort()).toEqual(['_', 'tournament_id'].sort());
    expect((await h.post('/web-api/tournaments/join', {}, 2121)).status).toBe(400);
    expect((await h.post('/web-api/tournaments/join', { tournament_id: 1 })).status).toBe(401);
    expect((await h.post('/web-api/tournaments/join', { tournament_id: 999_999 }, 2121)).status).toBe(404);
    expect((await get('/web-api/tournaments/detail?tournament_id=x')).status).toBe(400);
    expect((await get('/web-api/tournaments/mine')).status).toBe(401);
    const list = (await (await get('/web-api/tournaments')).json()) as { data: { items: { joined: boolean }[] } };
    expect(list.data.items.length).toBeGreaterThan(0);
    expect(list.data.items.every((t) => !t.joined)).toBe(true);
  });
});
