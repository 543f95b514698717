import { BUILDER_VID, builderPaths } from '@betframe/sdk/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuilderParams, type GameDef, priceBuilder, T } from '../feed';
import { balanceOf, reconcile } from '../wallet';
import { builderOutcome } from './builder';
import { builderRoutesWith } from './builder-routes';
import { type BettingHarness, FEED_START, openBettingHarness } from './test-support';

let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({
    seed: 33,
    modules: [builderRoutesWith(() => ({ engine: h.engine, provider: h.feed.provider }))],
  });
});
afterAll(async () => {
  await h?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered and assert on it.
const attributes = async (res: Response) => ((await res.json()) as { data: { attributes: any } }).data.attributes;

/** The legs that win (or, with `lose`, that lose) in the game's played-out result: 1X2 and the 2.5 total. */
function legsOf(game: GameDef, lose = false) {
  h.clock.set(h.feed.provider.endOf(game) + 5000);
  const r = h.feed.provider.result(game.id);
  h.clock.set(FEED_START);
  const [a, b] = r?.total ?? [0, 0];
  const winner = a > b ? T.w1 : a < b ? T.w2 : T.x;
  const wrong = winner === T.w1 ? T.w2 : T.w1;
  const total = a + b > 2.5 ? T.over : T.under;
  return [
    { gameId: game.id, type: lose ? wrong : winner, param: 0 },
    { gameId: game.id, type: total, param: 2.5 },
  ];
}

describe('bet builder calls', () => {
  it('lists the games and builder markets of the line', async () => {
    const res = await h.post(builderPaths.events('LineFeed'), { count: 5, lng: 'en' });
    expect(res.status).toBe(200);
    const { games } = await attributes(res);
    expect(games.length).toBe(5);
    for (const g of games) {
      expect([1, 2, 85, 144]).toContain(g.sportId);
      const types = g.markets.flatMap((m: { outcomes: Array<{ type: number; param: number }> }) => m.outcomes);
      expect(types.length).toBeGreaterThan(5);
      // No Asian lines, no whole lines (they refund): only outcomes that win or lose on the score.
      expect(types.some((o: { type: number }) => o.type % 1000 >= 27)).toBe(false);
      expect(types.some((o: { type: number; param: number }) => o.type === T.over && o.param % 1 === 0)).toBe(false);
    }
    const one = await attributes(await h.post(builderPaths.events('LineFeed'), { gameId: games[0].id }));
    expect(one.games.map((g: { id: number }) => g.id)).toEqual([games[0].id]);
    const live = await attributes(await h.post(builderPaths.events('LiveFeed'), { gameId: games[0].id }));
    expect(live.games).toEqual([]);
    expect((await h.post(builderPaths.events('LineFeed'), { count: 0 })).status).toBe(400);
  });

  it('prices a combination, or says why it is refused and which legs clash', async () => {
    const game = h.upcoming(1, 2);
    const w1 = h.outcome(game, T.w1);
    const over = h.outcome(game, T.over, 2.5);
    const ok = await attributes(
      await h.post(builderPaths.update, {
        builderCoupon: {
          couponEvents: [
            { gameId: game.id, type: T.w1, param: 0 },
            { gameId: game.id, type: T.over, param: 2.5 },
          ],
        },
        summ: 10,
      }),
    );
    expect(ok.available).toBe(true);
    expect(ok.coef).toBeGreaterThan(1);
    expect(ok.productCoef).toBeCloseTo(w1.coef * over.coef, 1);
    expect(ok.potentialWin).toBeCloseTo(10 * ok.coef, 1);
    // The §3 spellings.
    const refused = await attributes(
      await h.post(builderPaths.update, {
        BuilderCoupon: {
          Events: [
            { GameId: game.id, Type: T.w1 },
            { GameId: game.id, Type: T.x },
          ],
        },
        IsNewBetBuilder: true,
      }),
    );
    expect(refused).toMatchObject({
      coef: 0,
      available: false,
      refusal: { code: 'builder_same_market', legs: [0, 1] },
    });
    const bad = await h.post(builderPaths.update, { builderCoupon: { couponEvents: 'x' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('validation_errors');
  });

  it('places one bet at the builder price on the ledger, refuses clashes in words, and asks again when it moved', async () => {
    const user = 901;
    const account = await h.fund(user, 100);
    const game = h.upcoming(1, 3);
    const legs = legsOf(game);
    const state = await attributes(await h.post(builderPaths.update, { builderCoupon: { couponEvents: legs } }));
    const body = { builderCoupon: { couponEvents: legs, coef: state.coef }, summ: 10, betGuid: 'builder-bet-1' };
    expect((await h.post(builderPaths.make, body)).status).toBe(401);
    const res = await h.post(builderPaths.make, body, user);
    expect(res.status).toBe(200);
    const { bet, balance } = await attributes(res);
    expect(bet).toMatchObject({ vid: BUILDER_VID, coef: state.coef, summ: 10, status: 'open' });
    expect(bet.selections).toHaveLength(2);
    expect(bet.cashOut).toBeUndefined();
    expect(balance).toBe(90);
    const again = await attributes(await h.post(builderPaths.make, body, user));
    expect(again.bet.betId).toBe(bet.betId);
    expect(await balanceOf(h.database.db, account)).toBe(9000);

    const clash = await h.post(
      `${builderPaths.make}?lng=ru`,
      {
        builderCoupon: {
          couponEvents: [
            { gameId: game.id, type: T.w1, param: 0 },
            { gameId: game.id, type: T.dx2, param: 0 },
          ],
        },
        summ: 10,
        betGuid: 'builder-bet-2',
      },
      user,
    );
    expect(clash.status).toBe(400);
    const refusal = (await clash.json()) as { errors: Array<{ code: string }>; message: string; data: unknown };
    expect(refusal.errors[0]?.code).toBe('builder_contradictory');
    expect(refusal.message).toBe('Эти исходы не могут выиграть вместе.');
    expect(refusal.data).toEqual({ legs: [0, 1] });

    const moved = await h.post(
      builderPaths.make,
      { builderCoupon: { couponEvents: legs, coef: state.coef + 1 }, summ: 10, betGuid: 'builder-bet-3' },
      user,
    );
    expect(moved.status).toBe(409);
    expect(((await moved.json()) as { data: { coef: number } }).data.coef).toBe(state.coef);
    expect(await balanceOf(h.database.db, account)).toBe(9000);
  });

  it('settles per leg: won only when every leg wins, at the builder price', async () => {
    const user = 902;
    const account = await h.fund(user, 100);
    const game = h.upcoming(1, 4);
    const win = legsOf(game);
    const lose = legsOf(game, true);
    const coefOf = async (legs: typeof win) =>
      (await attributes(await h.post(builderPaths.update, { builderCoupon: { couponEvents: legs } }))).coef as number;
    const winCoef = await coefOf(win);
    for (const [legs, guid] of [
      [win, 'builder-win'],
      [lose, 'builder-lose'],
    ] as const) {
      const res = await h.post(
        builderPaths.make,
        { builderCoupon: { couponEvents: legs }, summ: 10, betGuid: guid, checkCf: 1 },
        user,
      );
      expect(res.status).toBe(200);
    }
    h.clock.set(h.feed.provider.endOf(game) + 5000);
    await h.engine.settleGame(game.id);
    const rows = await h.database.db
      .selectFrom('bets')
      .select(['bet_guid', 'status', 'payout_minor'])
      .where('user_id', '=', user)
      .orderBy('bet_guid')
      .execute();
    expect(rows).toEqual([
      { bet_guid: 'builder-lose', status: 'lost', payout_minor: 0 },
      { bet_guid: 'builder-win', status: 'won', payout_minor: Math.floor(1000 * winCoef) },
    ]);
    expect(await balanceOf(h.database.db, account)).toBe(8000 + Math.floor(1000 * winCoef));
    expect((await reconcile(h.database.db)).ok).toBe(true);
    h.clock.set(FEED_START);
  });
});

describe('a builder bet with void legs', () => {
  const params: BuilderParams = {
    period: 1,
    periods: 2,
    score: [0, 0],
    periodScore: [0, 0],
    now: [0.8, 0.55],
    rest: [0.8, 0.55],
  };
  const bet = { coef: 6.5, params, margin: 0.06 };
  const leg = (type: number, param: number, coef: number, result: 'win' | 'loss' | 'refund' | null) => ({
    type,
    param,
    coef,
    result,
  });

  it('is lost on any lost leg, open while a leg is open, void when every leg is void', () => {
    expect(builderOutcome(bet, [leg(1, 0, 2, 'win'), leg(9, 2.5, 2, 'loss'), leg(13, 0, 2, null)])?.result).toBe(
      'loss',
    );
    expect(builderOutcome(bet, [leg(1, 0, 2, 'win'), leg(9, 2.5, 2, null)])).toBeUndefined();
    expect(builderOutcome(bet, [leg(1, 0, 2, 'refund'), leg(9, 2.5, 2, 'refund')])).toEqual({
      coefficient: 1,
      result: 'refund',
    });
    expect(builderOutcome(bet, [leg(1, 0, 2, 'win'), leg(9, 2.5, 2, 'win')])).toEqual({
      coefficient: 6.5,
      result: 'win',
    });
  });

  it('drops void legs and re-prices the rest from the parameters at placement', () => {
    const rest = priceBuilder({ params, margin: 0.06 }, [
      { type: 1, param: 0 },
      { type: 9, param: 2.5 },
    ]);
    if (!rest.ok) throw new Error(rest.code);
    expect(builderOutcome(bet, [leg(1, 0, 2.1, 'win'), leg(9, 2.5, 1.9, 'win'), leg(13, 0, 1.8, 'refund')])).toEqual({
      coefficient: rest.coef,
      result: 'win',
    });
    // One leg left: its own price at placement, as a single.
    expect(builderOutcome(bet, [leg(1, 0, 2.1, 'win'), leg(13, 0, 1.8, 'refund')])).toEqual({
      coefficient: 2.1,
      result: 'win',
    });
  });
});
