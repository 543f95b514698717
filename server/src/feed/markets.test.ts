import { describe, expect, it } from 'vitest';
import { type FinalResult, marketKey, marketTypes, scoreParam, settleOutcome, T } from './markets';

const football = (h: number, a: number, periods: Array<[number, number]>): FinalResult => ({
  total: [h, a],
  periods,
  winner: h > a ? 1 : h < a ? 2 : 0,
  cancelled: false,
});
const r21 = football(2, 1, [
  [1, 1],
  [1, 0],
]);
const r11 = football(1, 1, [
  [0, 1],
  [1, 0],
]);

describe('settlement of each market kind', () => {
  it.each<[string, number, number, FinalResult, string]>([
    ['1X2 home win', T.w1, 0, r21, 'win'],
    ['1X2 draw loses on a home win', T.x, 0, r21, 'loss'],
    ['1X2 away loses', T.w2, 0, r21, 'loss'],
    ['double chance 1X on a draw', T.d1x, 0, r11, 'win'],
    ['double chance 12 on a draw', T.d12, 0, r11, 'loss'],
    ['double chance X2 on a home win', T.dx2, 0, r21, 'loss'],
    ['handicap home −1.5 at 2–1', T.handicap1, -1.5, r21, 'loss'],
    ['handicap away +1.5 at 2–1', T.handicap2, 1.5, r21, 'win'],
    ['handicap home −1 at 2–1 refunds', T.handicap1, -1, r21, 'refund'],
    ['Asian handicap home −0.25 at 1–1', T.asianHandicap1, -0.25, r11, 'half-loss'],
    ['Asian handicap away +0.25 at 1–1', T.asianHandicap2, 0.25, r11, 'half-win'],
    ['Asian handicap home −0.75 at 2–1', T.asianHandicap1, -0.75, r21, 'half-win'],
    ['total over 2.5 with three goals', T.over, 2.5, r21, 'win'],
    ['total under 2.5 with three goals', T.under, 2.5, r21, 'loss'],
    ['total over 3 with three goals refunds', T.over, 3, r21, 'refund'],
    ['Asian total over 2.75 with three goals', T.asianOver, 2.75, r21, 'half-win'],
    ['Asian total under 2.25 with two goals', T.asianUnder, 2.25, r11, 'half-win'],
    ['both teams to score yes', T.bttsYes, 0, r21, 'win'],
    ['both teams to score no', T.bttsNo, 0, r21, 'loss'],
    ['correct score 2–1', T.correctScore, scoreParam(2, 1), r21, 'win'],
    ['correct score 1–0 loses', T.correctScore, scoreParam(1, 0), r21, 'loss'],
    ['home team total over 1.5', T.home_over, 1.5, r21, 'win'],
    ['away team total under 0.5', T.away_under, 0.5, r21, 'loss'],
    ['1st-half 1X2 draw', 1000 + T.x, 0, r21, 'win'],
    ['2nd-half home win', 2000 + T.w1, 0, r21, 'win'],
    ['1st-half total under 1.5', 1000 + T.under, 1.5, r21, 'loss'],
    ['period winner refunds on a tied period', 1000 + T.winner1, 0, r21, 'refund'],
  ])('%s', (_name, type, param, result, expected) => {
    expect(settleOutcome(type, param, result)).toBe(expected);
  });

  it('hockey winner markets follow the shootout winner while 1X2 settles on regulation', () => {
    const tied: FinalResult = {
      total: [2, 2],
      periods: [
        [1, 0],
        [1, 1],
        [0, 1],
      ],
      winner: 2,
      cancelled: false,
    };
    expect(settleOutcome(T.x, 0, tied)).toBe('win');
    expect(settleOutcome(T.winner2, 0, tied)).toBe('win');
    expect(settleOutcome(T.winner1, 0, tied)).toBe('loss');
  });

  it('tennis totals count games while correct score and set handicap count sets', () => {
    const tennis: FinalResult = {
      total: [2, 1],
      periods: [
        [6, 4],
        [3, 6],
        [7, 6],
      ],
      winner: 1,
      cancelled: false,
    };
    expect(settleOutcome(T.over, 31.5, tennis)).toBe('win');
    expect(settleOutcome(T.handicap1, 0.5, tennis)).toBe('win');
    expect(settleOutcome(T.handicap1, -0.5, tennis)).toBe('loss');
    expect(settleOutcome(T.correctScore, scoreParam(2, 1), tennis)).toBe('win');
    expect(settleOutcome(T.setsHandicap1, -1.5, tennis)).toBe('loss');
    expect(settleOutcome(T.setsOver, 2.5, tennis)).toBe('win');
    expect(settleOutcome(3000 + T.winner1, 0, tennis)).toBe('win');
  });

  it('esports map and player markets', () => {
    const cs: FinalResult = {
      total: [2, 0],
      periods: [
        [13, 9],
        [16, 14],
      ],
      winner: 1,
      topPlayer: 77,
      cancelled: false,
    };
    expect(settleOutcome(1000 + T.over, 21.5, cs)).toBe('win');
    expect(settleOutcome(2000 + T.winner2, 0, cs)).toBe('loss');
    expect(settleOutcome(T.setsUnder, 2.5, cs)).toBe('win');
    expect(settleOutcome(T.topPlayer, 77, cs)).toBe('win');
    expect(settleOutcome(T.topPlayer, 78, cs)).toBe('loss');
  });

  it('a market of a period that was not played refunds', () => {
    expect(settleOutcome(3000 + T.winner1, 0, r21)).toBe('refund');
  });

  it('every outcome of a cancelled game refunds', () => {
    expect(settleOutcome(T.w1, 0, { total: [0, 0], periods: [], winner: 0, cancelled: true })).toBe('refund');
  });
});

describe('markets of outcome types (one grouping for the stake limit per market and the bet builder)', () => {
  it('groups the catalogue as the per-market limit always summed it, per period; an unknown type stands alone', () => {
    const groups = [[1, 2, 3], [4, 5, 6], [7, 8], [9, 10], [11, 12], [13, 14], [15], [17, 18], [19, 20], [21]];
    const more = [
      [27, 28],
      [29, 30],
      [31, 32],
      [33, 34],
    ];
    for (const g of [...groups, ...more])
      for (const t of g) {
        expect(marketTypes(t)).toEqual(g);
        expect(marketTypes(2000 + t)).toEqual(g.map((b) => 2000 + b));
      }
    expect(marketTypes(16)).toEqual([16]);
    expect(marketTypes(99)).toEqual([99]);
  });

  it('two types share a market key exactly when each is among the other’s market types', () => {
    const all = Object.values(T).flatMap((b) => [b, 1000 + b]);
    for (const a of all) for (const b of all) expect(marketKey(a) === marketKey(b)).toBe(marketTypes(a).includes(b));
  });
});
