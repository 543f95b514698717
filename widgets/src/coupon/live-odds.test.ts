import type { CouponEventState } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { makeGame } from '../../test/feed-games';
import { outcomeStateOf, withGame } from './live-odds';

const pick = (id: string, coefficient: number) => ({ id, gameId: Number(id.split(':')[0]), label: id, coefficient });

describe('coupon state from a pushed game', () => {
  it('an offered outcome of an open game is available at its coefficient, keeping the names it had and taking the market and outcome names the stream gives', () => {
    const game = makeGame(7, 10, [2.1, 3.3, 3.6]);
    const market = game.markets.find((m) => m.outcomes.some((o) => o.type === 2 && o.param === 0));
    const named = market?.outcomes.find((o) => o.type === 2);
    const previous: CouponEventState = {
      gameId: 7,
      type: 2,
      param: 0,
      name: 'Draw',
      gameName: 'A — B',
      coef: 3.2,
      available: true,
      status: 1,
      kind: 1,
    };
    expect(outcomeStateOf(game, { gameId: 7, type: 2, param: 0 }, previous)).toEqual({
      ...previous,
      coef: 3.3,
      market: market?.name,
      outcome: named?.name,
    });
    expect(named?.name).toBeTruthy();
  });

  it('a suspended game, a blocked outcome, a withdrawn outcome and a finished game all make it unavailable', () => {
    const open = makeGame(7);
    const event = { gameId: 7, type: 1, param: 0 };
    expect(outcomeStateOf({ ...open, suspended: true }, event).available).toBe(false);
    const blocked = {
      ...open,
      markets: open.markets.map((m) => ({ ...m, outcomes: m.outcomes.map((o) => ({ ...o, blocked: true })) })),
    };
    expect(outcomeStateOf(blocked, event)).toMatchObject({ available: false, coef: 0 });
    expect(outcomeStateOf(open, { gameId: 7, type: 9, param: 2.5 }).available).toBe(false);
    expect(outcomeStateOf({ ...open, status: 2 }, event)).toMatchObject({ available: false, status: 2 });
  });

  it('only outcomes of that game change, and an unchanged state keeps the same map', () => {
    const outcomes = [pick('7:1:0', 2), pick('8:1:0', 2)];
    const first = withGame(new Map(), makeGame(7), outcomes);
    expect([...first.keys()]).toEqual(['7:1:0']);
    expect(withGame(first, makeGame(7), outcomes)).toBe(first);
    const moved = withGame(first, makeGame(7, 10, [2.4, 3.2, 3.5]), outcomes);
    expect(moved.get('7:1:0')?.coef).toBe(2.4);
  });
});
